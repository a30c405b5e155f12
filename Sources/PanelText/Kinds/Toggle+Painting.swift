import PanelCore
import PanelLayout

extension ToggleElement: KindPainting {
    /// The label, then the on or off glyph.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        let row = place.row
        painter.drawLabel(label, row, style: place.label, on: &canvas)
        let value = painter.value(for: node)
        guard let isOn = value?.bool else {
            return painter.drawUnreadable(value, in: row.control, on: &canvas)
        }
        canvas.draw(
            isOn ? painter.glyphs.toggleOn : painter.glyphs.toggleOff, column: row.control.x,
            row: row.control.y,
            style: isOn ? painter.theme.accent : painter.theme.muted)
    }
}
