import PanelCore
import PanelLayout

extension MonitorElement: KindPainting {
    /// The label, then the reading: the value with its unit, and the sparkline of its recent
    /// history when the monitor has a graph (see `PanelPainter+Monitor.swift`).
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        painter.drawLabel(label, place.row, style: place.label, on: &canvas)
        painter.drawMonitor(self, node: node, in: place.row.control, on: &canvas)
    }
}
