import PanelCore
import PanelLayout

extension PanelPainter {
    /// Where one node sits in a painted tree: its frame, the clip its drawing gets (every
    /// ancestor's content frame), the label column it shares with its siblings, and the
    /// ancestors whose background is put behind it.
    struct Placement: Sendable {
        var path: [Int]
        var frame: CellRect
        var clip: CellRect
        var widestLabel: Int
        /// Ancestors with a background, innermost first, with their frames.
        var backgrounds: [(node: Node, frame: CellRect)]
    }

    /// The placement of the node at `path` in `result`, or `nil` when it is not drawn (hidden, in a
    /// collapsed folder, or with an empty frame).
    /// `labelColumns` holds the shared label width of each column container, by path (see
    /// ``labelColumns()``): working one out reads every sibling's label.
    func placement(
        of path: [Int], in result: LayoutResult, entryIndex: [[Int]: Int], labelColumns: [[Int]: Int]
    ) -> Placement? {
        var node = document.root
        var clip = CellRect(x: 0, y: 0, width: result.size.width, height: result.size.height)
        var backgrounds: [(node: Node, frame: CellRect)] = []
        var widestLabel = labelWidth(of: node)
        for depth in 0..<path.count {
            guard let index = entryIndex[Array(path[0..<depth])] else { return nil }
            let frame = result.entries[index].frame
            if node.modifiers.isHidden || frame.isEmpty { return nil }
            var column = true
            switch node.element {
            case .stack(let stack): column = stack.axis != .horizontal
            case .screen: column = false
            case .folder(let folder) where folder.isCollapsed: return nil
            default: break
            }
            if node.modifiers.background != nil { backgrounds.insert((node, frame), at: 0) }
            clip = clip.intersection(RowModel.contentFrame(of: node, in: frame))
            let children = node.children
            guard path[depth] < children.count else { return nil }
            let child = children[path[depth]]
            if column {
                widestLabel = labelColumns[Array(path[0..<depth])] ?? sharedLabelWidth(of: children)
            } else {
                widestLabel = labelWidth(of: child)
            }
            node = child
        }
        guard let index = entryIndex[path] else { return nil }
        let frame = result.entries[index].frame
        if node.modifiers.isHidden || frame.isEmpty { return nil }
        return Placement(
            path: path, frame: frame, clip: clip, widestLabel: widestLabel, backgrounds: backgrounds)
    }

    /// The widest label among nodes that share a label column (hidden ones take no part).
    func sharedLabelWidth(of children: [Node]) -> Int {
        var widest = 0
        for child in children where !child.modifiers.isHidden {
            widest = max(widest, labelWidth(of: child))
        }
        return widest
    }

    /// The shared label width of every container with children, by path.
    func labelColumns() -> [[Int]: Int] {
        var columns: [[Int]: Int] = [:]
        var stack: [(Node, [Int])] = [(document.root, [])]
        while let (node, path) = stack.popLast() {
            guard !node.children.isEmpty else { continue }
            columns[path] = sharedLabelWidth(of: node.children)
            for (index, child) in node.children.enumerated() where !child.children.isEmpty {
                stack.append((child, path + [index]))
            }
        }
        return columns
    }

    /// Draws a leaf node again where it was: blanks its frame (within its clip), draws it, and puts
    /// back its ancestors' backgrounds there, exactly as a full paint leaves those cells. Returns
    /// the cells that may have changed.
    func repaint(_ node: Node, at placement: Placement, on canvas: inout Canvas) -> CellRect {
        let area = placement.frame.intersection(placement.clip)
        guard !area.isEmpty else { return area }
        canvas.pushClip(placement.clip)
        canvas.fill(area)
        drawOwn(
            node, frame: placement.frame, widestLabel: placement.widestLabel,
            drawsOwnFrame: Self.traits(of: node).drawsOwnFrame, on: &canvas)
        canvas.popClip()
        for (ancestor, frame) in placement.backgrounds {
            applyBackground(
                of: ancestor, in: frame.intersection(area),
                drawsOwnFrame: Self.traits(of: ancestor).drawsOwnFrame,
                on: &canvas)
        }
        return area
    }
}
