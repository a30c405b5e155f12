/// Something drawn over the panel, in order: the key list, the preset menu, and whatever else
/// a live session presents (dialogs draw through the same protocol).
protocol ScreenOverlay {
    /// Draws the overlay on the screen canvas (the status line is the last row).
    func draw(on canvas: inout Canvas, ascii: Bool)
}

/// A titled box in the middle of the screen listing lines, one of them highlighted. When the
/// screen is shorter than the list, it shows the lines from `first` on (as far as the last line
/// allows), saying on its first row that lines are above and on its last how many are below.
struct BoxOverlay: ScreenOverlay {
    var title: String
    var lines: [String]
    var highlighted: Int?
    var first = 0

    func draw(on canvas: inout Canvas, ascii: Bool) {
        let measure = canvas.measure
        let widest = max(measure.columns(of: title) + 4, lines.map { measure.columns(of: $0) }.max() ?? 0)
        let width = min(canvas.width, widest + 4)
        let height = min(max(0, canvas.height - 1), lines.count + 2)
        guard width >= 6, height >= 3 else { return }
        let box = CellRect(
            x: (canvas.width - width) / 2, y: max(0, (canvas.height - 1 - height) / 2), width: width,
            height: height)
        canvas.fill(box)
        canvas.drawBox(
            box, lines: ascii ? .ascii : .rounded, style: TextStyle(bold: true), title: title,
            titleStyle: TextStyle(bold: true))
        let rows = height - 2
        var shown = lines
        if lines.count > rows {
            let start = min(max(0, first), lines.count - rows)
            shown = Array(lines[start..<(start + rows)])
            let below = lines.count - start - rows
            if start > 0 { shown[0] = ascii ? "^ more above (up)" : "↑ more above" }
            if below > 0, rows > 1 {
                shown[rows - 1] =
                    ascii ? "v \(below) more (down, page down)" : "↓ \(below) more (↓, page down)"
            }
        }
        for (index, line) in shown.enumerated() where index < rows {
            let row = box.y + 1 + index
            let fitted = measure.truncate(line, toColumns: width - 4, ellipsis: ascii ? "..." : "…")
            let style = index == highlighted ? TextStyle(inverse: true) : .plain
            if index == highlighted {
                canvas.fill(CellRect(x: box.x + 1, y: row, width: width - 2, height: 1), style: style)
            }
            canvas.draw(fitted, column: box.x + 2, row: row, style: style)
        }
    }
}
