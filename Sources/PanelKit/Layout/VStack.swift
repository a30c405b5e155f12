/// Places its children in a column, top to bottom.
///
/// Children narrower than the column sit at `alignment`; children that grow (dividers,
/// spacers, stacks holding them, frames with a larger maximum) fill the width. Extra height
/// goes to the children that grow, in equal steps; a shortage is taken from the children
/// that can shrink.
///
/// ```swift
/// VStack(spacing: 1, alignment: .center) {
///     Text("Title")
///     Divider()
///     Text("Body", wraps: true)
/// }
/// ```
public struct VStack: LayoutContent, Sendable {
    /// The stack node.
    ///
    /// ```swift
    /// VStack { Text("a"); Text("b") }.node.children.count   // 2
    /// ```
    public let node: Node

    /// Creates a column with `spacing` rows between children.
    ///
    /// ```swift
    /// VStack { Text("a"); Text("b") }
    /// ```
    public init(
        spacing: Int = 0, alignment: HorizontalAlignment = .leading, @LayoutBuilder content: () -> [Node]
    ) {
        node = Node(
            element: .stack(StackElement(axis: .vertical, spacing: spacing, horizontalAlignment: alignment)),
            children: content())
    }
}
