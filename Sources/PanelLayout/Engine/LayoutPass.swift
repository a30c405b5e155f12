import PanelCore

/// One layout of a tree: sizes every node (least, preferred and greatest width, then height
/// at the width it gets), places stacks, boxes and panels directly, hands each screen's
/// children to the constraint solver, and records every frame.
final class LayoutPass {
    typealias ScreenSolver = (_ screen: Node, _ path: [Int], _ width: Double, _ height: Double)
        throws(LayoutError) ->
        [LayoutRect]

    let wrap: TextWrap
    let solveScreen: ScreenSolver
    private(set) var entries: [LayoutEntry] = []
    var problems: [LayoutProblem] = []
    /// The pass's cache of row heights (see ``rowHeights(_:width:)``).
    var rowHeightCache: [RowsKey: [Double]] = [:]
    /// Where each screen's children were placed, by the screen's index path: what a re-layout of
    /// the same tree starts from.
    var placements: [[Int]: ScreenPlacement] = [:]
    /// The most rows by which a screen's solved child ends below the screen's inner area (0 when
    /// every child fits): a layout at the fitting height is made again this much taller.
    var overflow = 0.0
    /// In a re-layout of the same tree, the entry ``record(_:_:_:)`` overwrites next; `nil`
    /// while the pass appends entries.
    private(set) var cursor: Int?
    /// Whether a re-layout met an entry other than the one it expected at the cursor: its entries
    /// are then not a layout, and the engine lays the tree out again from scratch.
    private(set) var misaligned = false

    /// A pass that records every entry anew.
    init(measure: @escaping (String) -> Int, solveScreen: @escaping ScreenSolver) {
        self.wrap = TextWrap(measure: measure)
        self.solveScreen = solveScreen
    }

    /// A re-layout of the tree that produced `entries` and `placements` (at another size): each
    /// frame is written over the entry that holds it, and a screen's child whose solved frame did
    /// not move keeps its entries untouched (see ``placeScreen(_:in:path:)``).
    init(
        measure: @escaping (String) -> Int, solveScreen: @escaping ScreenSolver,
        updating entries: inout [LayoutEntry], placements: inout [[Int]: ScreenPlacement]
    ) {
        self.wrap = TextWrap(measure: measure)
        self.solveScreen = solveScreen
        // Swapped in, not copied: the pass holds the only reference and writes them in place.
        swap(&self.entries, &entries)
        swap(&self.placements, &placements)
        self.cursor = 0
    }

    /// Whether a re-layout wrote every entry it started from, in order (always true for a pass
    /// that appends).
    var isComplete: Bool {
        guard let cursor else { return true }
        return !misaligned && cursor == entries.count
    }

    /// Lays out `root` filling `size` (its height, when `nil`, is the root's preferred height).
    func run(_ root: Node, width: Int, height: Int?) -> CellSize {
        let rows = height ?? fittingHeight(root, width: width)
        let size = CellSize(width: width, height: rows)
        run(root, size: size)
        return size
    }

    /// The rows `root` prefers at `width`, at least 1.
    func fittingHeight(_ root: Node, width: Int) -> Int {
        let rows = heightExtent(root, width: Double(max(0, width)), axis: nil).ideal
        guard rows.isFinite else { return 1 }
        return max(1, Int(min(rows, 1e9).rounded(.up)))
    }

    /// Lays out `root` filling `size`.
    func run(_ root: Node, size: CellSize) {
        let rect = LayoutRect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        if root.element.isOverlay {
            placeOverlay(root, over: rect, path: [])
        } else {
            place(root, rect, path: [], inScreen: false)
        }
    }

    // MARK: Insets

    struct Insets {
        var top = 0.0
        var leading = 0.0
        var bottom = 0.0
        var trailing = 0.0
        var horizontal: Double { leading + trailing }
        var vertical: Double { top + bottom }
    }

    /// The row model's insets: border (1 cell a side for a box, a panel or a border
    /// modifier), padding (the modifier's, and a panel's own), a screen's title row.
    static func insets(of node: Node) -> Insets {
        let cells = RowModel.insets(of: node)
        return Insets(
            top: Double(cells.top), leading: Double(cells.leading), bottom: Double(cells.bottom),
            trailing: Double(cells.trailing))
    }

    static func inner(_ rect: LayoutRect, _ insets: Insets) -> LayoutRect {
        LayoutRect(
            x: rect.x + insets.leading, y: rect.y + insets.top, width: max(0, rect.width - insets.horizontal),
            height: max(0, rect.height - insets.vertical))
    }

    // MARK: Placing

    /// Records a node's frame: appended, or in a re-layout written over the entry at the cursor
    /// (which must be this node's: the same path).
    func record(_ node: Node, _ path: [Int], _ rect: LayoutRect) {
        if cursor != nil {
            rewrite(path, rect)
        } else {
            entries.append(
                LayoutEntry(path: path, id: node.id, kind: node.kind, exactFrame: rect, frame: rect.cellRect))
        }
    }

    /// In a re-layout, writes the frame of the node at `path` over the entry at the cursor, which
    /// must be that node's (else the pass is marked misaligned and writes nothing more).
    func rewrite(_ path: [Int], _ rect: LayoutRect) {
        guard let k = cursor, !misaligned, k < entries.count, entries[k].path == path else {
            misaligned = true
            return
        }
        entries[k].exactFrame = rect
        entries[k].frame = rect.cellRect
        cursor = k + 1
    }

    /// In a re-layout, steps over `count` entries that stay as they are.
    func skipEntries(_ count: Int) {
        if let k = cursor { cursor = k + count }
    }

    /// The index the next recorded entry gets.
    var nextEntry: Int { cursor ?? entries.count }

    func recordCollapsed(_ node: Node, _ path: [Int], x: Double, y: Double) {
        record(node, path, LayoutRect(x: x, y: y, width: 0, height: 0))
        for (i, child) in node.children.enumerated() { recordCollapsed(child, path + [i], x: x, y: y) }
    }

    func place(_ node: Node, _ rect: LayoutRect, path: [Int], inScreen: Bool) {
        if !inScreen, !node.constraints.isEmpty {
            problems.append(.constraintsOutsideScreen(node: NodeNaming.quoted(node, path)))
        }
        if node.modifiers.isHidden {
            recordCollapsed(node, path, x: rect.x, y: rect.y)
            return
        }
        record(node, path, rect)
        let inner = LayoutPass.inner(rect, LayoutPass.insets(of: node))
        _ = sizing(node, .placeChildren(inner: inner, path: path))
    }

    /// Places a column of rows: each visible child takes the whole width and its preferred
    /// height at that width, one below the other from the top (rows that do not fit run past
    /// the bottom, where a backend clips them).
    func placeRows(_ nodes: [Node], in rect: LayoutRect, path: [Int]) {
        var y = rect.y
        let heights = rowHeights(nodes, width: rect.width)
        var childPath = path
        childPath.append(0)
        nodes.withUnsafeBufferPointer { nodes in
            for i in nodes.indices {
                childPath[childPath.count - 1] = i
                if nodes[i].element.isOverlay {
                    placeOverlay(nodes[i], over: rect, path: childPath)
                    continue
                }
                place(
                    nodes[i], LayoutRect(x: rect.x, y: y, width: rect.width, height: heights[i]),
                    path: childPath, inScreen: false)
                y += heights[i]
            }
        }
    }

    func placeStack(_ children: [Node], in inner: LayoutRect, path: [Int], stack: StackElement) {
        guard !children.isEmpty else { return }
        let spacing = Double(max(0, stack.spacing))
        let widths = childWidths(children, axis: stack.axis, spacing: spacing, width: inner.width)
        let visible = children.indices.filter { LayoutPass.isInFlow(children[$0]) }
        var heights = [Double](repeating: 0, count: children.count)
        if stack.axis == .vertical {
            let extents = visible.map { heightExtent(children[$0], width: widths[$0], axis: .vertical) }
            let sizes = Extent.distribute(extents, in: inner.height, spacing: spacing)
            for (k, i) in visible.enumerated() { heights[i] = sizes[k] }
        } else {
            for i in visible {
                heights[i] = heightExtent(children[i], width: widths[i], axis: stack.axis).across(
                    inner.height)
            }
        }
        var cursor = stack.axis == .vertical ? inner.y : inner.x
        for (i, child) in children.enumerated() {
            let childPath = path + [i]
            if child.element.isOverlay {
                placeOverlay(child, over: inner, path: childPath)
                continue
            }
            let width = widths[i]
            let height = heights[i]
            var x = inner.x
            var y = inner.y
            if stack.axis != .horizontal {
                switch stack.horizontalAlignment {
                case .center: x = inner.x + (inner.width - width) / 2
                case .trailing: x = inner.maxX - width
                default: x = inner.x
                }
            }
            if stack.axis != .vertical {
                switch stack.verticalAlignment {
                case .center: y = inner.y + (inner.height - height) / 2
                case .bottom: y = inner.maxY - height
                default: y = inner.y
                }
            }
            if stack.axis == .vertical { y = cursor }
            if stack.axis == .horizontal { x = cursor }
            place(
                child, LayoutRect(x: x, y: y, width: width, height: height), path: childPath, inScreen: false)
            if !child.modifiers.isHidden, stack.axis != .depth {
                cursor += (stack.axis == .vertical ? height : width) + spacing
            }
        }
    }

}
