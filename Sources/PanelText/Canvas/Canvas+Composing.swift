import PanelLayout

extension Canvas {
    /// Copies another canvas's cells (graphemes and styles) with its top-left corner at
    /// (`column`, `row`), clipped like any drawing; blank cells are copied too.
    ///
    /// Used to put several renderings side by side, such as a preview at several widths.
    ///
    /// ```swift
    /// var sheet = Canvas(width: 90, height: 30)
    /// sheet.draw(try ASCIIRenderer(width: 40).canvas(for: document), column: 0, row: 0)
    /// sheet.draw(try ASCIIRenderer(width: 46).canvas(for: document), column: 44, row: 0)
    /// ```
    public mutating func draw(_ other: Canvas, column: Int, row: Int) {
        for y in 0..<other.height {
            for x in 0..<other.width {
                guard let grapheme = other.grapheme(column: x, row: y) else { continue }
                draw(
                    String(grapheme), column: column + x, row: row + y, style: other.style(column: x, row: y))
            }
        }
    }
}
