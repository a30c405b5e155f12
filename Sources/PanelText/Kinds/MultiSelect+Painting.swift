import PanelCore
import PanelLayout

extension MultiSelectElement: KindPainting {
    /// The label, then each option with its mark (`[x] Grid [ ] Axes`) when they fit, else the
    /// chosen options' labels and their count (`Grid, Axes 2/5`); text being typed as typed.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        let row = place.row
        painter.drawLabel(label, row, style: place.label, on: &canvas)
        let value = painter.value(for: node)
        if case .string(let typed)? = value {
            return painter.drawNumberField(typed, typed: true, in: row.control, on: &canvas)
        }
        guard let chosen = Self.chosen(in: value) else {
            return painter.drawUnreadable(value, in: row.control, on: &canvas)
        }
        painter.drawMultiSelect(self, chosen: chosen, in: row.control, on: &canvas)
    }
}

extension PanelPainter {
    /// A multi-select's options with their marks, or its chosen labels and count when the marks
    /// do not fit.
    func drawMultiSelect(
        _ select: MultiSelectElement, chosen: [String], in rect: CellRect, on canvas: inout Canvas
    ) {
        let picked = Set(chosen)
        let marks = select.options.map { option in
            (picked.contains(option.value) ? "[x] " : "[ ] ") + sanitizer.cleanLine(option.label)
        }
        let full = marks.joined(separator: " ")
        if measure.columns(of: full) <= rect.width {
            var x = rect.x
            for (index, option) in select.options.enumerated() {
                let on = picked.contains(option.value)
                x = canvas.draw(
                    on ? "[x] " : "[ ] ", column: x, row: rect.y, style: on ? theme.accent : theme.muted)
                x = canvas.draw(
                    sanitizer.cleanLine(option.label), column: x, row: rect.y,
                    style: on ? theme.value : theme.muted)
                if index < select.options.count - 1 { x += 1 }
            }
            return
        }
        let count = " \(chosen.count)/\(select.options.count)"
        let room = rect.width - measure.columns(of: count)
        let text = sanitizer.cleanLine(select.text(for: chosen))
        guard room >= 1 else {
            drawFitted(text, column: rect.x, row: rect.y, width: rect.width, style: theme.value, on: &canvas)
            return
        }
        let x = drawFitted(text, column: rect.x, row: rect.y, width: room, style: theme.accent, on: &canvas)
        canvas.draw(count, column: x, row: rect.y, style: theme.muted)
    }
}
