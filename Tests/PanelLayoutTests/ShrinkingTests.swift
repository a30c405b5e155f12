import PanelCore
import PanelLayout
import Testing

/// What does not fit: a stack takes a shortage from its longest children first, so a short
/// sibling keeps its length; what is cut is drawn with an ellipsis by the backends.
@Suite struct ShrinkingTests {
    static let word = String(repeating: "abcdefghi", count: 7)  // 63 characters, no space

    @Test func aLongUnbreakableStringDoesNotHideItsSiblings() throws {
        let row = Node.hstack([.text("left", id: "left"), .spacer(), .text(ShrinkingTests.word, id: "long")])
        let result = try layout(row, 40, 1)
        #expect(result.frame(for: "left") == rect(0, 0, 4, 1))
        #expect(result.frame(for: "long") == rect(4, 0, 36, 1))
    }

    @Test func aWrappingTextHoldingOneLongWordKeepsToItsShare() throws {
        let row = Node.hstack(
            spacing: 1, [.text("Key:", id: "key"), .text(ShrinkingTests.word, wraps: true, id: "value")])
        let result = try layout(row, 40, 3)
        #expect(result.frame(for: "key") == rect(0, 0, 4, 1))
        // The word is broken between characters over the rows it needs at the width it got.
        #expect(result.frame(for: "value") == rect(5, 0, 35, 2))
        #expect(LayoutEngine().fittingHeight(of: row, width: 40) == 2)
    }

    @Test func aShortageIsTakenFromTheLongestFirst() throws {
        let row = Node.hstack([
            .text(String(repeating: "a", count: 30), id: "a"),
            .text(String(repeating: "b", count: 20), id: "b"),
            .text(String(repeating: "c", count: 5), id: "c"),
        ])
        // 55 wanted, 40 available: a and b come down to a common 17.5 (edges rounded), c keeps 5.
        let result = try layout(row, 40, 1)
        #expect(result.exactFrame(for: "a")?.width == 17.5)
        #expect(result.exactFrame(for: "b")?.width == 17.5)
        #expect(result.exactFrame(for: "c")?.width == 5)
        // Fixed-width siblings (buttons) are never cut; the rest shares what remains.
        let buttons = Node.hstack([
            .text(ShrinkingTests.word, id: "text"),
            Node(id: "ok", element: .button(ButtonElement(label: "OK"))),
        ])
        let withButton = try layout(buttons, 20, 1)
        #expect(withButton.frame(for: "ok") == rect(14, 0, 6, 1))
        #expect(withButton.frame(for: "text") == rect(0, 0, 14, 1))
    }
}
