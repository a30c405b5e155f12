import PanelCore
import PanelLayout

extension NumberFieldElement: KindPainting {
    /// The label, then the number with its decimals and unit between field marks, right-aligned
    /// (text being typed is shown as typed, from the left).
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        let row = place.row
        painter.drawLabel(label, row, style: place.label, on: &canvas)
        switch painter.value(for: node) {
        case .number(let number)?:
            painter.drawNumberField(text(for: number), typed: false, in: row.control, on: &canvas)
        case .string(let typed)?:
            painter.drawNumberField(typed, typed: true, in: row.control, on: &canvas)
        case let other:
            painter.drawUnreadable(other, in: row.control, on: &canvas)
        }
    }
}

extension PanelPainter {
    /// A number field: `text` between field marks, right-aligned unless it is being `typed`.
    func drawNumberField(_ text: String, typed: Bool, in rect: CellRect, on canvas: inout Canvas) {
        let open = measure.columns(of: glyphs.fieldOpen)
        let close = measure.columns(of: glyphs.fieldClose)
        let inner = rect.width - open - close
        guard inner >= 1 else {
            drawFitted(text, column: rect.x, row: rect.y, width: rect.width, style: theme.value, on: &canvas)
            return
        }
        let shown = sanitizer.cleanLine(text)
        canvas.draw(glyphs.fieldOpen, column: rect.x, row: rect.y, style: theme.muted)
        let style = TextStyle(underline: theme.value != theme.muted)
        canvas.fill(CellRect(x: rect.x + open, y: rect.y, width: inner, height: 1), style: style)
        let width = measure.columns(of: shown)
        let start = typed || width >= inner ? rect.x + open : rect.x + open + inner - width
        drawFitted(shown, column: start, row: rect.y, width: inner, style: style, on: &canvas)
        canvas.draw(glyphs.fieldClose, column: rect.x + open + inner, row: rect.y, style: theme.muted)
    }
}
