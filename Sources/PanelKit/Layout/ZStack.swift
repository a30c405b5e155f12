/// Places its children on top of each other, later children in front.
///
/// Each child takes its own size (growing children fill the stack) and sits at the two
/// alignments, centred by default.
///
/// ```swift
/// ZStack(horizontalAlignment: .trailing, verticalAlignment: .bottom) {
///     Box("Card") { Text("content") }
///     Text("badge")
/// }
/// ```
public struct ZStack: LayoutContent, Sendable {
    /// The stack node.
    ///
    /// ```swift
    /// ZStack { Text("a"); Text("b") }.node.children.count   // 2
    /// ```
    public let node: Node

    /// Creates a depth stack.
    ///
    /// ```swift
    /// ZStack { Box(); Text("centred") }
    /// ```
    public init(
        horizontalAlignment: HorizontalAlignment = .center, verticalAlignment: VerticalAlignment = .center,
        @LayoutBuilder content: () -> [Node]
    ) {
        node = Node(
            element: .stack(
                StackElement(
                    axis: .depth, horizontalAlignment: horizontalAlignment,
                    verticalAlignment: verticalAlignment)),
            children: content())
    }
}
