import PanelCore
import PanelLayout
import Testing

@testable import PanelText

/// The renderers' frame-outline debug option (IBDebug's showFrames).
@Suite struct ShowsFramesTests {
    let document = PanelDocument(
        root: Node(
            id: "p", element: .panel(PanelElement(title: "P")),
            children: [
                Node(id: "on", element: .toggle(ToggleElement(label: "On"))),
                Node(
                    id: "box", element: .box(BoxElement()),
                    children: [Node(id: "note", element: .text(TextElement("hi")))]),
            ]))

    @Test func asciiOutlinesUnderTheContentAndNamesOnTheBottomEdge() throws {
        let plain = try ASCIIRenderer(width: 16).render(document)
        #expect(
            plain
                == "+ P -----------+\n| On [ ] off   |\n| +----------+ |\n| |hi        | |\n| +----------+ |\n+--------------+"
        )
        let framed = try ASCIIRenderer(width: 16, showsFrames: true).render(document)
        // The panel's and the box's borders stay (the outline goes under them); the names go on the
        // bottom edges; the 1-row toggle has no outline.
        #expect(
            framed
                == "+ P -----------+\n| On [ ] off   |\n| +----------+ |\n| |hi        | |\n| +box-------+ |\n+p-------------+"
        )
    }

    @Test func ansiUsesItsOwnOutlineGlyphs() throws {
        let screen = PanelDocument(
            root: Node(
                id: "s", element: .screen(ScreenElement()),
                children: [Node(id: "stack", element: .stack(StackElement(axis: .vertical)))]))
        let canvas = try ANSIRenderer(width: 8, height: 3, showsFrames: true).canvas(for: screen)
        #expect(canvas.plainText() == "┼┄┄┄┄┄┄┼\n┆      ┆\n┼stack┄┼")
    }
}
