import PanelCore
import PanelLayout

/// The drawer panel root and the floating button.
extension PanelPainter {
    /// The drawer's state from the values map (its default when absent or malformed).
    func drawerPresentation(of node: Node) -> DrawerPresentation {
        if let id = node.id, let value = document.values[id],
            let state = try? DrawerPresentation(panelValue: value)
        {
            return state
        }
        if case .panelRoot(let root) = node.element {
            return DrawerPresentation(isPresented: root.defaultOpen)
        }
        return DrawerPresentation()
    }

    /// The floating button's size in cells: its label and a border with a space each side.
    func floatingButtonSize(_ button: FloatingButtonElement) -> OverlaySize {
        FloatingButtonElement.cellSize(labelColumns: measure.columns(of: sanitizer.cleanLine(button.label)))
    }

    /// Draws the floating button at the position its state holds (its corner when none), kept
    /// inside `area` by the snapping rules' pinning; nothing while its drawer is open.
    func drawFloatingButton(
        _ node: Node, _ button: FloatingButtonElement, in area: CellRect, on canvas: inout Canvas
    ) {
        let size = floatingButtonSize(button)
        let snapping = FloatingButtonSnapping(button: size)
        let bounds = OverlaySize(width: Double(area.width), height: Double(area.height))
        var position = snapping.initial(button.corner, in: bounds)
        if let id = node.id, let value = document.values[id],
            let stored = try? FloatingButtonPosition(panelValue: value)
        {
            position = snapping.pinned(stored, in: bounds)
        }
        let frame = CellRect(
            x: area.x + Int(position.x.rounded()), y: area.y + Int(position.y.rounded()),
            width: Int(size.width), height: Int(size.height))
        canvas.fill(frame)
        canvas.drawBox(frame, lines: glyphs.forceLines ?? .rounded, style: theme.accent)
        drawFitted(
            button.label, column: frame.x + 2, row: frame.y + 1, width: max(0, frame.width - 4),
            style: theme.title,
            on: &canvas)
    }

    /// Draws an open drawer: a dim backdrop over `area`, then the selected panel as a bottom
    /// sheet at the detent's height (content-sized when short, cut when long), with a picker
    /// row above it when several panels are active.
    func drawDrawer(_ node: Node, in area: CellRect, on canvas: inout Canvas) {
        let state = drawerPresentation(of: node)
        guard state.isPresented else { return }
        let panels = node.children.filter { !$0.element.isOverlay && !$0.modifiers.isHidden }
        guard !panels.isEmpty else { return }
        let selected = panels.first { $0.id != nil && $0.id == state.selected } ?? panels[0]
        applyOverlay(.default, in: area, on: &canvas)
        let width = area.width
        let sub = PanelPainter(
            document: PanelDocument(root: selected, values: document.values), glyphs: glyphs, theme: theme,
            measure: measure, sanitizer: sanitizer)
        let fitting =
            (try? sub.paint(width: width, height: nil, showsFrames: false, cache: LayoutCache()))?.height ?? 2
        let geometry = DrawerGeometry(
            rootHeight: area.height, contentHeight: max(0, fitting - 2), panelCount: panels.count,
            detent: state.detent)
        let picker = geometry.showsPicker ? 1 : 0
        let sheetRows = geometry.sheetHeight - picker
        guard sheetRows >= 2,
            let sheet = try? sub.paint(
                width: width, height: sheetRows, showsFrames: false, cache: LayoutCache())
        else { return }
        let top = area.maxY - geometry.sheetHeight
        canvas.fill(CellRect(x: area.x, y: top, width: width, height: geometry.sheetHeight))
        if geometry.showsPicker {
            var column = area.x + 1
            for panel in panels {
                let name = panel.element.label ?? panel.id.map { String($0.name) } ?? panel.kind
                let isSelected = panel == selected
                let text = isSelected ? "[" + name + "]" : " " + name + " "
                var style = isSelected ? theme.title : theme.label
                if isSelected && !drawsPlain { style.inverse = true }
                column = drawFitted(
                    text, column: column, row: top, width: area.maxX - column, style: style, on: &canvas)
                column += 1
            }
        }
        canvas.draw(sheet, column: area.x, row: top + picker)
        if geometry.isScrolling {
            let more = glyphs.ellipsis + " more"
            let column = area.maxX - measure.columns(of: more) - 2
            drawFitted(
                more, column: column, row: area.maxY - 1, width: area.maxX - column, style: theme.muted,
                on: &canvas)
        }
    }
}
