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

    /// Remembers the bottom line of a border just drawn (only when frames are shown).
    func recordBorderLine(_ frame: CellRect, _ canvas: Canvas) {
        guard borderLines != nil, frame.height >= 2 else { return }
        let row = frame.maxY - 1
        guard row >= 0, row < canvas.height else { return }
        for column in max(0, frame.x)..<min(canvas.width, frame.maxX) {
            let index = row * canvas.width + column
            borderLines?[index] = canvas.cells[index]
        }
    }

    /// Writes each outlined frame's id (or kind) on its bottom line, only on cells that are still
    /// line: the outline where nothing was drawn over it (`outlined`: the canvas with only the
    /// outlines), or a border as it was drawn. The name takes the first run of such cells with
    /// room for it (or for 4 columns of it), keeping one cell of line between it and any content
    /// or other name, and is clipped to the run with an ellipsis: it never covers content. Deeper
    /// frames are named first, so where two names compete for the same cells the deeper one wins.
    func nameFrames(_ result: LayoutResult, outlined: [Cell], on canvas: inout Canvas) {
        let borders = borderLines ?? [:]
        var named = Set<Int>()
        func isLine(_ column: Int, _ row: Int) -> Bool {
            let index = row * canvas.width + column
            if named.contains(index) { return false }
            let cell = canvas.cells[index]
            return cell == outlined[index] || borders[index] == cell
        }
        for entry in result.entries.reversed() where entry.frame.width > 2 && entry.frame.height >= 2 {
            let frame = entry.frame
            let row = frame.maxY - 1
            guard row >= 0, row < canvas.height else { continue }
            let first = max(0, frame.x + 1)
            let last = min(canvas.width, frame.maxX - 1)
            let name = sanitizer.cleanLine(entry.id?.rawValue ?? entry.kind)
            let needed = min(measure.columns(of: name), 4)
            var column = first
            while column < last {
                guard isLine(column, row) else {
                    column += 1
                    continue
                }
                var end = column
                while end < last, isLine(end, row) { end += 1 }
                let start = column == first ? column : column + 1
                let stop = end == last ? end : end - 1
                if stop - start >= needed {
                    let written = drawFitted(
                        name, column: start, row: row, width: stop - start, style: theme.accent, on: &canvas)
                    for x in start..<written { named.insert(row * canvas.width + x) }
                    break
                }
                column = end
            }
        }
    }
}
