import PanelCore
import Testing

@testable import PanelText

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

    @Test func unsolvableConstraintsFallBackToAColumn() throws {
        let a = Node(
            id: "a", element: .toggle(ToggleElement(label: "A")),
            constraints: [pin(.width, to: nil, 5), pin(.width, to: nil, 9)])
        let screen = Node(id: "s", element: .screen(ScreenElement()), children: [a])
        let text = try ASCIIRenderer(width: 20).render(PanelDocument(root: screen))
        #expect(text == "A [ ] off")
    }
}
