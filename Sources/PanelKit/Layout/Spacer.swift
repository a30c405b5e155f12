/// Flexible empty space that grows along its stack's axis.
///
/// ```swift
/// HStack {
///     Text("Name")
///     Spacer(minLength: 2)
///     Text("value")
/// }
/// ```
public struct Spacer: LayoutContent, Sendable {
    /// The spacer node.
    ///
    /// ```swift
    /// Spacer().node.kind   // "spacer"
    /// ```
    public let node: Node

    /// Creates a spacer that takes at least `minLength` cells.
    ///
    /// ```swift
    /// Spacer()
    /// ```
    public init(minLength: Int = 0) {
        node = Node(element: .spacer(SpacerElement(minLength: minLength)))
    }
}
