/// What the builders of nodes share: ``LayoutBuilder`` and ``DialogBuilder`` take layout
/// content, a node built elsewhere and a list of nodes alike (their blocks, branches and loops
/// come from ``ListBuilder``); each adds only what else it takes and what it refuses.
///
/// ```swift
/// @resultBuilder
/// enum SidebarBuilder: NodeListBuilder {}
/// ```
public protocol NodeListBuilder: ListBuilder where Item == Node {}

extension NodeListBuilder {
    /// One stack, text, box, screen, panel or modified item.
    ///
    /// ```swift
    /// Box("Profile")
    /// ```
    public static func buildExpression<Content: LayoutContent>(_ content: Content) -> [Node] {
        [content.node]
    }

    /// A node built elsewhere, e.g. decoded from JSON.
    ///
    /// ```swift
    /// Text("Hello").node
    /// ```
    public static func buildExpression(_ node: Node) -> [Node] {
        [node]
    }

    /// A list of nodes computed elsewhere.
    ///
    /// ```swift
    /// let rows = ["a", "b"].map { Text($0).node }
    /// rows
    /// ```
    public static func buildExpression(_ nodes: [Node]) -> [Node] {
        nodes
    }
}
