/// A floating button as layout content (the overlay-button article's `OverlayButton`): it
/// floats over its parent, takes no space there, and sits where its value in the values map
/// puts it (a ``PanelCore/FloatingButtonPlacement``, which
/// ``PanelEdit/moveFloatingButton(_:to:)`` changes), its corner until then.
///
/// ```swift
/// ZStack {
///     VStack { Text("Hello, world!") }
///     FloatingButton("dev", id: "devTool", corner: .bottomRight, storageID: "dev-tool")
/// }
/// ```
public struct FloatingButton: LayoutContent, Sendable {
    /// The button node.
    ///
    /// ```swift
    /// FloatingButton("+", id: "add").node.id   // "add"
    /// ```
    public let node: Node

    /// Creates a floating button.
    ///
    /// ```swift
    /// FloatingButton("+", id: "add")
    /// ```
    public init(_ label: String, id: NodeID, corner: ScreenCorner = .bottomRight, storageID: String? = nil) {
        node = Node(
            id: id,
            element: .floatingButton(
                FloatingButtonElement(label: label, corner: corner, storageID: storageID)))
    }
}
