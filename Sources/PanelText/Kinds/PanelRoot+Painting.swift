import PanelCore
import PanelLayout

extension PanelRootElement: KindPainting {
    /// Inline: nothing of its own. A drawer: its backdrop and the selected panel as a bottom
    /// sheet, when open.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        guard mode == .drawer else { return }
        painter.drawDrawer(node, in: place.frame, on: &canvas)
    }

    var overlapsChildren: Bool { true }
}
