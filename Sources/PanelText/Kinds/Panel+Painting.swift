import PanelCore
import PanelLayout

extension PanelElement: KindPainting {
    /// A bordered card with the panel's title on its top border.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        if painter.mayOverlap { canvas.fill(place.frame) }
        painter.drawContainer(node, at: place, lines: nil, on: &canvas)
    }

    var drawsOwnFrame: Bool { true }
}
