/// The text every backend shows for a control's value: numbers with a slider's decimals,
/// springs and transitions in one line, any other value in short form.
///
/// The terminal backends and backends outside the package share these functions, so a
/// value reads the same in a terminal, an HTML page and a Markdown report.
///
/// ```swift
/// let slider = SliderElement(label: "radius", scale: .range(minimum: 0, maximum: 48, step: 0.5))
/// ValueText.format(24, decimals: ValueText.decimals(for: slider))   // "24.0"
/// ValueText.describe(Spring.default)                                 // "time 0.35s bounce 0.24"
/// ValueText.describe(Transition.default)                             // "standard 0.30s"
/// ValueText.describe(PanelValue.bool(true))                          // "on"
/// ```
public enum ValueText {
    /// `time 0.35s bounce 0.24` or `stiffness 200.0 damping 20.0 mass 1.00` (more digits
    /// when the stored number has them).
    ///
    /// ```swift
    /// ValueText.describe(Spring.physics(stiffness: 200, damping: 20, mass: 1))
    /// ```
    public static func describe(_ spring: Spring) -> String {
        var sink = StringSink()
        write(spring, to: &sink)
        return sink.text
    }

    /// Writes the text of `describe(_:)` for a spring to `sink`, piece by piece.
    package static func write<Sink: TextSink>(_ spring: Spring, to sink: inout Sink) {
        switch spring {
        case .time(let duration, let bounce):
            sink.append("time ")
            sink.append(number: duration, decimals: 2)
            sink.append("s bounce ")
            sink.append(number: bounce, decimals: 2)
        case .physics(let stiffness, let damping, let mass):
            sink.append("stiffness ")
            sink.append(number: stiffness, decimals: 1)
            sink.append(" damping ")
            sink.append(number: damping, decimals: 1)
            sink.append(" mass ")
            sink.append(number: mass, decimals: 2)
        }
    }

    /// `standard 0.30s`, `bezier(0.10, 0.20, 0.30, 1.00) 0.50s` or
    /// `spring time 0.35s bounce 0.24`.
    ///
    /// ```swift
    /// ValueText.describe(Transition.default)   // "standard 0.30s"
    /// ```
    public static func describe(_ transition: Transition) -> String {
        var sink = StringSink()
        write(transition, to: &sink)
        return sink.text
    }

    /// Writes the text of `describe(_:)` for a transition to `sink`, piece by piece.
    package static func write<Sink: TextSink>(_ transition: Transition, to sink: inout Sink) {
        switch transition {
        case .easing(let duration, let bezier):
            if let name = bezier.presetName {
                sink.append(name)
            } else {
                sink.append("bezier(")
                for (index, number) in [bezier.x1, bezier.y1, bezier.x2, bezier.y2].enumerated() {
                    if index > 0 { sink.append(", ") }
                    sink.append(number: number, decimals: 2)
                }
                sink.append(")")
            }
            sink.append(" ")
            sink.append(number: duration, decimals: 2)
            sink.append("s")
        case .spring(let spring):
            sink.append("spring ")
            write(spring, to: &sink)
        }
    }

    /// A value in one line: a number in its shortest form, a string as it is, a flag as
    /// `on`/`off`, anything else in its JSON-like description (used for unknown nodes).
    ///
    /// ```swift
    /// ValueText.describe(PanelValue.number(0.5))   // "0.5"
    /// ```
    public static func describe(_ value: PanelValue) -> String {
        switch value {
        case .number(let number): return PanelValue.format(number)
        case .string(let text): return text
        case .bool(let flag): return flag ? "on" : "off"
        default: return value.description
        }
    }

    /// The decimals a slider's values show: its ``SliderElement/precision`` when it has one;
    /// else at least none for integers, the step's (a step that is not a positive number
    /// counts as none), the stops', else two (at most four), a stored value that needs more
    /// digits getting them (`formatExactly(_:decimals:)`).
    ///
    /// ```swift
    /// ValueText.decimals(for: SliderElement(label: "speed", scale: .stops(DiscreteStops([0.5, 1.25]))))   // 2
    /// ```
    package static func decimals(for slider: SliderElement) -> Int {
        if let precision = slider.precision { return precision }
        if slider.isInteger { return 0 }
        switch slider.scale {
        case .range(let minimum, _, let step):
            return decimals(minimum: minimum, step: step)
        case .stops(let stops):
            return min(4, stops.values.map(decimalPlaces).max() ?? 0)
        }
    }

    /// The decimals of a range from `minimum` by `step` (a range's slider without precision):
    /// the step's or the minimum's, at most 4; 2 without a step.
    package static func decimals(minimum: Double, step: Double?) -> Int {
        guard let step, step > 0, step.isFinite else { return 2 }
        return min(4, max(decimalPlaces(step), decimalPlaces(minimum)))
    }

    /// A slider's value with its decimals and unit, e.g. `24 pt`.
    ///
    /// ```swift
    /// ValueText.sliderValue(24, of: SliderElement(label: "r", scale: .range(minimum: 0, maximum: 48, step: 1), unit: "pt"))
    /// // "24 pt"
    /// ```
    public static func sliderValue(_ value: Double, of slider: SliderElement) -> String {
        sliderNumber(value, of: slider) + (slider.unit.map { " " + $0 } ?? "")
    }

    /// A slider's value with its decimals, without the unit: rounded to its precision when
    /// it has one, else the step's decimals and as many more as the value needs.
    ///
    /// ```swift
    /// ValueText.sliderNumber(0.123456, of: SliderElement(label: "g", scale: .range(minimum: 0, maximum: 1, step: nil), precision: 3))
    /// // "0.123"
    /// ```
    package static func sliderNumber(_ value: Double, of slider: SliderElement) -> String {
        if let precision = slider.precision { return format(value, decimals: precision) }
        return formatExactly(value, decimals: decimals(for: slider))
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
    /// ValueText.formatExactly(0.5, decimals: 0)         // "0.5"
    /// ValueText.formatExactly(0.5, decimals: 2)         // "0.50"
    /// ValueText.formatExactly(0.1 + 0.2, decimals: 1)   // "0.3"
    /// ```
    package static func formatExactly(_ value: Double, decimals: Int) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return format(value, decimals: decimals) }
        guard let places = exactPlaces(value, decimals: decimals) else { return PanelValue.format(value) }
        return format(value, decimals: places)
    }

    /// The decimals ``formatExactly(_:decimals:)`` writes a finite `value` below 10^15 with
    /// (``format(_:decimals:)`` with that many), or `nil` when it writes the shortest
    /// round-trip form instead.
    package static func exactPlaces(_ value: Double, decimals: Int) -> Int? {
        let magnitude = abs(value)
        var places = decimals
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        // Written with `places` decimals, the number is off by |scaled - rounded| / scale, which
        // relative to the number is |scaled - rounded| / scaled: checked without writing it.
        while magnitude * scale < 1e15, places <= max(decimals, 12) {
            let scaled = magnitude * scale
            if abs(scaled - scaled.rounded()) <= 1e-12 * scaled { return places }
            places += 1
            scale *= 10
        }
        return nil
    }

    /// The pieces ``format(_:decimals:)`` writes for a finite `value` below 10^15 with 1 to 18
    /// `decimals` in the common case: the sign, the whole part and the fraction's digits (to
    /// be zero-padded to `decimals`); `nil` outside that case.
    package static func fixedParts(_ value: Double, decimals: Int) -> (
        negative: Bool, whole: UInt64, fraction: UInt64
    )? {
        guard value.isFinite, abs(value) < 1e15, decimals > 0, decimals <= 18 else { return nil }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int64(scaled / scale)
        let fraction = Int64(scaled - Double(whole) * scale)
        guard whole >= 0, fraction >= 0 else { return nil }
        return (value < 0 && scaled != 0, UInt64(whole), UInt64(fraction))
    }

    /// The number of characters ``format(_:decimals:)`` writes, without writing them.
    ///
    /// ```swift
    /// ValueText.formattedWidth(-1.5, decimals: 2)   // 5 ("-1.50")
    /// ```
    package static func formattedWidth(_ value: Double, decimals: Int) -> Int {
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

    /// A number with exactly `decimals` decimals (trailing zeros kept so that values line
    /// up: `0.50`); `-0` shows as `0`; non-finite numbers as `nan`, `inf`, `-inf`.
    ///
    /// ```swift
    /// ValueText.format(0.5, decimals: 2)   // "0.50"
    /// ```
    package static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        guard abs(value) < 1e15 else { return PanelValue.format(value) }
        // The common case assembled in one go: the same digits as below.
        if let parts = fixedParts(value, decimals: decimals) {
            return assemble(
                negative: parts.negative, whole: parts.whole, fraction: parts.fraction, decimals: decimals)
        }
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

    /// `-`, the whole digits, `.` and the fraction's digits zero-padded to `decimals`, as one
    /// string built in place.
    private static func assemble(negative: Bool, whole: UInt64, fraction: UInt64, decimals: Int) -> String {
        func digitCount(_ number: UInt64) -> Int {
            var count = 1
            var rest = number
            while rest >= 10 {
                rest /= 10
                count += 1
            }
            return count
        }
        let wholeDigits = digitCount(whole)
        let fractionDigits = Swift.max(decimals, digitCount(fraction))
        let length = (negative ? 1 : 0) + wholeDigits + 1 + fractionDigits
        return String(unsafeUninitializedCapacity: length) { buffer in
            func put(_ number: UInt64, digits: Int, endingAt end: Int) {
                var rest = number
                var position = end
                for _ in 0..<digits {
                    position -= 1
                    buffer[position] = UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0")
                    rest /= 10
                }
            }
            var start = 0
            if negative {
                buffer[0] = UInt8(ascii: "-")
                start = 1
            }
            put(whole, digits: wholeDigits, endingAt: start + wholeDigits)
            buffer[start + wholeDigits] = UInt8(ascii: ".")
            put(fraction, digits: fractionDigits, endingAt: length)
            return length
        }
    }
}
