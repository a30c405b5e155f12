import PanelCore
import PanelLayout

extension PickerElement: KindPainting {
    /// The label, then the selected option between arrows and its position.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        painter.drawLabel(label, place.row, style: place.label, on: &canvas)
        painter.drawPicker(self, selected: painter.value(for: node), in: place.row.control, on: &canvas)
    }
}

extension PanelPainter {
    /// A picker: the selected option between arrows, and its position among the options. A stored
    /// value that is none of the options is written as stored, at position `?`.
    func drawPicker(
        _ picker: PickerElement, selected: PanelValue?, in rect: CellRect, on canvas: inout Canvas
    ) {
        let index = picker.options.firstIndex { $0.value == selected?.string }
        let label: String
        let position: String
        if let index {
            label = sanitizer.cleanLine(picker.options[index].label)
            position = " \(index + 1)/\(picker.options.count)"
        } else if let selected {
            label = sanitizer.cleanLine(ValueText.describe(selected))
            position = picker.options.isEmpty ? "" : " ?/\(picker.options.count)"
        } else {
            label = ""
            position = ""
        }
        let arrows = measure.columns(of: glyphs.pickerPrevious) + measure.columns(of: glyphs.pickerNext)
        let room = rect.width - arrows - measure.columns(of: position)
        guard room >= 1 else {
            drawFitted(label, column: rect.x, row: rect.y, width: rect.width, style: theme.value, on: &canvas)
            return
        }
        var x = canvas.draw(glyphs.pickerPrevious, column: rect.x, row: rect.y, style: theme.muted)
        x = drawFitted(label, column: x, row: rect.y, width: room, style: theme.accent, on: &canvas)
        x = canvas.draw(glyphs.pickerNext, column: x, row: rect.y, style: theme.muted)
        canvas.draw(position, column: x, row: rect.y, style: theme.muted)
    }

}
