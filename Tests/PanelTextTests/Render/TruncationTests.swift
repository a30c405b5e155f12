import PanelCore
import PanelKit
import Testing

@testable import PanelText

/// What does not fit is cut on a grapheme boundary and ends with the backend's ellipsis (`…` in
/// ANSI, `...` in ASCII); short siblings keep their text.
@Suite struct TruncationTests {
    static let word = String(repeating: "abcdefghi", count: 7)  // 63 characters, no space

    func document(_ content: some LayoutContent) -> PanelDocument {
        PanelDocument(root: content.node)
    }

    @Test func aLongUnbreakableStringIsCutWithAnEllipsisAndItsSiblingsStay() throws {
        let row = document(
            HStack {
                Text("left")
                Spacer()
                Text(TruncationTests.word)
            })
        let ascii = try ASCIIRenderer(width: 40).render(row)
        #expect(ascii == "left" + String(TruncationTests.word.prefix(33)) + "...")
        let ansi = try ANSIRenderer(width: 40).canvas(for: row).plainText()
        #expect(ansi == "left" + String(TruncationTests.word.prefix(35)) + "…")
    }

    @Test func cutsFallOnGraphemeBoundaries() throws {
        let flags = String(repeating: "🇯🇵e\u{301}", count: 30)
        let row = document(
            HStack {
                Text("left")
                Text(flags)
            })
        let ansi = try ANSIRenderer(width: 20).canvas(for: row).plainText()
        // 16 columns for the flags: 5 × (2 + 1) = 15, then the ellipsis.
        #expect(ansi == "left" + String(repeating: "🇯🇵e\u{301}", count: 5) + "…")
    }

    @Test func wrappedTextThatRunsOutOfRowsEndsWithAnEllipsis() throws {
        let note = document(
            VStack {
                Text("one two three four five six seven eight nine ten", wraps: true).frame(height: 2)
            })
        let ascii = try ASCIIRenderer(width: 14).render(note)
        #expect(ascii == "one two three\nfour five s...")
        // A wrapping text holding one long word, two rows high: broken over its rows, the rest cut.
        let word = document(
            HStack(spacing: 1) {
                Text("Key:")
                Text(TruncationTests.word, wraps: true).frame(height: 2)
            })
        let lines = try ASCIIRenderer(width: 30).render(word).split(separator: "\n")
        #expect(lines.first == "Key: " + TruncationTests.word.prefix(25))
        #expect(lines.last == "     " + TruncationTests.word.dropFirst(25).prefix(22) + "...")
    }
}
