import PanelCore
import PanelLayout

extension TextFieldElement: KindPainting {
    /// The label, then the text (or its placeholder) between field marks.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        let row = place.row
        painter.drawLabel(label, row, style: place.label, on: &canvas)
        let value = painter.value(for: node)
        guard let text = value?.string else {
            return painter.drawUnreadable(value, in: row.control, on: &canvas)
        }
        painter.drawTextField(self, text: text, in: row.control, on: &canvas)
    }
}

extension PanelPainter {
    /// A text field: its text, or its placeholder dimmed, between field marks.
    func drawTextField(_ field: TextFieldElement, text: String, in rect: CellRect, on canvas: inout Canvas) {
        let open = measure.columns(of: glyphs.fieldOpen)
        let close = measure.columns(of: glyphs.fieldClose)
        let inner = rect.width - open - close
        guard inner >= 1 else { return }
        canvas.draw(glyphs.fieldOpen, column: rect.x, row: rect.y, style: theme.muted)
        var style = TextStyle(underline: theme.value != theme.muted)
        var shown = text
        if text.isEmpty, let placeholder = field.placeholder {
            shown = placeholder
            style = TextStyle(dim: theme.muted.dim, italic: theme.muted.dim)
        }
        canvas.fill(CellRect(x: rect.x + open, y: rect.y, width: inner, height: 1), style: style)
        drawFitted(shown, column: rect.x + open, row: rect.y, width: inner, style: style, on: &canvas)
        canvas.draw(glyphs.fieldClose, column: rect.x + open + inner, row: rect.y, style: theme.muted)
    }

}
