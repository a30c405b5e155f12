import PanelCore
import PanelLayout

extension BoxElement: KindPainting {
    /// A box in its own border style with its title on its top border.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        if painter.mayOverlap { canvas.fill(place.frame) }
        painter.drawContainer(node, at: place, lines: LineSet(border), on: &canvas)
    }

    var drawsOwnFrame: Bool { true }
}
