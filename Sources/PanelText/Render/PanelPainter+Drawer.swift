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
        OverlayPlacement.floatingButtonSize(button, measure: measure, sanitizer: sanitizer)
    }

    /// Draws the floating button at the position its state holds (its corner when none), kept
    /// inside `area` by the snapping rules' pinning; nothing while its drawer is open.
    func drawFloatingButton(
        _ node: Node, _ button: FloatingButtonElement, in area: CellRect, on canvas: inout Canvas
    ) {
        let frame = OverlayPlacement.floatingButtonFrame(
            button, value: node.id.flatMap { document.values[$0] }, in: area, measure: measure,
            sanitizer: sanitizer)
        canvas.fill(frame)
        canvas.drawBox(frame, lines: glyphs.forceLines ?? .rounded, style: theme.accent)
        drawFitted(
            button.label, column: frame.x + 2, row: frame.y + 1, width: max(0, frame.width - 4),
            style: theme.title,
            on: &canvas)
    }

    /// Draws an open drawer: a dim backdrop over `area`, then the selected panel as a bottom
    /// sheet at the detent's height (content-sized when short), with a picker row above it when
    /// several panels are active. Long content scrolls: the sheet shows the window of content
    /// rows the state's `scroll` asks for (clamped), between the panel's own top and bottom
    /// border, with a scroll bar on its right border and the hidden rows counted on the borders.
    func drawDrawer(_ node: Node, in area: CellRect, on canvas: inout Canvas) {
        let state = drawerPresentation(of: node)
        guard state.isPresented, let sheet = drawerSheet(node, state: state, in: area) else { return }
        let panels = sheet.panels
        let geometry = sheet.geometry
        applyOverlay(.default, in: area, on: &canvas)
        let width = area.width
        let picker = geometry.showsPicker ? 1 : 0
        let top = area.maxY - geometry.sheetHeight
        canvas.fill(CellRect(x: area.x, y: top, width: width, height: geometry.sheetHeight))
        if geometry.showsPicker {
            let tabs = OverlayPlacement.pickerTabs(
                panels, selected: sheet.selected, from: area.x + 1, measure: measure, sanitizer: sanitizer)
            for tab in tabs where tab.column < area.maxX {
                let isSelected = tab.panel == sheet.selected
                var style = isSelected ? theme.title : theme.label
                if isSelected && !drawsPlain { style.inverse = true }
                drawFitted(
                    tab.text, column: tab.column, row: top, width: area.maxX - tab.column, style: style,
                    on: &canvas)
            }
        }
        let full = sheet.content
        let rows = geometry.contentRows
        guard geometry.isScrolling else {
            canvas.draw(full, column: area.x, row: top + picker)
            return
        }
        let scroll = geometry.clampedScroll(state.scroll)
        let body = top + picker
        canvas.draw(full.window(top: 0, height: 1), column: area.x, row: body)
        canvas.draw(full.window(top: 1 + scroll, height: rows), column: area.x, row: body + 1)
        canvas.draw(full.window(top: full.height - 1, height: 1), column: area.x, row: body + 1 + rows)
        drawScrollIndicator(
            geometry, scroll: scroll, column: area.maxX - 1, top: body, on: &canvas)
    }

    /// What an open drawer shows: its panels, the one selected, that panel painted at its full
    /// height, and the sheet's geometry in `area`; `nil` when there is no panel to show.
    func drawerSheet(_ node: Node, state: DrawerPresentation, in area: CellRect)
        -> (panels: [Node], selected: Node, content: Canvas, geometry: DrawerGeometry)?
    {
        let panels = node.children.filter { !$0.element.isOverlay && !$0.modifiers.isHidden }
        guard !panels.isEmpty else { return nil }
        let selected = panels.first { $0.id != nil && $0.id == state.selected } ?? panels[0]
        let sub = PanelPainter(
            document: PanelDocument(root: selected, values: document.values), glyphs: glyphs, theme: theme,
            measure: measure, sanitizer: sanitizer)
        guard
            let content = try? sub.paint(
                width: area.width, height: nil, showsFrames: false, cache: LayoutCache()),
            content.height >= 2
        else { return nil }
        let geometry = DrawerGeometry(
            rootHeight: area.height, contentHeight: content.height - 2, panelCount: panels.count,
            detent: state.detent)
        guard geometry.sheetHeight - (geometry.showsPicker ? 1 : 0) >= 2 else { return nil }
        return (panels, selected, content, geometry)
    }

    /// The scroll bar of a scrolling drawer on its right border (`column`), between the
    /// border rows of the sheet that starts at row `top`: a thumb as long as the share of
    /// content that shows, where the window is; and the rows hidden above and below counted
    /// at the right end of the top and bottom border (`↑ 3 more`, ASCII `^ 3 more`).
    func drawScrollIndicator(
        _ geometry: DrawerGeometry, scroll: Int, column: Int, top: Int, on canvas: inout Canvas
    ) {
        let rows = geometry.contentRows
        guard rows > 0, geometry.maxScroll > 0 else { return }
        let thumb = max(1, min(rows, (rows * rows + geometry.contentHeight / 2) / geometry.contentHeight))
        let start = (scroll * (rows - thumb) + geometry.maxScroll / 2) / geometry.maxScroll
        let bar: Character = drawsPlain ? "#" : "┃"
        for row in start..<(start + thumb) {
            canvas.draw(String(bar), column: column, row: top + 1 + row, style: theme.accent)
        }
        let above = scroll
        let below = geometry.maxScroll - scroll
        let marks = [(above, top, drawsPlain ? "^" : "↑"), (below, top + 1 + rows, drawsPlain ? "v" : "↓")]
        for (count, row, arrow) in marks where count > 0 {
            let text = " \(arrow) \(count) more "
            let start = column - 1 - measure.columns(of: text)
            drawFitted(
                text, column: start, row: row, width: column - 1 - start, style: theme.muted, on: &canvas)
        }
    }
}
