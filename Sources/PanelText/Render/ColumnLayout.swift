import PanelCore

/// Lays a node tree out as a single column of rows, the terminal backends' layout until frames from
/// `PanelLayout` are used: a panel is a vertical list of rows (label column + control column), folder
/// children are indented, boxes and panels are framed, horizontal stacks share the width.
///
/// The result is a flat list of ``Placement``s (a node and its rectangle), which ``PanelPainter``
/// draws; swapping this type for another source of rectangles leaves the painter unchanged.
///
/// ```swift
/// let layout = ColumnLayout(measure: .standard)
/// let placed = layout.layout(document.root, width: 80)
/// // placed.height rows; placed.placements in drawing order
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

    /// The laid out tree.
    struct Result: Sendable {
        var placements: [Placement]
        var height: Int
    }

    let measure: DisplayWidth

    /// Lays out `root` at `width` columns.
    func layout(_ root: Node, width: Int) -> Result {
        var placements: [Placement] = []
        placements.reserveCapacity(64)
        let height = place(root, x: 0, y: 0, width: max(1, width), labelWidth: 0, into: &placements)
        return Result(placements: placements, height: max(1, height))
    }

    /// Places a node and its children; returns the rows used.
    private func place(_ node: Node, x: Int, y: Int, width: Int, labelWidth: Int, into out: inout [Placement])
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
        let index = out.count
        out.append(
            Placement(
                node: node, frame: CellRect(x: x, y: y, width: width, height: 0), labelWidth: labelWidth,
                bordered: false))
        var height: Int
        switch node.element {
        case .panel, .box, .screen:
            let bordered = isBordered(node)
            out[index].bordered = bordered
            if bordered && width >= 4 {
                height =
                    placeChildren(
                        node.children, x: x + 2, y: y + 1, width: width - 4, vertical: true, spacing: 0,
                        into: &out) + 2
            } else {
                let title = node.element.label != nil && !(node.element.label ?? "").isEmpty ? 1 : 0
                height =
                    title
                    + placeChildren(
                        node.children, x: x, y: y + title, width: width, vertical: true, spacing: 0,
                        into: &out)
            }
        case .folder(let folder):
            height = 1
            if !folder.isCollapsed {
                height += placeChildren(
                    node.children, x: x + 2, y: y + 1, width: max(1, width - 2), vertical: true, spacing: 0,
                    into: &out)
            }
        case .stack(let stack):
            height = placeChildren(
                node.children, x: x, y: y, width: width, vertical: stack.axis != .horizontal,
                spacing: max(0, stack.spacing), into: &out)
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
                    node.children, x: x, y: y, width: width, vertical: true, spacing: 0, into: &out)
            }
        case .slider, .toggle, .textField, .colorPicker, .picker, .button, .divider:
            height = 1
        }
        if let frame = node.modifiers.frame {
            if let fixed = frame.height { height = max(0, fixed) }
            if let minHeight = frame.minHeight { height = max(height, minHeight) }
            if let maxHeight = frame.maxHeight { height = min(height, maxHeight) }
        }
        out[index].frame.height = height
        return height + extraHeight
    }

    /// Places children in a column (sharing one label width) or a row (sharing the width).
    private func placeChildren(
        _ children: [Node], x: Int, y: Int, width: Int, vertical: Bool, spacing: Int,
        into out: inout [Placement]
    ) -> Int {
        let visible = children.filter { !$0.modifiers.isHidden }
        guard !visible.isEmpty else { return 0 }
        if vertical {
            let labels = labelWidth(for: visible, width: width)
            var used = 0
            for (offset, child) in visible.enumerated() {
                if offset > 0 { used += spacing }
                used += place(child, x: x, y: y + used, width: width, labelWidth: labels, into: &out)
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
                tallest, place(child, x: column, y: y, width: share, labelWidth: labels, into: &out))
            column += share + spacing
        }
        return tallest
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
