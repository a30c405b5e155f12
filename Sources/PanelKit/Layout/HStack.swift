/// Places its children in a row, leading to trailing.
///
/// Children shorter than the row sit at `alignment`. Extra width goes to the children that
/// grow (spacers, frames with a larger maximum), in equal steps; a shortage is taken from
/// the children that can shrink (text is truncated by the renderer).
///
/// ```swift
/// HStack(spacing: 1) {
///     Text("Platform:")
///     Spacer()
///     Text("Linux")
/// }
/// ```
public struct HStack: LayoutContent, Sendable {
    /// The stack node.
    ///
    /// ```swift
    /// HStack { Text("a"); Text("b") }.node.children.count   // 2
    /// ```
    public let node: Node

    /// Creates a row with `spacing` cells between children.
    ///
    /// ```swift
    /// HStack(alignment: .center) { Text("a"); Text("b") }
    /// ```
    public init(spacing: Int = 0, alignment: VerticalAlignment = .top, @LayoutBuilder content: () -> [Node]) {
        node = Node(
            element: .stack(StackElement(axis: .horizontal, spacing: spacing, verticalAlignment: alignment)),
            children: content())
    }
}
