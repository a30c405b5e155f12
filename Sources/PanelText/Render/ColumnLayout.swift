import PanelCore
import PanelLayout

/// Lays a node tree out as a single column of rows, the terminal backends' layout until frames from
/// `PanelLayout` are used: a panel is a vertical list of rows (label column + control column), folder
/// children are indented, boxes and panels are framed, horizontal stacks share the width.
///
/// The result is a sequence of ``Placement``s (a node and its rectangle) handed to a visitor in
/// drawing order, which ``PanelPainter`` draws; swapping this type for another source of rectangles
/// leaves the painter unchanged. Nothing is stored, so a pass costs no allocation per node.
///
/// ```swift
/// let layout = ColumnLayout(measure: .standard)
/// let height = layout.layout(document.root, width: 80) { placement in print(placement.frame) }
/// ```
struct ColumnLayout: Sendable {
    /// One node placed in a rectangle.
    struct Placement: Sendable {
        /// The node (its children are placed separately).
        var node: Node
        /// The cells the node occupies, its frame or border included.
        var frame: CellRect
        /// For a control row: the width of the label column.
        var labelWidth: Int
        /// For a panel or box: whether it draws a border.
        var bordered: Bool
    }

    let measure: DisplayWidth

    /// Lays out `root` at `width` columns, calling `visit` for every visible node (children before
    /// their parents); returns the rows used (at least 1).
    func layout(_ root: Node, width: Int, visit: (Placement) -> Void) -> Int {
        max(1, place(root, x: 0, y: 0, width: max(1, width), labelWidth: 0, visit: visit))
    }

    /// Places a node and its children; returns the rows used.
    private func place(_ node: Node, x: Int, y: Int, width: Int, labelWidth: Int, visit: (Placement) -> Void)
        -> Int
    {
        if node.modifiers.isHidden { return 0 }
        var x = x
        var y = y
        var width = width
        var extraHeight = 0
        if let padding = node.modifiers.padding {
            x += max(0, padding.leading)
            y += max(0, padding.top)
            width = max(1, width - max(0, padding.leading) - max(0, padding.trailing))
            extraHeight = max(0, padding.top) + max(0, padding.bottom)
        }
        if let frame = node.modifiers.frame {
            if let fixed = frame.width { width = max(1, min(width, fixed)) }
            if let maxWidth = frame.maxWidth { width = max(1, min(width, maxWidth)) }
        }
        var bordered = false
        var height: Int
        switch node.element {
        case .panel, .box, .screen:
            bordered = isBordered(node)
            let isScreen = node.kind == "screen"
            if bordered && width >= 4 {
                height =
                    (isScreen
                        ? placeScreen(node, x: x + 2, y: y + 1, width: width - 4, chrome: 2, visit: visit)
                        : placeChildren(
                            node.children, x: x + 2, y: y + 1, width: width - 4, vertical: true, spacing: 0,
                            visit: visit)) + 2
            } else {
                let title = node.element.label != nil && !(node.element.label ?? "").isEmpty ? 1 : 0
                height =
                    title
                    + (isScreen
                        ? placeScreen(node, x: x, y: y + title, width: width, chrome: title, visit: visit)
                        : placeChildren(
                            node.children, x: x, y: y + title, width: width, vertical: true, spacing: 0,
                            visit: visit))
            }
        case .folder(let folder):
            height = 1
            if !folder.isCollapsed {
                height += placeChildren(
                    node.children, x: x + 2, y: y + 1, width: max(1, width - 2), vertical: true, spacing: 0,
                    visit: visit)
            }
        case .stack(let stack):
            height = placeChildren(
                node.children, x: x, y: y, width: width, vertical: stack.axis != .horizontal,
                spacing: max(0, stack.spacing), visit: visit)
        case .springEditor, .transitionEditor:
            height = 2
        case .text(let text):
            if text.wraps {
                height = max(1, measure.wrap(text.text, toColumns: width).count)
            } else {
                height = 1
            }
        case .spacer(let spacer):
            height = max(1, spacer.minLength)
        case .unknown:
            if node.children.isEmpty {
                height = 1
            } else {
                height = placeChildren(
                    node.children, x: x, y: y, width: width, vertical: true, spacing: 0, visit: visit)
            }
        case .slider, .toggle, .textField, .colorPicker, .picker, .button, .divider:
            height = 1
        }
        if let frame = node.modifiers.frame {
            if let fixed = frame.height { height = max(0, fixed) }
            if let minHeight = frame.minHeight { height = max(height, minHeight) }
            if let maxHeight = frame.maxHeight { height = min(height, maxHeight) }
        }
        // Children are visited first: a container's frame is known only once they are placed.
        visit(
            Placement(
                node: node, frame: CellRect(x: x, y: y, width: width, height: height), labelWidth: labelWidth,
                bordered: bordered))
        return height + extraHeight
    }

    /// Places children in a column (sharing one label width) or a row (sharing the width).
    private func placeChildren(
        _ children: [Node], x: Int, y: Int, width: Int, vertical: Bool, spacing: Int,
        visit: (Placement) -> Void
    ) -> Int {
        let visible = children.filter { !$0.modifiers.isHidden }
        guard !visible.isEmpty else { return 0 }
        if vertical {
            let labels = labelWidth(for: visible, width: width)
            var used = 0
            for (offset, child) in visible.enumerated() {
                if offset > 0 { used += spacing }
                used += place(child, x: x, y: y + used, width: width, labelWidth: labels, visit: visit)
            }
            return used
        }
        let count = visible.count
        let available = max(count, width - spacing * (count - 1))
        var column = x
        var tallest = 0
        for (offset, child) in visible.enumerated() {
            // Share the width; the first columns take the remainder.
            let share = available / count + (offset < available % count ? 1 : 0)
            let labels = labelWidth(for: [child], width: share)
            tallest = max(
                tallest, place(child, x: column, y: y, width: share, labelWidth: labels, visit: visit))
            column += share + spacing
        }
        return tallest
    }

    /// Places a screen's children where its constraints put them, solved by `PanelLayout`'s engine in
    /// the screen's width and a height of its `frame` height (else its minimum height, else the rows
    /// its children take in a column), less the `chrome` rows of its title or border; returns the
    /// rows used. When the constraints cannot be solved the children fall back to a column.
    private func placeScreen(
        _ node: Node, x: Int, y: Int, width: Int, chrome: Int, visit: (Placement) -> Void
    )
        -> Int
    {
        var column = 0
        if node.modifiers.frame?.height == nil && node.modifiers.frame?.minHeight == nil {
            column = placeChildren(node.children, x: x, y: y, width: width, vertical: true, spacing: 0) { _ in
            }
        }
        let height = max(
            1, (node.modifiers.frame?.height ?? node.modifiers.frame?.minHeight).map { $0 - chrome } ?? column
        )
        var bare = node
        bare.modifiers = Modifiers()
        let engine = LayoutEngine(measure: { [measure] in measure.columns(of: $0) })
        guard let result = try? engine.layout(bare, in: CellSize(width: width, height: height)) else {
            return placeChildren(
                node.children, x: x, y: y, width: width, vertical: true, spacing: 0, visit: visit)
        }
        var bottom = height
        for (index, child) in node.children.enumerated() where !child.modifiers.isHidden {
            guard let frame = result.frame(at: [index]), frame.width > 0 else { continue }
            let used = place(
                child, x: x + frame.x, y: y + frame.y, width: frame.width,
                labelWidth: labelWidth(for: [child], width: frame.width), visit: visit)
            bottom = max(bottom, frame.y + used)
        }
        return bottom
    }

    /// The label column for sibling controls: the widest label plus a space, at most 40% of the width.
    private func labelWidth(for nodes: [Node], width: Int) -> Int {
        var widest = 0
        for node in nodes {
            switch node.element {
            case .slider, .toggle, .textField, .colorPicker, .picker, .springEditor, .transitionEditor:
                widest = max(widest, measure.columns(of: node.element.label ?? ""))
            default:
                continue
            }
        }
        return min(widest + 1, max(4, width * 2 / 5))
    }

    private func isBordered(_ node: Node) -> Bool {
        if node.modifiers.border != nil { return true }
        switch node.element {
        case .panel, .box: return true
        default: return false
        }
    }
}
