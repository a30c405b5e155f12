/// A dialog or drawer that went away, and why.
///
/// ```swift
/// let dismissal = Dismissal(id: "confirm", reason: .escape)
/// ```
public struct Dismissal: Hashable, Sendable {
    /// The id of what was dismissed.
    ///
    /// ```swift
    /// Dismissal(id: "confirm", reason: .escape).id   // "confirm"
    /// ```
    public var id: NodeID
    /// Why.
    ///
    /// ```swift
    /// Dismissal(id: "confirm", reason: .escape).reason   // .escape
    /// ```
    public var reason: DismissalReason

    /// Creates a dismissal.
    ///
    /// ```swift
    /// Dismissal(id: "confirm", reason: .cancel)
    /// ```
    package init(id: NodeID, reason: DismissalReason) {
        self.id = id
        self.reason = reason
    }
}
