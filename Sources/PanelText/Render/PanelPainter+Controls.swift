import PanelCore
import PanelLayout

extension PanelPainter {
    /// A slider's value text, the columns kept for it, and the width of its bar (the bar starts
    /// after the opening glyph), when drawn `width` columns wide.
    func sliderGeometry(_ slider: SliderElement, value: Double, width: Int) -> (
        valueText: String, valueWidth: Int, barWidth: Int
    ) {
        let decimals = ValueText.decimals(for: slider)
        let unit = slider.unit.map { " " + sanitizer.cleanLine($0) } ?? ""
        let valueText = ValueText.formatExactly(value, decimals: decimals) + unit
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

    /// Static text, wrapped on words when it asks to, in the part of `rect` that shows (its frame
    /// within the clip of its containers). What does not fit is cut with the ellipsis on a
    /// grapheme boundary: a line too wide, and the last row shown when lines remain below it.
    func drawText(_ text: TextElement, in rect: CellRect, style: TextStyle, on canvas: inout Canvas) {
        let width = min(rect.maxX, canvas.clip.maxX) - rect.x
        let rows = min(rect.height, max(0, canvas.clip.maxY - rect.y))
        guard width > 0, rows > 0 else { return }
        let lines =
            text.wraps
            ? TextWrap(measure: Self.layoutMeasure(measure, sanitizer)).lines(
                sanitizer.clean(text.text), columns: rect.width)
            : text.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (offset, line) in lines.enumerated() where offset < rows {
            // The last row shown holds the rest of the text, so that it ends with the ellipsis.
            let shown =
                offset == rows - 1 && lines.count > rows ? lines[offset...].joined(separator: " ") : line
            drawFitted(shown, column: rect.x, row: rect.y + offset, width: width, style: style, on: &canvas)
        }
    }

    /// A text field: its text, or its placeholder dimmed, between field marks.
    func drawTextField(_ field: TextFieldElement, text: String, in rect: CellRect, on canvas: inout Canvas) {
        let open = measure.columns(of: glyphs.fieldOpen)
        let close = measure.columns(of: glyphs.fieldClose)
        let inner = rect.width - open - close
        guard inner >= 1 else { return }
        canvas.draw(glyphs.fieldOpen, column: rect.x, row: rect.y, style: theme.muted)
        var style = TextStyle(underline: theme.value != theme.muted)
        var shown = text
        if text.isEmpty, let placeholder = field.placeholder {
            shown = placeholder
            style = TextStyle(dim: theme.muted.dim, italic: theme.muted.dim)
        }
        canvas.fill(CellRect(x: rect.x + open, y: rect.y, width: inner, height: 1), style: style)
        drawFitted(shown, column: rect.x + open, row: rect.y, width: inner, style: style, on: &canvas)
        canvas.draw(glyphs.fieldClose, column: rect.x + open + inner, row: rect.y, style: theme.muted)
    }

    /// A stored value the control cannot show as itself (a string in a slider, a broken spring or
    /// colour): written as it is stored, never replaced by a default, so that the screen agrees
    /// with the model and the JSON.
    func drawUnreadable(_ value: PanelValue?, in rect: CellRect, on canvas: inout Canvas) {
        let text = value.map(ValueText.describe) ?? "null"
        drawFitted(text, column: rect.x, row: rect.y, width: rect.width, style: theme.value, on: &canvas)
    }

    /// A colour: a swatch in the colour (ANSI) and its hex.
    func drawColor(_ color: HexColor, in rect: CellRect, on canvas: inout Canvas) {
        var x = rect.x
        if let swatch = glyphs.swatch {
            x = canvas.draw(swatch, column: x, row: rect.y, style: TextStyle(foreground: Self.color(color)))
            x += 1
        }
        canvas.draw(color.description, column: x, row: rect.y, style: theme.value)
    }

    /// A picker: the selected option between arrows, and its position among the options. A stored
    /// value that is none of the options is written as stored, at position `?`.
    func drawPicker(
        _ picker: PickerElement, selected: PanelValue?, in rect: CellRect, on canvas: inout Canvas
    ) {
        let index = picker.options.firstIndex { $0.value == selected?.string }
        let label: String
        let position: String
        if let index {
            label = sanitizer.cleanLine(picker.options[index].label)
            position = " \(index + 1)/\(picker.options.count)"
        } else if let selected {
            label = sanitizer.cleanLine(ValueText.describe(selected))
            position = picker.options.isEmpty ? "" : " ?/\(picker.options.count)"
        } else {
            label = ""
            position = ""
        }
        let arrows = measure.columns(of: glyphs.pickerPrevious) + measure.columns(of: glyphs.pickerNext)
        let room = rect.width - arrows - measure.columns(of: position)
        guard room >= 1 else {
            drawFitted(label, column: rect.x, row: rect.y, width: rect.width, style: theme.value, on: &canvas)
            return
        }
        var x = canvas.draw(glyphs.pickerPrevious, column: rect.x, row: rect.y, style: theme.muted)
        x = drawFitted(label, column: x, row: rect.y, width: room, style: theme.accent, on: &canvas)
        x = canvas.draw(glyphs.pickerNext, column: x, row: rect.y, style: theme.muted)
        canvas.draw(position, column: x, row: rect.y, style: theme.muted)
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
