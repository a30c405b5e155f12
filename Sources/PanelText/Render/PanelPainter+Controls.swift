import PanelCore
import PanelLayout

extension PanelPainter {
    /// A slider: a bar with a knob, ticks at its stops, then its value and unit, right-aligned.
    /// Right-to-left sliders fill from the right.
    func drawSlider(
        _ slider: SliderElement, value: Double, in rect: CellRect, disabled: Bool, on canvas: inout Canvas
    ) {
        let decimals = Self.decimals(for: slider)
        let unit = slider.unit.map { " " + sanitizer.cleanLine($0) } ?? ""
        let valueText = Self.formatExactly(value, decimals: decimals) + unit
        var valueWidth = measure.columns(of: valueText)
        if let bounds = slider.bounds {
            let unitWidth = unit.isEmpty ? 0 : measure.columns(of: unit)
            valueWidth = max(
                valueWidth, Self.formattedWidth(bounds.minimum, decimals: decimals) + unitWidth,
                Self.formattedWidth(bounds.maximum, decimals: decimals) + unitWidth)
        }
        // A common minimum keeps the bars of neighbouring sliders the same length.
        valueWidth = max(valueWidth, 6)
        let frame = measure.columns(of: glyphs.sliderOpen) + measure.columns(of: glyphs.sliderClose)
        let barWidth = rect.width - valueWidth - 1 - frame
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
        let text = value.map(Self.describe) ?? "null"
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
            label = sanitizer.cleanLine(Self.describe(selected))
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
        let line = EasingCurve.sparkline(Array(samples.prefix(count)), levels: glyphs.curveLevels)
        canvas.draw(line, column: rect.x, row: rect.y + 1, style: theme.accent)
    }

    // MARK: - Text for values

    /// `time 0.35s bounce 0.24` or `stiffness 200.0 damping 20.0 mass 1.00` (more digits when
    /// the stored number has them).
    static func describe(_ spring: Spring) -> String {
        switch spring {
        case .time(let duration, let bounce):
            return
                "time \(formatExactly(duration, decimals: 2))s bounce \(formatExactly(bounce, decimals: 2))"
        case .physics(let stiffness, let damping, let mass):
            return
                "stiffness \(formatExactly(stiffness, decimals: 1)) damping \(formatExactly(damping, decimals: 1)) mass \(formatExactly(mass, decimals: 2))"
        }
    }

    /// `standard 0.3s`, `bezier(0.1, 0.2, 0.3, 1) 0.5s` or `spring time 0.35s bounce 0.24`.
    static func describe(_ transition: Transition) -> String {
        switch transition {
        case .easing(let duration, let bezier):
            let name =
                bezier.presetName
                ?? "bezier(\([bezier.x1, bezier.y1, bezier.x2, bezier.y2].map { formatExactly($0, decimals: 2) }.joined(separator: ", ")))"
            return "\(name) \(formatExactly(duration, decimals: 2))s"
        case .spring(let spring):
            return "spring " + describe(spring)
        }
    }

    /// A value in one line, for unknown nodes.
    static func describe(_ value: PanelValue) -> String {
        switch value {
        case .number(let number): return PanelValue.format(number)
        case .string(let text): return text
        case .bool(let flag): return flag ? "on" : "off"
        default: return value.description
        }
    }

    /// The decimals a slider's values show at least: none for integers, the step's (a step
    /// that is not a positive number counts as none), the stops', else two. A stored value
    /// that needs more digits gets them (``formatExactly(_:decimals:)``).
    static func decimals(for slider: SliderElement) -> Int {
        if slider.isInteger { return 0 }
        switch slider.scale {
        case .range(let minimum, _, let step?) where step > 0 && step.isFinite:
            return min(4, max(decimalPlaces(step), decimalPlaces(minimum)))
        case .range:
            return 2
        case .stops(let stops):
            return min(4, stops.values.map(decimalPlaces).max() ?? 0)
        }
    }

    private static func decimalPlaces(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        var scaled = abs(value)
        for places in 0...4 {
            if abs(scaled - scaled.rounded()) < 1e-9 * max(1, scaled) { return places }
            scaled *= 10
        }
        return 4
    }

    /// A number with at least `decimals` decimals and as many more as it takes to write the
    /// number itself rather than a neighbour (`0.5` stays `0.5` with 0 decimals, `0.37` with a
    /// step of 0.5 stays `0.37`): a renderer never shows a value other than the one stored.
    /// Floating-point noise (a relative difference below 10⁻¹²) does not count; a number that
    /// needs more than 12 decimals is written in its shortest round-trip form (`1e-20`).
    ///
    /// ```swift
    /// PanelPainter.formatExactly(0.5, decimals: 0)    // "0.5"
    /// PanelPainter.formatExactly(0.5, decimals: 2)    // "0.50"
    /// PanelPainter.formatExactly(0.1 + 0.2, decimals: 1)    // "0.3"
    /// ```
    static func formatExactly(_ value: Double, decimals: Int) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return format(value, decimals: decimals) }
        let magnitude = abs(value)
        var places = decimals
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        // Written with `places` decimals, the number is off by |scaled - rounded| / scale, which
        // relative to the number is |scaled - rounded| / scaled: checked without writing it.
        while magnitude * scale < 1e15, places <= max(decimals, 12) {
            let scaled = magnitude * scale
            if abs(scaled - scaled.rounded()) <= 1e-12 * scaled { return format(value, decimals: places) }
            places += 1
            scale *= 10
        }
        return PanelValue.format(value)
    }

    /// The number of characters ``format(_:decimals:)`` writes, without writing them.
    static func formattedWidth(_ value: Double, decimals: Int) -> Int {
        guard value.isFinite, abs(value) < 1e15 else { return format(value, decimals: decimals).count }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        var whole = Int64(scaled / scale)
        var digits = 1
        while whole >= 10 {
            whole /= 10
            digits += 1
        }
        return digits + (decimals > 0 ? decimals + 1 : 0) + (value < 0 && scaled != 0 ? 1 : 0)
    }

    /// A number with up to `decimals` decimals; trailing zeros beyond the first decimal are kept so
    /// values line up (`0.50`), and `-0` shows as `0`.
    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        guard abs(value) < 1e15 else { return PanelValue.format(value) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let negative = value < 0 && scaled != 0
        let whole = Int64(scaled / scale)
        var text = String(whole)
        if decimals > 0 {
            var fraction = String(Int64(scaled - Double(whole) * scale))
            while fraction.count < decimals { fraction = "0" + fraction }
            text += "." + fraction
        }
        return negative ? "-" + text : text
    }
}
