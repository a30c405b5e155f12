import PanelCore
import PanelLayout

extension DividerElement: KindPainting {
    /// A rule along the longer side of its frame.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        let content = place.content
        let lines = painter.glyphs.forceLines ?? .single
        if content.width >= content.height {
            canvas.drawHorizontalLine(
                column: content.x, row: content.y, length: content.width, lines: lines,
                style: painter.theme.border)
        } else {
            canvas.drawVerticalLine(
                column: content.x, row: content.y, length: content.height, lines: lines,
                style: painter.theme.border)
        }
    }
}
