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

    /// Every letter and digit the plain rendering draws is the same with frames shown: outlines
    /// and names go only where nothing is drawn or on a border line (which has neither).
    func expectContentIntact(_ document: PanelDocument, width: Int, height: Int? = nil) throws {
        let plain = try ASCIIRenderer(width: width, height: height).canvas(for: document)
        let framed = try ASCIIRenderer(width: width, height: height, showsFrames: true).canvas(for: document)
        for row in 0..<plain.height {
            for column in 0..<plain.width
            where plain.grapheme(column: column, row: row)?.isLetter == true
                || plain.grapheme(column: column, row: row)?.isNumber == true
            {
                #expect(
                    framed.grapheme(column: column, row: row) == plain.grapheme(column: column, row: row),
                    "cell (\(column), \(row)) changed:\n\(framed.plainText())")
            }
        }
    }

    @Test func namesNeverGoOverText() throws {
        // The case: a text's id was written over its last line ("kbion for her work").
        let bio = Node(
            id: "bio",
            element: .text(TextElement("Thanks to Kim Bion for her work on the panel", wraps: true)))
        let document = PanelDocument(
            root: Node(id: "s", element: .stack(StackElement(axis: .vertical)), children: [bio]))
        try expectContentIntact(document, width: 30)
        let framed = try ASCIIRenderer(width: 30, showsFrames: true).render(document)
        // The name goes on the free part of the bottom line, after a gap, clipped to it.
        // The name goes on the free part of the bottom line, after a gap from the text; the stack
        // holding the text has the same frame, and its name follows.
        #expect(framed.split(separator: "\n").last == "work on the panel.bio.s......+")
        try expectContentIntact(self.document, width: 16)
        try expectContentIntact(ControlSet.document, width: 40)
        try expectContentIntact(ControlSet.document, width: 80)
    }
}
