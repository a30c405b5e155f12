import PanelCore
import PanelLayout

extension KindPainting where Self: AnimationEditorKind {
    /// The label, then the animation's parameters and a small curve of its progress (the spring
    /// and the transition editors alike).
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        let row = place.row
        painter.drawLabel(label, row, style: place.label, on: &canvas)
        let value = painter.value(for: node)
        guard let animation = try? Animation(panelValue: value ?? .null) else {
            return painter.drawUnreadable(value, in: row.control, on: &canvas)
        }
        painter.drawCurveEditor(
            summary: animation.summary, samples: animation.curve(count: 16), in: row.control, on: &canvas)
    }
}
