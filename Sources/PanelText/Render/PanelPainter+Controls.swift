import PanelCore
import PanelLayout

// What several kinds' painting shares: a value a control cannot show, and the curve of a
// spring or a transition.
extension PanelPainter {
    /// A stored value the control cannot show as itself (a string in a slider, a broken spring or
    /// colour): written as it is stored, never replaced by a default, so that the screen agrees
    /// with the model and the JSON.
    func drawUnreadable(_ value: PanelValue?, in rect: CellRect, on canvas: inout Canvas) {
        let text = value.map(ValueText.describe) ?? "null"
        drawFitted(text, column: rect.x, row: rect.y, width: rect.width, style: theme.value, on: &canvas)
    }

    /// A spring or transition: its parameters, and below them a small curve of its progress.
    func drawCurveEditor(summary: String, samples: [Double], in rect: CellRect, on canvas: inout Canvas) {
        drawFitted(summary, column: rect.x, row: rect.y, width: rect.width, style: theme.value, on: &canvas)
        guard rect.height >= 2 else { return }
        let count = min(samples.count, rect.width)
        let line = Self.sparkline(Array(samples.prefix(count)), levels: glyphs.curveLevels)
        canvas.draw(line, column: rect.x, row: rect.y + 1, style: theme.accent)
    }

    /// The samples as one row of level glyphs, scaled to cover 0…1 and any overshoot.
    static func sparkline(_ samples: [Double], levels: [Character]) -> String {
        let finite = samples.map { $0.isFinite ? $0 : 1 }
        let low = min(0, finite.min() ?? 0)
        let high = max(1, finite.max() ?? 1)
        let top = Double(levels.count - 1)
        return String(
            finite.map { value in
                levels[Int(((value - low) / (high - low) * top).rounded())]
            })
    }
}
