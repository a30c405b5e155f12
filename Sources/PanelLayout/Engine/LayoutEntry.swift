import PanelCore

/// The frame of one node in a layout result.
///
/// ```swift
/// for entry in result.entries {
///     print(entry.path, entry.id ?? "-", entry.kind, entry.frame)
/// }
/// ```
public struct LayoutEntry: Hashable, Sendable {
    /// The node's index path from the root: `[]` is the root, `[0, 2]` the third child of
    /// its first child.
    public var path: [Int]
    /// The node's id, if it has one.
    public var id: NodeID?
    /// The node's kind, e.g. `box`.
    public var kind: String
    /// The frame in real numbers, before rounding.
    public var exactFrame: LayoutRect
    /// The frame in whole cells.
    public var frame: CellRect
}
