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
    package mutating func draw(_ other: Canvas, column: Int, row: Int) {
        // Each of the other canvas's styles gets its id here once, in order of first use.
        var styleMap = [UInt16?](repeating: nil, count: other.styles.count)
        for y in 0..<other.height {
            for x in 0..<other.width {
                let cell = other.cells[y * other.width + x]
                if cell.isContinuation { continue }
                let style: UInt16
                if let known = styleMap[Int(cell.style)] {
                    style = known
                } else {
                    style = styleID(other.styles[Int(cell.style)])
                    styleMap[Int(cell.style)] = style
                }
                if !cell.isCluster && cell.content >= 0x20 && cell.content < 0x7F {
                    // Printable ASCII is one column wide and clean: put it as it is.
                    put(content: cell.content, columns: 1, column: column + x, row: row + y, style: style)
                } else {
                    draw(String(other.grapheme(of: cell)), column: column + x, row: row + y, styleID: style)
                }
            }
        }
    }
}
