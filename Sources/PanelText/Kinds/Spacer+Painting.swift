import PanelCore
import PanelLayout

extension SpacerElement: KindPainting {
    /// Nothing: a spacer is empty room.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {}
}
