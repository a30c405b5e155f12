/// A bordered container with an optional title in its top border; its children are placed
/// in a column inside the border.
///
/// Its size is its content's plus 1 cell of border on every side, and at least wide enough
/// for the title.
///
/// ```swift
/// Box("Profile", border: .rounded) {
///     Text("Framework: PanelKit")
/// }
/// Box("Details")   // an empty titled box
/// ```
public struct Box: LayoutContent, Sendable {
    /// The box node.
    ///
    /// ```swift
    /// Box("Profile").node.kind   // "box"
    /// ```
    public let node: Node

    /// Creates a box.
    ///
    /// ```swift
    /// Box { Text("untitled") }
    /// ```
    public init(
        _ title: String? = nil, border: BorderStyle = .single, @LayoutBuilder content: () -> [Node] = { [] }
    ) {
        node = Node(element: .box(BoxElement(title: title, border: border)), children: content())
    }
}
