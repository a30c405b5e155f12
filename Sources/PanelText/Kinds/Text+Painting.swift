import PanelCore
import PanelLayout

extension TextElement: KindPainting {
    /// The text, wrapped on words when it asks to.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        painter.drawText(self, in: place.content, style: place.label, on: &canvas)
    }
}

extension PanelPainter {
    /// Static text, wrapped on words when it asks to, in the part of `rect` that shows (its frame
    /// within the clip of its containers). What does not fit is cut with the ellipsis on a
    /// grapheme boundary: a line too wide, and the last row shown when lines remain below it.
    func drawText(_ text: TextElement, in rect: CellRect, style: TextStyle, on canvas: inout Canvas) {
        let width = min(rect.maxX, canvas.clip.maxX) - rect.x
        let rows = min(rect.height, max(0, canvas.clip.maxY - rect.y))
        guard width > 0, rows > 0 else { return }
        let lines =
            text.wraps
            ? wrappedLines(text.text, columns: rect.width)
            : text.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (offset, line) in lines.enumerated() where offset < rows {
            // The last row shown holds the rest of the text, so that it ends with the ellipsis.
            let shown =
                offset == rows - 1 && lines.count > rows ? lines[offset...].joined(separator: " ") : line
            drawFitted(shown, column: rect.x, row: rect.y + offset, width: width, style: style, on: &canvas)
        }
    }

}
