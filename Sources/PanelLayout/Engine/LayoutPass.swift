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

    /// Lays out `root` filling `size`.
    func run(_ root: Node, size: CellSize) {
        place(
            root, LayoutRect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)), path: [],
            inScreen: false)
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

    /// Border (1 cell a side for a box, a panel or a border modifier) plus padding.
    static func insets(of node: Node) -> Insets {
        var insets = Insets()
        if let padding = node.modifiers.padding {
            insets.top = Double(max(0, padding.top))
            insets.leading = Double(max(0, padding.leading))
            insets.bottom = Double(max(0, padding.bottom))
            insets.trailing = Double(max(0, padding.trailing))
        }
        var bordered = node.modifiers.border != nil
        switch node.element {
        case .box, .panel: bordered = true
        default: break
        }
        if bordered {
            insets.top += 1
            insets.leading += 1
            insets.bottom += 1
            insets.trailing += 1
        }
        return insets
    }

    static func inner(_ rect: LayoutRect, _ insets: Insets) -> LayoutRect {
        LayoutRect(
            x: rect.x + insets.leading, y: rect.y + insets.top, width: max(0, rect.width - insets.horizontal),
            height: max(0, rect.height - insets.vertical))
    }

    // MARK: Sizing

    /// Rows and widest row of a panel's or folder's controls: one row per visible control
    /// or folder header, an open folder's controls below it indented by 2.
    func rowMetrics(_ nodes: [Node], indent: Int) -> (rows: Int, width: Double) {
        var rows = 0
        var width = 0.0
        for node in nodes where !node.modifiers.isHidden {
            rows += 1
            width = max(width, Double(indent + wrap.measure(node.element.label ?? node.kind) + 12))
            if case .folder(let folder) = node.element, !folder.isCollapsed {
                let inner = rowMetrics(node.children, indent: indent + 2)
                rows += inner.rows
                width = max(width, inner.width)
            }
        }
        return (rows, width)
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
        let visible = node.children.filter { !$0.modifiers.isHidden }
        switch node.element {
        case .text(let text):
            let ideal = Double(wrap.lineWidth(text.text))
            content = Extent(
                min: text.wraps ? Double(wrap.longestWord(text.text)) : 0, ideal: ideal, max: ideal)
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
        case .panel(let panel):
            let rows = rowMetrics(node.children, indent: 0)
            content = .fixed(max(rows.width, Double(wrap.measure(panel.title) + 2)))
        case .folder:
            var bare = node
            bare.modifiers = Modifiers()
            content = .fixed(rowMetrics([bare], indent: 0).width)
        case .screen:
            content = Extent(min: 0, ideal: 0, max: .infinity)
        case .unknown:
            content = LayoutPass.combineMax(visible.map { widthExtent($0, axis: .vertical) })
        default:
            content = .fixed(Double(wrap.measure(node.element.label ?? node.kind) + 12))
        }
        let frame = node.modifiers.frame
        return content.adding(LayoutPass.insets(of: node).horizontal).framed(
            fixed: frame?.width, minimum: frame?.minWidth, maximum: frame?.maxWidth)
    }

    /// The widths of a stack's children (hidden children get 0) when the stack's inner width is `width`.
    func childWidths(_ children: [Node], axis: Axis, spacing: Double, width: Double) -> [Double] {
        if axis == .horizontal {
            let visible = children.indices.filter { !children[$0].modifiers.isHidden }
            let sizes = Extent.distribute(
                visible.map { widthExtent(children[$0], axis: axis) }, in: width, spacing: spacing)
            var out = [Double](repeating: 0, count: children.count)
            for (k, i) in visible.enumerated() { out[i] = sizes[k] }
            return out
        }
        return children.map { $0.modifiers.isHidden ? 0 : widthExtent($0, axis: axis).across(width) }
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
        case .box, .unknown:
            content = stackHeight(node.children, axis: .vertical, spacing: 0, width: inner)
        case .panel:
            content = .fixed(Double(rowMetrics(node.children, indent: 0).rows))
        case .folder:
            var bare = node
            bare.modifiers = Modifiers()
            content = .fixed(Double(rowMetrics([bare], indent: 0).rows))
        case .screen:
            content = Extent(min: 0, ideal: 0, max: .infinity)
        default:
            content = .fixed(1)
        }
        let frame = node.modifiers.frame
        return content.adding(insets.vertical).framed(
            fixed: frame?.height, minimum: frame?.minHeight, maximum: frame?.maxHeight)
    }

    private func stackHeight(_ children: [Node], axis: Axis, spacing: Double, width: Double) -> Extent {
        let widths = childWidths(children, axis: axis, spacing: spacing, width: width)
        let extents = children.indices.filter { !children[$0].modifiers.isHidden }.map {
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

    private func record(_ node: Node, _ path: [Int], _ rect: LayoutRect) {
        entries.append(
            LayoutEntry(path: path, id: node.id, kind: node.kind, exactFrame: rect, frame: rect.cellRect))
    }

    private func recordCollapsed(_ node: Node, _ path: [Int], x: Double, y: Double) {
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
            _ = placeRows(node.children, x: inner.x, y: inner.y, width: inner.width, path: path)
        case .folder(let folder):
            if folder.isCollapsed {
                for (i, child) in node.children.enumerated() {
                    recordCollapsed(child, path + [i], x: inner.x + 2, y: inner.y + 1)
                }
            } else {
                _ = placeRows(
                    node.children, x: inner.x + 2, y: inner.y + 1, width: max(0, inner.width - 2), path: path)
            }
        case .screen:
            placeScreen(node, in: inner, path: path)
        default:
            placeStack(node.children, in: inner, path: path, stack: StackElement(axis: .vertical))
        }
    }

    private func placeRows(_ nodes: [Node], x: Double, y: Double, width: Double, path: [Int]) -> Double {
        var y = y
        for (i, node) in nodes.enumerated() {
            let childPath = path + [i]
            if !node.constraints.isEmpty {
                problems.append(.constraintsOutsideScreen(node: NodeNaming.quoted(node, childPath)))
            }
            if node.modifiers.isHidden {
                recordCollapsed(node, childPath, x: x, y: y)
                continue
            }
            if case .folder(let folder) = node.element {
                let rows = folder.isCollapsed ? 0 : rowMetrics(node.children, indent: 0).rows
                record(node, childPath, LayoutRect(x: x, y: y, width: width, height: Double(1 + rows)))
                if folder.isCollapsed {
                    for (k, child) in node.children.enumerated() {
                        recordCollapsed(child, childPath + [k], x: x + 2, y: y + 1)
                    }
                } else {
                    _ = placeRows(
                        node.children, x: x + 2, y: y + 1, width: max(0, width - 2), path: childPath)
                }
                y += Double(1 + rows)
            } else {
                record(node, childPath, LayoutRect(x: x, y: y, width: width, height: 1))
                for (k, child) in node.children.enumerated() {
                    recordCollapsed(child, childPath + [k], x: x, y: y)
                }
                y += 1
            }
        }
        return y
    }

    private func placeStack(_ children: [Node], in inner: LayoutRect, path: [Int], stack: StackElement) {
        guard !children.isEmpty else { return }
        let spacing = Double(max(0, stack.spacing))
        let widths = childWidths(children, axis: stack.axis, spacing: spacing, width: inner.width)
        let visible = children.indices.filter { !children[$0].modifiers.isHidden }
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
            place(child, rects[i].offset(by: inner.x, inner.y), path: path + [i], inScreen: true)
        }
    }
}
