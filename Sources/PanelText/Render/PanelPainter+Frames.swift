import PanelLayout

extension PanelPainter {
    /// Outlines every frame of at least 2×2 cells (UIViewKit's IBDebug `showFrames`). Drawn before
    /// the content, so that borders and text stay readable and the outline shows where nothing is
    /// drawn.
    func outlineFrames(_ result: LayoutResult, on canvas: inout Canvas) {
        let style = canvas.styleID(theme.muted)
        let horizontal = String(glyphs.frameHorizontal)
        let vertical = String(glyphs.frameVertical)
        let corner = String(glyphs.frameCorner)
        for entry in result.entries where entry.frame.width >= 2 && entry.frame.height >= 2 {
            let frame = entry.frame
            for column in frame.x..<frame.maxX {
                let glyph = column == frame.x || column == frame.maxX - 1 ? corner : horizontal
                canvas.draw(glyph, column: column, row: frame.y, styleID: style)
                canvas.draw(glyph, column: column, row: frame.maxY - 1, styleID: style)
            }
            for row in (frame.y + 1)..<(frame.maxY - 1) {
                canvas.draw(vertical, column: frame.x, row: row, styleID: style)
                canvas.draw(vertical, column: frame.maxX - 1, row: row, styleID: style)
            }
        }
    }

    /// Writes each outlined frame's id (or kind) on its bottom edge, over the content. Where two
    /// names would overlap, the deeper (later) frame's name wins and the other is left out.
    func nameFrames(_ result: LayoutResult, on canvas: inout Canvas) {
        var taken: [Int: [Range<Int>]] = [:]
        for entry in result.entries.reversed() where entry.frame.width > 2 && entry.frame.height >= 2 {
            let frame = entry.frame
            let name = sanitizer.cleanLine(entry.id?.rawValue ?? entry.kind)
            let width = min(measure.columns(of: name), frame.width - 2)
            let span = (frame.x + 1)..<(frame.x + 1 + width)
            let row = frame.maxY - 1
            if taken[row, default: []].contains(where: { $0.overlaps(span) }) { continue }
            taken[row, default: []].append(span)
            drawFitted(
                name, column: span.lowerBound, row: row, width: width, style: theme.accent, on: &canvas)
        }
    }
}
