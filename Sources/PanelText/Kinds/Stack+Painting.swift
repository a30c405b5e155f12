import PanelCore
import PanelLayout

extension StackElement: KindPainting {
    /// Nothing of its own: a stack only places its children.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {}

    var overlapsChildren: Bool { axis == .depth }
    var childLabels: ChildLabels { axis == .horizontal ? .own : .shared }
}
