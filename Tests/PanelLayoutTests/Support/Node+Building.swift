import PanelCore

/// Short ways to build the trees the layout tests lay out, one per kind, with the id,
/// modifiers, constraints (written as a constraint's `description` reads) and children of
/// the node.
///
/// ```swift
/// let tree = Node.screen([
///     .box("Header", id: "header", constraints: ["this.top == parent.top", "this.height == 3"])
/// ])
/// ```
extension Node {
    static func vstack(
        spacing: Int = 0, alignment: HorizontalAlignment = .leading, id: NodeID? = nil,
        modifiers: Modifiers = Modifiers(), constraints: [String] = [], _ children: [Node]
    ) -> Node {
        Node(
            id: id,
            element: .stack(StackElement(axis: .vertical, spacing: spacing, horizontalAlignment: alignment)),
            modifiers: modifiers, constraints: constraints.map { constraint($0) }, children: children)
    }

    static func hstack(
        spacing: Int = 0, alignment: VerticalAlignment = .top, id: NodeID? = nil,
        modifiers: Modifiers = Modifiers(), _ children: [Node]
    ) -> Node {
        Node(
            id: id,
            element: .stack(StackElement(axis: .horizontal, spacing: spacing, verticalAlignment: alignment)),
            modifiers: modifiers, children: children)
    }

    static func zstack(
        horizontalAlignment: HorizontalAlignment = .center, verticalAlignment: VerticalAlignment = .center,
        _ children: [Node]
    ) -> Node {
        Node(
            element: .stack(
                StackElement(
                    axis: .depth, horizontalAlignment: horizontalAlignment,
                    verticalAlignment: verticalAlignment)),
            children: children)
    }

    static func text(
        _ text: String, wraps: Bool = false, id: NodeID? = nil, modifiers: Modifiers = Modifiers(),
        constraints: [String] = []
    ) -> Node {
        Node(
            id: id, element: .text(TextElement(text, wraps: wraps)), modifiers: modifiers,
            constraints: constraints.map { constraint($0) })
    }

    static func box(
        _ title: String? = nil, id: NodeID? = nil, constraints: [String] = [], _ children: [Node] = []
    ) -> Node {
        Node(
            id: id, element: .box(BoxElement(title: title)), constraints: constraints.map { constraint($0) },
            children: children)
    }

    static func screen(title: String? = nil, modifiers: Modifiers = Modifiers(), _ children: [Node]) -> Node {
        Node(element: .screen(ScreenElement(title: title)), modifiers: modifiers, children: children)
    }

    static func spacer(id: NodeID? = nil) -> Node {
        Node(id: id, element: .spacer(SpacerElement()))
    }

    static func divider(id: NodeID? = nil, modifiers: Modifiers = Modifiers()) -> Node {
        Node(id: id, element: .divider, modifiers: modifiers)
    }
}
