import PanelCore
import PanelLayout

extension SliderElement: KindPainting {
    /// The label, then the bar with its knob and ticks, then the value and unit.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        let row = place.row
        painter.drawLabel(label, row, style: place.label, on: &canvas)
        let value = painter.value(for: node)
        guard let number = value?.number else {
            return painter.drawUnreadable(value, in: row.control, on: &canvas)
        }
        painter.drawSlider(self, value: number, in: row.control, disabled: place.isDisabled, on: &canvas)
    }
}

extension PanelPainter {
    /// A slider's value text, the columns kept for it, and the width of its bar (the bar starts
    /// after the opening glyph), when drawn `width` columns wide.
    func sliderGeometry(_ slider: SliderElement, value: Double, width: Int) -> (
        valueText: String, valueWidth: Int, barWidth: Int
    ) {
        let decimals = ValueText.decimals(for: slider)
        let unit = slider.unit.map { " " + sanitizer.cleanLine($0) } ?? ""
        let valueText = ValueText.sliderNumber(value, of: slider) + unit
        var valueWidth = measure.columns(of: valueText)
        if let bounds = slider.bounds {
            let unitWidth = unit.isEmpty ? 0 : measure.columns(of: unit)
            valueWidth = max(
                valueWidth, ValueText.formattedWidth(bounds.minimum, decimals: decimals) + unitWidth,
                ValueText.formattedWidth(bounds.maximum, decimals: decimals) + unitWidth)
        }
        // A common minimum keeps the bars of neighbouring sliders the same length.
        valueWidth = max(valueWidth, 6)
        let frame = measure.columns(of: glyphs.sliderOpen) + measure.columns(of: glyphs.sliderClose)
        return (valueText, valueWidth, width - valueWidth - 1 - frame)
    }

    /// A slider: a bar with a knob, ticks at its stops, then its value and unit, right-aligned.
    /// Right-to-left sliders fill from the right.
    func drawSlider(
        _ slider: SliderElement, value: Double, in rect: CellRect, disabled: Bool, on canvas: inout Canvas
    ) {
        let (valueText, _, barWidth) = sliderGeometry(slider, value: value, width: rect.width)
        let valueStyle = disabled ? theme.muted : theme.value
        guard barWidth >= 3 else {
            drawFitted(
                valueText, column: rect.x, row: rect.y, width: rect.width, style: valueStyle, on: &canvas)
            return
        }
        let rightToLeft = slider.direction == .rightToLeft
        var fraction: Double
        var ticks: [Int] = []
        switch slider.scale {
        case .range(let minimum, let maximum, _):
            fraction = maximum > minimum ? (value - minimum) / (maximum - minimum) : 0
            if rightToLeft { fraction = 1 - fraction }
        case .stops(let stops):
            fraction = stops.position(for: value, direction: slider.direction) ?? 0
            if stops.count <= barWidth {
                for index in 0..<stops.count {
                    let position = stops.position(ofStopAt: index, direction: slider.direction)
                    ticks.append(Int((position * Double(barWidth - 1)).rounded()))
                }
            }
        }
        if !fraction.isFinite { fraction = 0 }
        fraction = min(max(fraction, 0), 1)
        let knob = Int((fraction * Double(barWidth - 1)).rounded())
        var x = canvas.draw(glyphs.sliderOpen, column: rect.x, row: rect.y, style: theme.muted)
        let filledID = canvas.styleID(disabled ? theme.muted : theme.accent)
        let emptyID = canvas.styleID(theme.muted)
        let knobID = canvas.styleID(disabled ? theme.muted : theme.knob)
        let (knobGlyph, filledGlyph, filledTickGlyph, emptyGlyph, tickGlyph) = sliderCells
        // The filled and empty parts as runs, then the ticks and the knob on top.
        let barStart = x
        let fillStart = rightToLeft ? knob + 1 : 0
        let fillEnd = rightToLeft ? barWidth : knob
        canvas.putRun(content: emptyGlyph, count: barWidth, column: barStart, row: rect.y, style: emptyID)
        canvas.putRun(
            content: filledGlyph, count: fillEnd - fillStart, column: barStart + fillStart, row: rect.y,
            style: filledID)
        for tick in ticks where tick >= 0 && tick < barWidth && tick != knob {
            let filled = tick >= fillStart && tick < fillEnd
            canvas.put(
                content: filled ? filledTickGlyph : tickGlyph, columns: 1, column: barStart + tick,
                row: rect.y,
                style: filled ? filledID : emptyID)
        }
        canvas.put(content: knobGlyph, columns: 1, column: barStart + knob, row: rect.y, style: knobID)
        x = barStart + barWidth
        canvas.draw(glyphs.sliderClose, column: x, row: rect.y, style: theme.muted)
        canvas.draw(
            valueText, column: rect.maxX - measure.columns(of: valueText), row: rect.y, style: valueStyle)
    }

}
