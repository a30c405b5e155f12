import PanelCore
import PanelLayout

extension RangeSliderElement: KindPainting {
    /// The label, then the track with a knob at each end and the part between them filled,
    /// then the pair and its unit.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        let row = place.row
        painter.drawLabel(label, row, style: place.label, on: &canvas)
        let value = painter.value(for: node)
        guard let ends = Self.ends(of: value) else {
            return painter.drawUnreadable(value, in: row.control, on: &canvas)
        }
        painter.drawRangeSlider(self, ends: ends, in: row.control, disabled: place.isDisabled, on: &canvas)
    }
}

extension PanelPainter {
    /// A range slider: `[──●━━━━●──]  2 – 8 s`, the pair's text right-aligned in columns wide
    /// enough for the range's own ends (so neighbouring rows keep their tracks aligned).
    func drawRangeSlider(
        _ range: RangeSliderElement, ends: (lower: Double, upper: Double), in rect: CellRect, disabled: Bool,
        on canvas: inout Canvas
    ) {
        // An en dash between the ends, a hyphen where only ASCII is drawn.
        let between = sanitizer.asciiOnly ? " - " : " – "
        let valueText = sanitizer.cleanLine(
            range.text(lower: ends.lower, upper: ends.upper, between: between))
        let widest = sanitizer.cleanLine(
            range.text(lower: range.minimum, upper: range.maximum, between: between))
        let valueWidth = max(measure.columns(of: valueText), measure.columns(of: widest), 6)
        let frame = measure.columns(of: glyphs.sliderOpen) + measure.columns(of: glyphs.sliderClose)
        let barWidth = rect.width - valueWidth - 1 - frame
        let valueStyle = disabled ? theme.muted : theme.value
        guard barWidth >= 3 else {
            drawFitted(
                valueText, column: rect.x, row: rect.y, width: rect.width, style: valueStyle, on: &canvas)
            return
        }
        let span = range.maximum - range.minimum
        func cell(_ value: Double) -> Int {
            var fraction = span > 0 ? (value - range.minimum) / span : 0
            if !fraction.isFinite { fraction = 0 }
            return Int((min(max(fraction, 0), 1) * Double(barWidth - 1)).rounded())
        }
        let low = cell(ends.lower)
        let high = max(cell(ends.upper), low)
        let barStart = canvas.draw(glyphs.sliderOpen, column: rect.x, row: rect.y, style: theme.muted)
        let filledID = canvas.styleID(disabled ? theme.muted : theme.accent)
        let emptyID = canvas.styleID(theme.muted)
        let knobID = canvas.styleID(disabled ? theme.muted : theme.knob)
        let (knobGlyph, filledGlyph, _, emptyGlyph, _) = sliderCells
        canvas.putRun(content: emptyGlyph, count: barWidth, column: barStart, row: rect.y, style: emptyID)
        canvas.putRun(
            content: filledGlyph, count: high - low, column: barStart + low, row: rect.y, style: filledID)
        canvas.put(content: knobGlyph, columns: 1, column: barStart + low, row: rect.y, style: knobID)
        canvas.put(content: knobGlyph, columns: 1, column: barStart + high, row: rect.y, style: knobID)
        canvas.draw(glyphs.sliderClose, column: barStart + barWidth, row: rect.y, style: theme.muted)
        canvas.draw(
            valueText, column: rect.maxX - measure.columns(of: valueText), row: rect.y, style: valueStyle)
    }
}
