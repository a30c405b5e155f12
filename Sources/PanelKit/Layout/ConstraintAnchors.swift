/// The anchors a `.constraints { c in … }` block works with: `c.top`, `c.width`, … are the
/// node's own; `c.parent.top`, … are its screen's.
///
/// ```swift
/// Text("Hello").constraints { c in
///     c.centerX == c.parent.centerX
///     c.centerY == c.parent.centerY
/// }
/// ```
public struct ConstraintAnchors: LayoutAnchorProviding, Sendable {
    /// The parent's anchors.
    ///
    /// A node whose anchors are the parent's (`c.parent`).
    ///
    /// ```swift
    /// c.trailing == c.parent.trailing - 1
    /// ```
    public struct Parent: LayoutAnchorProviding, Sendable {
        /// The parent.
        ///
        /// ```swift
        /// c.parent.anchorTarget   // .parent
        /// ```
        public var anchorTarget: LayoutAnchor.Target { .parent }
    }

    /// The node being constrained.
    ///
    /// ```swift
    /// c.anchorTarget   // .this
    /// ```
    public var anchorTarget: LayoutAnchor.Target { .this }

    /// The anchors of the node's parent (the screen).
    ///
    /// ```swift
    /// c.width <= c.parent.width - 2
    /// ```
    public var parent: Parent { Parent() }
}
