import PanelCore
import PanelLayout

extension SpringEditorElement: KindPainting {
    /// The label, then the spring's parameters and a small curve of its progress.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        let row = place.row
        painter.drawLabel(label, row, style: place.label, on: &canvas)
        let value = painter.value(for: node)
        guard let spring = try? Spring(panelValue: value ?? .null) else {
            return painter.drawUnreadable(value, in: row.control, on: &canvas)
        }
        painter.drawCurveEditor(
            summary: ValueText.describe(spring), samples: EasingCurve.samples(for: spring, count: 16),
            in: row.control, on: &canvas)
    }
}
