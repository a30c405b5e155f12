import PanelCore
import PanelLayout

extension ScreenElement: KindPainting {
    /// A screen's frame and title; its children are placed freely, each with its own label
    /// column, and may overlap.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        if painter.mayOverlap { canvas.fill(place.frame) }
        painter.drawContainer(node, at: place, lines: nil, on: &canvas)
    }

    var drawsOwnFrame: Bool { true }
    var overlapsChildren: Bool { true }
    var childLabels: ChildLabels { .own }
}
