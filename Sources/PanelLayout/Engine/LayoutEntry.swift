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
    ///
    /// ```swift
    /// result.entries[0].path   // []: the root
    /// ```
    public var path: [Int]
    /// The node's id, if it has one.
    ///
    /// ```swift
    /// result.entries.first { $0.id == "title" }?.id   // "title"
    /// ```
    package var id: NodeID?
    /// The node's kind, e.g. `box`.
    ///
    /// ```swift
    /// result.entries.map(\.kind)   // ["stack", "text", "divider"]
    /// ```
    package var kind: String
    /// The frame in real numbers, before rounding.
    ///
    /// ```swift
    /// result.entries.first { $0.id == "title" }?.exactFrame   // before rounding to cells
    /// ```
    package var exactFrame: LayoutRect
    /// The frame in whole cells.
    ///
    /// ```swift
    /// result.entries.first { $0.id == "title" }?.frame   // (0, 0) 7x1
    /// ```
    public var frame: CellRect
}
