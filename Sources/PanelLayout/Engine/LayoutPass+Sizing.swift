import PanelCore

// Sizing: the least, preferred and greatest width of a node, then its height at a width.
extension LayoutPass {
    /// Whether a node takes space among its siblings: not hidden, and not an overlay (a
    /// dialog, a floating button, a drawer), which covers its parent instead.
    static func isInFlow(_ node: Node) -> Bool {
        !node.modifiers.isHidden && !node.element.isOverlay
    }

    /// The children of a node that take space among their siblings (see ``isInFlow(_:)``).
    func inFlow(_ nodes: [Node]) -> [Node] {
        nodes.filter(LayoutPass.isInFlow)
    }

    /// Asks `node`'s kind a question of its ``KindSizing``.
    func sizing(_ node: Node, _ question: Sizing.Question) -> Sizing.Answer {
        var body = Sizing(node: node, question: question, pass: self)
        return node.element.withKind(&body)
    }

    /// The widths of a column of rows (a panel's or an open folder's children): each row
    /// takes the column's whole width, so the column prefers its widest row.
    func rowsWidth(_ nodes: [Node]) -> Extent {
        var out = Extent.zero
        for node in nodes where LayoutPass.isInFlow(node) {
            let extent = widthExtent(node, axis: .vertical)
            out.min = max(out.min, extent.min)
            out.ideal = max(out.ideal, extent.ideal)
        }
        out.max = .infinity
        return out
    }

    /// The rows a column of rows takes at `width`: each row's preferred height, one below the
    /// other.
    func rowsHeight(_ nodes: [Node], width: Double) -> Double {
        rowHeights(nodes, width: width).reduce(0, +)
    }

    /// A column of rows, as cached by ``rowHeights(_:width:)``: the rows' array storage (alive
    /// for the whole pass, as the tree is), their count and the width.
    struct RowsKey: Hashable {
        var storage: UInt
        var count: Int
        var width: Double
    }

    /// Each row's preferred height at `width` (0 for a hidden one). Cached for the pass, so
    /// that sizing a panel and then placing its rows measures each row once, and nested
    /// panels cost one sizing per level rather than one per level and ancestor.
    func rowHeights(_ nodes: [Node], width: Double) -> [Double] {
        if nodes.isEmpty { return [] }
        let storage = nodes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let key = RowsKey(storage: storage, count: nodes.count, width: width)
        if let known = rowHeightCache[key] { return known }
        var heights = [Double](repeating: 0, count: nodes.count)
        // Through a buffer pointer: its elements are borrowed where an array's would be copied.
        nodes.withUnsafeBufferPointer { nodes in
            for i in nodes.indices where LayoutPass.isInFlow(nodes[i]) {
                heights[i] = heightExtent(nodes[i], width: width, axis: .vertical).ideal
            }
        }
        rowHeightCache[key] = heights
        return heights
    }

    static func combineMax(_ extents: [Extent]) -> Extent {
        guard let first = extents.first else { return .zero }
        return extents.dropFirst().reduce(first) {
            Extent(min: max($0.min, $1.min), ideal: max($0.ideal, $1.ideal), max: max($0.max, $1.max))
        }
    }

    static func combineSum(_ extents: [Extent], spacing: Double) -> Extent {
        guard !extents.isEmpty else { return .zero }
        let gaps = spacing * Double(extents.count - 1)
        return Extent(
            min: extents.reduce(0) { $0 + $1.min } + gaps, ideal: extents.reduce(0) { $0 + $1.ideal } + gaps,
            max: extents.reduce(0) { $0 + $1.max } + gaps)
    }

    /// The width a node may take, in the context of its parent stack's axis (`nil` outside
    /// a stack).
    func widthExtent(_ node: Node, axis: Axis?) -> Extent {
        if node.modifiers.isHidden { return .zero }
        let content = sizing(node, .width(axis: axis)).extent
        let frame = node.modifiers.frame
        return content.adding(LayoutPass.insets(of: node).horizontal).framed(
            fixed: frame?.width, minimum: frame?.minWidth, maximum: frame?.maxWidth)
    }

    /// A control's width: it prefers its label plus ``RowModel/controlColumns`` and grows to
    /// fill its column.
    static func control(_ label: Int) -> Extent {
        Extent(min: 1, ideal: Double(label + RowModel.controlColumns), max: .infinity)
    }

    /// The widths of a stack's children (hidden children get 0) when the stack's inner width is `width`.
    func childWidths(_ children: [Node], axis: Axis, spacing: Double, width: Double) -> [Double] {
        if axis == .horizontal {
            let visible = children.indices.filter { LayoutPass.isInFlow(children[$0]) }
            let sizes = Extent.distribute(
                visible.map { widthExtent(children[$0], axis: axis) }, in: width, spacing: spacing)
            var out = [Double](repeating: 0, count: children.count)
            for (k, i) in visible.enumerated() { out[i] = sizes[k] }
            return out
        }
        return children.map { LayoutPass.isInFlow($0) ? widthExtent($0, axis: axis).across(width) : 0 }
    }

    /// The height a node may take at `width`.
    func heightExtent(_ node: Node, width: Double, axis: Axis?) -> Extent {
        if node.modifiers.isHidden { return .zero }
        let insets = LayoutPass.insets(of: node)
        let inner = max(0, width - insets.horizontal)
        let content = sizing(node, .height(width: inner, axis: axis)).extent
        let frame = node.modifiers.frame
        return content.adding(insets.vertical).framed(
            fixed: frame?.height, minimum: frame?.minHeight, maximum: frame?.maxHeight)
    }

    func stackHeight(_ children: [Node], axis: Axis, spacing: Double, width: Double) -> Extent {
        let widths = childWidths(children, axis: axis, spacing: spacing, width: width)
        let extents = children.indices.filter { LayoutPass.isInFlow(children[$0]) }.map {
            heightExtent(children[$0], width: widths[$0], axis: axis)
        }
        return axis == .vertical
            ? LayoutPass.combineSum(extents, spacing: spacing) : LayoutPass.combineMax(extents)
    }

    /// A node's preferred size on its own (used as its intrinsic size in a screen).
    func idealSize(_ node: Node) -> (width: Double, height: Double) {
        let width = widthExtent(node, axis: nil).ideal
        return (width, heightExtent(node, width: width, axis: nil).ideal)
    }
}
