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
    private(set) var problems: [LayoutProblem] = []

    init(measure: @escaping (String) -> Int, solveScreen: @escaping ScreenSolver) {
        self.wrap = TextWrap(measure: measure)
        self.solveScreen = solveScreen
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

    // MARK: Sizing

    /// Whether a node takes space among its siblings: not hidden, and not an overlay (a
    /// dialog, a floating button, a drawer), which covers its parent instead.
    static func isInFlow(_ node: Node) -> Bool {
        !node.modifiers.isHidden && !node.element.isOverlay
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
    private struct RowsKey: Hashable {
        var storage: UInt
        var count: Int
        var width: Double
    }

    private var rowHeightCache: [RowsKey: [Double]] = [:]

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

    private static func combineMax(_ extents: [Extent]) -> Extent {
        guard let first = extents.first else { return .zero }
        return extents.dropFirst().reduce(first) {
            Extent(min: max($0.min, $1.min), ideal: max($0.ideal, $1.ideal), max: max($0.max, $1.max))
        }
    }

    private static func combineSum(_ extents: [Extent], spacing: Double) -> Extent {
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
        let content: Extent
        let visible = node.children.filter(LayoutPass.isInFlow)
        switch node.element {
        case .text(let text):
            let ideal = Double(wrap.lineWidth(text.text))
            // What does not fit is cut with an ellipsis (a long word in a wrapping text is broken
            // over lines): a text may shrink to 1 column, where only the ellipsis shows.
            content = Extent(min: min(ideal, 1), ideal: ideal, max: ideal)
        case .divider:
            content = axis == .horizontal ? .fixed(1) : Extent(min: 0, ideal: 0, max: .infinity)
        case .spacer(let spacer):
            let length = Double(max(0, spacer.minLength))
            content = axis == .vertical ? .zero : .flexible(from: axis == .horizontal ? length : 0)
        case .stack(let stack):
            let extents = visible.map { widthExtent($0, axis: stack.axis) }
            content =
                stack.axis == .horizontal
                ? LayoutPass.combineSum(extents, spacing: Double(stack.spacing))
                : LayoutPass.combineMax(extents)
        case .box(let box):
            var stacked = LayoutPass.combineMax(visible.map { widthExtent($0, axis: .vertical) })
            if let title = box.title {
                let titleWidth = Double(wrap.measure(title) + 2)
                stacked = Extent(
                    min: max(stacked.min, titleWidth), ideal: max(stacked.ideal, titleWidth),
                    max: max(stacked.max, titleWidth))
            }
            content = stacked
        case .dialog(let dialog):
            var stacked = LayoutPass.combineMax(visible.map { widthExtent($0, axis: .vertical) })
            let title = Double(wrap.measure(dialog.title ?? "") + 2)
            let message = Double(dialog.message.map { wrap.lineWidth($0) } ?? 0)
            stacked.ideal = max(stacked.ideal, title, message)
            content = stacked
        case .panel(let panel):
            var rows = rowsWidth(node.children)
            rows.ideal = max(rows.ideal, Double(wrap.measure(panel.title) + 2))
            content = rows
        case .folder(let folder):
            let header = Double(RowModel.folderIndent + wrap.measure(folder.label))
            let indent = Double(RowModel.folderIndent)
            let rows = folder.isCollapsed ? .zero : rowsWidth(node.children)
            content = Extent(
                min: rows.min + (folder.isCollapsed ? 0 : indent),
                ideal: max(header, rows.ideal + (folder.isCollapsed ? 0 : indent)), max: .infinity)
        case .screen:
            content = Extent(min: 0, ideal: 0, max: .infinity)
        case .unknown:
            content =
                visible.isEmpty
                ? LayoutPass.control(wrap.measure(node.element.label ?? node.kind))
                : LayoutPass.combineMax(visible.map { widthExtent($0, axis: .vertical) })
        case .button(let button):
            content = .fixed(Double(wrap.measure(button.label) + RowModel.buttonChrome))
        default:
            content = LayoutPass.control(wrap.measure(node.element.label ?? node.kind))
        }
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
        let content: Extent
        switch node.element {
        case .text(let text):
            let lines =
                text.wraps
                ? wrap.lineCount(text.text, width: inner)
                : text.text.split(separator: "\n", omittingEmptySubsequences: false).count
            content = .fixed(Double(max(1, lines)))
        case .divider:
            content = axis == .horizontal ? Extent(min: 0, ideal: 0, max: .infinity) : .fixed(1)
        case .spacer(let spacer):
            let length = Double(max(0, spacer.minLength))
            content = axis == .horizontal ? .zero : .flexible(from: axis == .vertical ? length : 0)
        case .stack(let stack):
            content = stackHeight(
                node.children, axis: stack.axis, spacing: Double(stack.spacing), width: inner)
        case .unknown where node.children.isEmpty:
            content = .fixed(1)
        case .dialogRoot:
            content = dialogRootHeight(node.children, width: inner)
        case .box, .unknown, .panelRoot:
            content = stackHeight(node.children, axis: .vertical, spacing: 0, width: inner)
        case .dialog(let dialog):
            content = .fixed(
                Double(messageRows(dialog, width: inner, hasContent: !node.children.isEmpty))
                    + stackHeight(node.children, axis: .vertical, spacing: 0, width: inner).ideal)
        case .panel:
            content = .fixed(rowsHeight(node.children, width: inner))
        case .folder(let folder):
            let indent = Double(RowModel.folderIndent)
            content = .fixed(
                1 + (folder.isCollapsed ? 0 : rowsHeight(node.children, width: max(0, inner - indent))))
        case .screen:
            content = Extent(min: 0, ideal: rowsHeight(node.children, width: inner), max: .infinity)
        default:
            content = .fixed(Double(RowModel.rows(for: node.element)))
        }
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

    // MARK: Placing

    func record(_ node: Node, _ path: [Int], _ rect: LayoutRect) {
        entries.append(
            LayoutEntry(path: path, id: node.id, kind: node.kind, exactFrame: rect, frame: rect.cellRect))
    }

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
        switch node.element {
        case .stack(let stack):
            placeStack(node.children, in: inner, path: path, stack: stack)
        case .panel:
            placeRows(node.children, in: inner, path: path)
        case .folder(let folder):
            let indent = Double(RowModel.folderIndent)
            let rows = LayoutRect(
                x: inner.x + indent, y: inner.y + 1, width: max(0, inner.width - indent),
                height: max(0, inner.height - 1))
            if folder.isCollapsed {
                for (i, child) in node.children.enumerated() {
                    recordCollapsed(child, path + [i], x: rows.x, y: rows.y)
                }
            } else {
                placeRows(node.children, in: rows, path: path)
            }
        case .screen:
            placeScreen(node, in: inner, path: path)
        default:
            placeStack(node.children, in: inner, path: path, stack: StackElement(axis: .vertical))
        }
    }

    /// Places a column of rows: each visible child takes the whole width and its preferred
    /// height at that width, one below the other from the top (rows that do not fit run past
    /// the bottom, where a backend clips them).
    private func placeRows(_ nodes: [Node], in rect: LayoutRect, path: [Int]) {
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

    private func placeScreen(_ screen: Node, in inner: LayoutRect, path: [Int]) {
        let rects: [LayoutRect]
        do {
            rects = try solveScreen(screen, path, inner.width, inner.height)
        } catch {
            problems.append(contentsOf: error.problems)
            return
        }
        for (i, child) in screen.children.enumerated() where i < rects.count {
            if child.element.isOverlay {
                placeOverlay(child, over: inner, path: path + [i])
                continue
            }
            place(child, rects[i].offset(by: inner.x, inner.y), path: path + [i], inScreen: true)
        }
    }
}
