/// A name for a node that other nodes' constraints can refer to (UIViewKit's `ibOutlet`).
///
/// `.ref(header)` gives the node the id `header`; `header.bottom` is then its bottom edge.
/// A reference to a name that no node has is reported by the layout, naming it.
///
/// ```swift
/// let header = LayoutRef("header")
/// Screen {
///     Box("Profile").ref(header).constraints { c in
///         c.top == c.parent.top
///         c.leading == c.parent.leading
///         c.trailing == c.parent.trailing
///     }
///     Box("Details").constraints { c in
///         c.top == header.bottom + 1
///         c.leading == header.leading
///     }
/// }
/// ```
public struct LayoutRef: LayoutAnchorProviding, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The id the referenced node gets.
    ///
    /// ```swift
    /// LayoutRef("header").id   // NodeID("header")
    /// ```
    package let id: NodeID

    /// Creates a reference named `name`.
    ///
    /// ```swift
    /// let avatar = LayoutRef("avatar")
    /// ```
    public init(_ name: String) {
        id = NodeID(name)
    }

    /// Creates a reference from a string literal.
    ///
    /// ```swift
    /// let avatar: LayoutRef = "avatar"
    /// ```
    public init(stringLiteral value: String) {
        id = NodeID(value)
    }

    /// The referenced node.
    ///
    /// ```swift
    /// LayoutRef("header").anchorTarget   // .node("header")
    /// ```
    public var anchorTarget: LayoutAnchor.Target { .node(id) }
}
