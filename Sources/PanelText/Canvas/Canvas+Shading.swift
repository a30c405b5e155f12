import PanelLayout

extension Canvas {
    /// Dims everything already drawn in `rect` (clipped): each cell keeps its grapheme and
    /// gets the dim attribute, and `background` when given. This is how the ANSI backend draws a
    /// dialog's dim overlay over the content below it.
    ///
    /// ```swift
    /// canvas.dim(CellRect(x: 0, y: 0, width: 80, height: 24), background: .rgb(0, 0, 0))
    /// ```
    package mutating func dim(_ rect: CellRect, background: TerminalColor? = nil) {
        restyle(rect) { style in
            style.dim = true
            style.bold = false
            style.inverse = false
            if let background { style.background = background }
        }
    }

    /// Replaces every blank cell in `rect` (clipped) with `character`, keeping what is drawn
    /// there: how the ASCII backend, which has no colours, draws a dim overlay.
    ///
    /// ```swift
    /// canvas.shade(CellRect(x: 0, y: 0, width: 80, height: 24), with: ":")
    /// ```
    package mutating func shade(_ rect: CellRect, with character: Character) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        let value = content(of: character)
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX {
                let index = row * width + column
                if cells[index].content == 0x20, cells[index].width == 1 {
                    cells[index].content = value
                }
            }
        }
    }
}
