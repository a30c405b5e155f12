import PanelLayout

extension Canvas {
    /// Changes the style of every cell in `rect` (clipped) with `change`, keeping the graphemes:
    /// a highlight over what is already drawn, such as the focused row of a live panel.
    ///
    /// ```swift
    /// canvas.restyle(CellRect(x: 2, y: 3, width: 12, height: 1)) { $0.inverse = true }
    /// ```
    package mutating func restyle(_ rect: CellRect, _ change: (inout TextStyle) -> Void) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        var mapped: [UInt16: UInt16] = [:]
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX {
                let index = row * width + column
                let old = cells[index].style
                if let new = mapped[old] {
                    cells[index].style = new
                    continue
                }
                var style = styles[Int(old)]
                change(&style)
                let new = styleID(style)
                mapped[old] = new
                cells[index].style = new
            }
        }
    }
}
