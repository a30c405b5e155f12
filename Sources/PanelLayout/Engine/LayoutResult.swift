import PanelCore

/// The frames of every node of a tree laid out at one size, addressable by node id and by
/// index path (for nodes without an id).
///
/// Each frame is held twice: exact (real numbers, as solved) and in whole cells (edges
/// rounded once, at the end). A lookup by path is a binary search; a lookup by id searches
/// the entries in order (to read many frames, walk ``entries``).
///
/// ```swift
/// let result = try LayoutEngine().layout(tree, in: CellSize(width: 80, height: 24))
/// result.frame(for: "header")     // (1, 0) 78x3
/// result.frame(at: [1, 0])        // the first child of the root's second child
/// result.exactFrame(for: "details")
/// ```
public struct LayoutResult: Hashable, Sendable {
    /// The size the tree was laid out in.
    ///
    /// ```swift
    /// try LayoutEngine().layout(tree, width: 40).size   // 40 wide, the fitting height
    /// ```
    package let size: CellSize
    /// Every node's frame, depth first, parents before children (and so sorted by index path,
    /// which is how a path is looked up).
    ///
    /// ```swift
    /// for entry in result.entries { print(entry.kind, entry.frame) }
    /// ```
    public let entries: [LayoutEntry]

    /// The index of the first entry with this id (a linear search: building an index for
    /// every layout would cost more than a renderer's whole pass over the frames).
    private func index(of id: NodeID) -> Int? {
        entries.firstIndex { $0.id == id }
    }

    /// The index of the entry at `path` (a binary search: depth-first order is path order).
    private func index(of path: [Int]) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].path.lexicographicallyPrecedes(path) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < entries.count && entries[low].path == path ? low : nil
    }

    /// The cell frame of the first node with this id, or `nil`.
    ///
    /// ```swift
    /// result.frame(for: "header")?.height   // 3
    /// ```
    public func frame(for id: NodeID) -> CellRect? {
        index(of: id).map { entries[$0].frame }
    }

    /// The cell frame of the node at this index path, or `nil`.
    ///
    /// ```swift
    /// result.frame(at: [])   // the root: the whole size
    /// ```
    public func frame(at path: [Int]) -> CellRect? {
        index(of: path).map { entries[$0].frame }
    }

    /// The frame before rounding of the first node with this id, or `nil`.
    ///
    /// ```swift
    /// result.exactFrame(for: "details")?.width   // 39.5
    /// ```
    package func exactFrame(for id: NodeID) -> LayoutRect? {
        index(of: id).map { entries[$0].exactFrame }
    }

    /// The frame before rounding of the node at this index path, or `nil`.
    ///
    /// ```swift
    /// result.exactFrame(at: [0])
    /// ```
    package func exactFrame(at path: [Int]) -> LayoutRect? {
        index(of: path).map { entries[$0].exactFrame }
    }

    /// The entry of the node at this index path, or `nil`.
    ///
    /// ```swift
    /// result.entry(at: [0])?.kind   // "box"
    /// ```
    package func entry(at path: [Int]) -> LayoutEntry? {
        index(of: path).map { entries[$0] }
    }
}
