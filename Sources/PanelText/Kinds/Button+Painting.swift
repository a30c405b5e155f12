import PanelCore
import PanelLayout

extension ButtonElement: KindPainting {
    /// The label between the button marks.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        let content = place.content
        let style = place.isDisabled ? painter.theme.muted : painter.theme.button
        let text = painter.glyphs.buttonOpen + painter.sanitizer.cleanLine(label) + painter.glyphs.buttonClose
        painter.drawFitted(
            text, column: content.x, row: content.y, width: content.width, style: style, on: &canvas)
    }
}
