import PanelCore
import PanelLayout
import Testing

@_spi(Internals) @testable import PanelText

/// Screens place their children where their constraints put them (solved by PanelLayout).
@Suite struct ScreenLayoutTests {
    func pin(_ attribute: AnchorAttribute, to target: LayoutAnchor?, _ constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            first: LayoutAnchor(.this, attribute), relation: .equal, second: target, constant: constant)
    }

    @Test func childrenGoWhereTheirConstraintsSay() throws {
        let a = Node(
            id: "a", element: .toggle(ToggleElement(label: "A")),
            constraints: [
                pin(.leading, to: LayoutAnchor(.parent, .leading), 2),
                pin(.top, to: LayoutAnchor(.parent, .top), 0),
                pin(.width, to: nil, 12), pin(.height, to: nil, 1),
            ])
        let b = Node(
            id: "b", element: .toggle(ToggleElement(label: "B")),
            constraints: [
                pin(.leading, to: LayoutAnchor(.node("a"), .trailing), 3),
                pin(.top, to: LayoutAnchor(.node("a"), .bottom), 1),
                pin(.width, to: nil, 12), pin(.height, to: nil, 1),
            ])
        let screen = Node(
            id: "s", element: .screen(ScreenElement(title: "Layout")),
            modifiers: Modifiers(frame: FrameModifier(height: 5)), children: [a, b])  // title + 4 rows
        let text = try ASCIIRenderer(width: 40).render(PanelDocument(root: screen, values: ["b": true]))
        #expect(text == "Layout\n  A [ ] off\n\n                 B [x] on\n")
    }

    @Test func conflictingConstraintsAreThrownWithTheLayoutMessage() throws {
        let a = Node(
            id: "a", element: .toggle(ToggleElement(label: "A")),
            constraints: [
                pin(.leading, to: LayoutAnchor(.parent, .leading), 0),
                pin(.top, to: LayoutAnchor(.parent, .top), 0),
                pin(.width, to: nil, 5), pin(.width, to: nil, 9),
            ])
        let document = PanelDocument(root: Node(id: "s", element: .screen(ScreenElement()), children: [a]))
        var thrown: LayoutError?
        do {
            _ = try LayoutEngine().layout(document.root, in: CellSize(width: 20, height: 1))
        } catch {
            thrown = error
        }
        let expected = try #require(thrown)
        #expect(expected.description.contains("unsatisfiable"))
        #expect(expected.description.contains("a: this.width == 9"))
        #expect(expected.description.contains("a: this.width == 5"))
        // No column fallback: every entry point throws the layout's own error.
        let attempts: [() throws -> Void] = [
            { _ = try ASCIIRenderer(width: 20).render(document) },
            { _ = try ANSIRenderer(width: 20).render(document) },
            { _ = try ANSIRenderer(width: 20, height: 4).canvas(for: document) },
            { _ = try ANSIRenderer(width: 20).update(from: nil, to: document) },
        ]
        for attempt in attempts {
            #expect {
                try attempt()
            } throws: { error in
                (error as? LayoutError)?.description == expected.description
            }
        }
    }

    @Test func aGivenHeightClipsWhatDoesNotFit() throws {
        let rows = (0..<5).map {
            Node(id: NodeID("t\($0)"), element: .toggle(ToggleElement(label: "T\($0)")))
        }
        let document = PanelDocument(
            root: Node(id: "p", element: .panel(PanelElement(title: "P")), children: rows))
        let full = try ASCIIRenderer(width: 20).render(document)
        #expect(full.split(separator: "\n").count == 7)
        let clipped = try ASCIIRenderer(width: 20, height: 4).render(document)
        // The panel fills the 4 rows: its border stays whole and rows past it are cut off.
        #expect(
            clipped
                == "+ P ---------------+\n| T0 [ ] off       |\n| T1 [ ] off       |\n+------------------+")
    }

    @Test func wrappingTextPlacedByConstraintsShowsEveryLine() throws {
        // The case: a wrapping text between the screen's edges on 40 columns got one row,
        // and the node below it overlapped the rest.
        let body = Node(
            id: "body",
            element: .text(
                TextElement(
                    "Every line of this paragraph is drawn, and the note below it starts after the last.",
                    wraps: true)),
            constraints: [
                pin(.top, to: LayoutAnchor(.parent, .top), 0),
                pin(.leading, to: LayoutAnchor(.parent, .leading), 2),
                pin(.trailing, to: LayoutAnchor(.parent, .trailing), -2),
            ])
        let note = Node(
            id: "note", element: .text(TextElement("-- note --")),
            constraints: [
                pin(.top, to: LayoutAnchor(.node("body"), .bottom), 1),
                pin(.leading, to: LayoutAnchor(.parent, .leading), 2),
            ])
        let screen = Node(id: "s", element: .screen(ScreenElement()), children: [body, note])
        let text = try ASCIIRenderer(width: 40, height: 6).render(PanelDocument(root: screen))
        #expect(
            text == """
                  Every line of this paragraph is
                  drawn, and the note below it starts
                  after the last.

                  -- note --

                """)
    }
}

/// A renderer keeps its layout between renders: a value change (values are not part of the tree)
/// redraws without laying out or solving again; a changed tree is laid out afresh.
@Suite struct LayoutReuseTests {
    func document(label: String, on: Bool) -> PanelDocument {
        let toggle = Node(
            id: "t", element: .toggle(ToggleElement(label: label)),
            constraints: [
                LayoutConstraint(
                    first: LayoutAnchor(.this, .leading), relation: .equal,
                    second: LayoutAnchor(.parent, .leading),
                    constant: 1),
                LayoutConstraint(
                    first: LayoutAnchor(.this, .top), relation: .equal, second: LayoutAnchor(.parent, .top),
                    constant: 0),
            ])
        return PanelDocument(
            root: Node(id: "s", element: .screen(ScreenElement()), children: [toggle]),
            values: ["t": .bool(on)])
    }

    @Test func valueChangesReuseTheLayoutAndTreeChangesDoNot() throws {
        let renderer = ASCIIRenderer(width: 20, height: 2)
        #expect(try renderer.render(document(label: "A", on: false)) == " A [ ] off\n")
        #expect(renderer.layoutCache.solveCount == 1)
        #expect(try renderer.render(document(label: "A", on: true)) == " A [x] on\n")
        #expect(renderer.layoutCache.solveCount == 1)
        #expect(try renderer.render(document(label: "Longer", on: true)) == " Longer [x] on\n")
        #expect(renderer.layoutCache.solveCount == 2)
    }
}
