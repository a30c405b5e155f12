import PanelCore
import PanelLayout

extension DialogRootElement: KindPainting {
    /// Nothing of its own: the dialogs inside it cover it when presented.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {}
}
