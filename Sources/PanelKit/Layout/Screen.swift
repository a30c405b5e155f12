/// The root of a constraint layout: it fills the space it is given and places each child by
/// the child's constraints (a child without constraints fills the screen).
///
/// ```swift
/// let header = LayoutRef("header")
/// let screen = Screen("Profile") {
///     Box("Profile").ref(header).constraints { c in
///         c.top == c.parent.top
///         c.leading == c.parent.leading + 1
///         c.trailing == c.parent.trailing - 1
///         c.height == 3
///     }
/// }
/// let frames = try LayoutEngine().layout(screen.node, in: CellSize(width: 80, height: 24))
/// ```
public struct Screen: LayoutContent, Sendable {
    /// The screen node.
    ///
    /// ```swift
    /// Screen { Text("Hi") }.node.children.count   // 1
    /// ```
    public let node: Node

    /// Creates a screen.
    ///
    /// ```swift
    /// Screen { Text("Hello").constraints { c in c.centerX == c.parent.centerX; c.centerY == c.parent.centerY } }
    /// ```
    public init(_ title: String? = nil, @LayoutBuilder content: () -> [Node]) {
        node = Node(element: .screen(ScreenElement(title: title)), children: content())
    }
}
