import PanelCore
import PanelLayout

extension PointElement: KindPainting {
    /// The label, then each axis's name and number between field marks (`(x 12, y -3) px`),
    /// right-aligned; a point being typed shows its text as typed.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        let row = place.row
        painter.drawLabel(label, row, style: place.label, on: &canvas)
        let value = painter.value(for: node)
        if case .string(let typed)? = value {
            return painter.drawNumberField(typed, typed: true, in: row.control, on: &canvas)
        }
        guard let numbers = numbers(of: value) else {
            return painter.drawUnreadable(value, in: row.control, on: &canvas)
        }
        // Minus signs as U+2212 where the terminal draws more than ASCII.
        let text = text(of: numbers, ascii: painter.sanitizer.asciiOnly)
        painter.drawNumberField(text, typed: false, in: row.control, on: &canvas)
    }
}
