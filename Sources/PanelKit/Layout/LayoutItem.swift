/// A layout node with modifiers applied: what the layout modifiers return.
///
/// You rarely name this type; it wraps any node so it can take further modifiers.
///
/// ```swift
/// let item: LayoutItem = Text("Hello").padding(1).border()
/// item.node.modifiers.border   // .single
/// ```
public struct LayoutItem: LayoutContent, Sendable {
    /// The node.
    ///
    /// ```swift
    /// Text("Hello").padding(1).node.modifiers.padding   // 1 on every side
    /// ```
    public var node: Node

    /// Wraps a node (for example one decoded from JSON) so it can go in a layout body.
    ///
    /// ```swift
    /// LayoutItem(Node(element: .divider))
    /// ```
    public init(_ node: Node) {
        self.node = node
    }
}
