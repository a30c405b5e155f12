import PanelCore
import PanelLayout

extension DialogElement: KindPainting {
    /// An opaque card with the dialog's title, and its message wrapped on words below.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        canvas.fill(place.frame)
        painter.drawContainer(node, at: place, lines: nil, on: &canvas)
        guard let message else { return }
        let content = place.content
        let lines = painter.wrappedLines(message, columns: content.width)
        for (offset, line) in lines.enumerated() where offset < content.height {
            painter.drawFitted(
                line, column: content.x, row: content.y + offset, width: content.width, style: place.label,
                on: &canvas)
        }
    }

    /// Above everything while presented, in the order of its stack, over its overlay.
    func overlayLayer(of node: Node, painter: PanelPainter, drawerIsOpen: Bool) -> OverlayLayer {
        let state = painter.dialogPresentation(of: node)
        return state.isPresented ? .presented(z: state.z, overlay: overlay) : .hidden
    }

    var drawsOwnFrame: Bool { true }
    var overlapsChildren: Bool { true }
}
