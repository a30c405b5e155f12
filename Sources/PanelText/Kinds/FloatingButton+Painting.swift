import PanelCore
import PanelLayout

extension FloatingButtonElement: KindPainting {
    /// The button at the position its state holds, inside its frame.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        painter.drawFloatingButton(node, self, in: place.frame, on: &canvas)
    }

    /// An open drawer hides its floating button.
    func overlayLayer(of node: Node, painter: PanelPainter, drawerIsOpen: Bool) -> OverlayLayer {
        drawerIsOpen ? .hidden : .inOrder
    }

    var overlapsChildren: Bool { true }
}
