import PanelCore
import PanelLayout

extension TransitionEditorElement: KindPainting {
    /// The label, then the transition's parameters and a small curve of its progress.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        let row = place.row
        painter.drawLabel(label, row, style: place.label, on: &canvas)
        let value = painter.value(for: node)
        guard let transition = try? Transition(panelValue: value ?? .null) else {
            return painter.drawUnreadable(value, in: row.control, on: &canvas)
        }
        painter.drawCurveEditor(
            summary: ValueText.describe(transition), samples: EasingCurve.samples(for: transition, count: 16),
            in: row.control, on: &canvas)
    }
}
