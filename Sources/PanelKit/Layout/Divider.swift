/// A rule: one row high and as wide as its column (in a row, one column wide and as high as
/// the row).
///
/// ```swift
/// VStack {
///     Text("Title")
///     Divider()
/// }
/// ```
public struct Divider: LayoutContent, Sendable {
    /// The divider node.
    ///
    /// ```swift
    /// Divider().node.kind   // "divider"
    /// ```
    public let node: Node

    /// Creates a divider.
    ///
    /// ```swift
    /// Divider()
    /// ```
    public init() {
        node = Node(element: .divider)
    }
}
