import PanelCore
import PanelLayout

extension ColorPickerElement: KindPainting {
    /// The label, then a swatch in the colour (ANSI) and its hex.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        let row = place.row
        painter.drawLabel(label, row, style: place.label, on: &canvas)
        let value = painter.value(for: node)
        guard let color = try? HexColor(panelValue: value ?? .null) else {
            return painter.drawUnreadable(value, in: row.control, on: &canvas)
        }
        let rect = row.control
        var x = rect.x
        if let swatch = painter.glyphs.swatch {
            x = canvas.draw(
                swatch, column: x, row: rect.y, style: TextStyle(foreground: PanelPainter.color(color)))
            x += 1
        }
        canvas.draw(color.description, column: x, row: rect.y, style: painter.theme.value)
    }
}
