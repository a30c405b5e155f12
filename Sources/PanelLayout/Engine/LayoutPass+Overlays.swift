import PanelCore

extension LayoutPass {
    /// Columns left free on each side of a dialog card when the root is wide enough.
    static let dialogSideMargin = 2.0
    /// The narrowest card a dialog prefers (when the root allows).
    static let dialogMinimumWidth = 24.0

    /// The rows a dialog's message takes at its inner `width`, with a blank row after it
    /// when content follows.
    func messageRows(_ dialog: DialogElement, width: Double, hasContent: Bool) -> Int {
        guard let message = dialog.message, !message.isEmpty else { return 0 }
        return wrap.lineCount(message, width: width) + (hasContent ? 1 : 0)
    }

    /// Places an overlay child over `area` (its parent's content frame): a dialog's card at its
    /// placement, a floating button or a drawer over the whole area (their positions inside it
    /// are state, which the backends read).
    func placeOverlay(_ node: Node, over area: LayoutRect, path: [Int]) {
        if node.modifiers.isHidden {
            recordCollapsed(node, path, x: area.x, y: area.y)
            return
        }
        _ = sizing(node, .placeOverlay(area: area, path: path))
    }

    /// The height of a root that dialogs and drawers cover (`.setupDialogs()`): its content's,
    /// and at least what a drawer root there needs to show its panels whole (and its picker) at
    /// the medium detent, half the root. The layout does not read presentation state, so the
    /// room is kept while the drawer is closed too, where its floating button floats (a dialog
    /// takes no room: it covers what there is).
    func dialogRootHeight(_ children: [Node], width: Double) -> Extent {
        var content = stackHeight(children, axis: .vertical, spacing: 0, width: width)
        var need = 0.0
        for child in children where !child.modifiers.isHidden {
            guard case .panelRoot(let root) = child.element, root.mode == .drawer else { continue }
            let panels = child.children.filter { LayoutPass.isInFlow($0) }
            let tallest = panels.map { heightExtent($0, width: width, axis: .vertical).ideal }.max() ?? 0
            guard tallest > 0 else { continue }
            need = max(need, 2 * (tallest + (panels.count > 1 ? 1 : 0)))
        }
        guard need.isFinite, need > content.ideal else { return content }
        content.ideal = need
        content.min = max(content.min, min(need, content.max))
        content.max = max(content.max, need)
        return content
    }

    /// A dialog card's frame in `area`: its preferred width (at least ``dialogMinimumWidth``)
    /// within side margins, its height at that width, at the placement (top and bottom one
    /// row in from the edge when there is room), on whole cells.
    static func dialogCard(
        ideal: (width: Double, height: Double), height: (Double) -> Double, placement: DialogPlacement,
        in area: LayoutRect
    ) -> LayoutRect {
        let margin = area.width >= 3 * dialogMinimumWidth / 2 ? dialogSideMargin : 0
        let widest = max(0, area.width - 2 * margin)
        let width = min(widest, max(ideal.width, dialogMinimumWidth)).rounded(.down)
        let gap = area.height >= 8 ? 1.0 : 0
        let rows = min(max(0, area.height - 2 * gap), height(width).rounded(.up))
        let x = (area.x + (area.width - width) / 2).rounded(.down)
        let y: Double
        switch placement {
        case .top: y = area.y + gap
        case .bottom: y = area.maxY - gap - rows
        default: y = (area.y + (area.height - rows) / 2).rounded(.down)
        }
        return LayoutRect(x: x, y: y, width: width, height: rows)
    }
}
