/// A number typed or stepped, without a slider: for values whose range nobody knows (a seed,
/// a count, a timeout).
///
/// Properties: `label` (string); `minimum` and `maximum` (finite numbers, each optional);
/// `step` (number > 0, optional: values are snapped to multiples of it counted from the
/// minimum, or from 0 without one); `precision` (digits after the point, 0 to 10, optional:
/// values are rounded to it and shown with it); `unit` (string, optional); `integer` (boolean:
/// the bound value is an integer type, so values are whole).
///
/// Its value is a number. A string is read as a number by the protocol's rule (JSON's number
/// grammar, spaces around it ignored), so text typed in the page or the terminal is checked by
/// the same rule as a number sent by a program.
///
/// ```swift
/// let seed = NumberFieldElement(label: "seed", minimum: 0, step: 1, isInteger: true)
/// let timeout = NumberFieldElement(label: "timeout", minimum: 0, precision: 2, unit: "s")
/// ```
public struct NumberFieldElement: Hashable, Sendable {
    /// The text shown beside the field.
    ///
    /// ```swift
    /// NumberFieldElement(label: "seed").label   // "seed"
    /// ```
    public var label: String
    /// A unit shown after the value, such as `s` or `px`.
    ///
    /// ```swift
    /// NumberFieldElement(label: "timeout", unit: "s").unit   // "s"
    /// ```
    public var unit: String?
    /// The lower bound as stored: `-infinity` for none (stored this way, not as an optional,
    /// so that the element is no bigger than the other kinds': every node is as big as the
    /// biggest kind).
    private var lowest: Double
    /// The upper bound as stored: `+infinity` for none.
    private var highest: Double
    /// The step values are snapped to (counted from the minimum, or from 0), or `nil`.
    ///
    /// ```swift
    /// NumberFieldElement(label: "gain", step: 0.1).step   // 0.1
    /// ```
    package var step: Double?
    /// The precision as stored: -1 for none.
    private var digits: Int8
    /// The lowest value, or `nil` for none.
    ///
    /// ```swift
    /// NumberFieldElement(label: "count", minimum: 0).minimum   // 0
    /// ```
    public var minimum: Double? {
        get { lowest == -.infinity ? nil : lowest }
        set { lowest = newValue ?? -.infinity }
    }
    /// The highest value, or `nil` for none.
    ///
    /// ```swift
    /// NumberFieldElement(label: "count", maximum: 99).maximum   // 99
    /// ```
    public var maximum: Double? {
        get { highest == .infinity ? nil : highest }
        set { highest = newValue ?? .infinity }
    }
    /// The digits after the point values are rounded to and shown with (0 to 10; others are
    /// kept as 10 or none), or `nil` (as many as the number needs).
    ///
    /// ```swift
    /// NumberFieldElement(label: "timeout", precision: 2).precision   // 2
    /// ```
    package var precision: Int? {
        get { Precision.value(digits) }
        set { digits = Precision.stored(newValue) }
    }
    /// Whether values are whole numbers (the bound property is an integer type).
    ///
    /// ```swift
    /// NumberFieldElement(label: "seed", isInteger: true).isInteger   // true
    /// ```
    package var isInteger: Bool

    /// Creates the element.
    ///
    /// ```swift
    /// NumberFieldElement(label: "timeout", minimum: 0, maximum: 60, step: 0.5, unit: "s")
    /// ```
    public init(
        label: String, minimum: Double? = nil, maximum: Double? = nil, step: Double? = nil,
        precision: Int? = nil, unit: String? = nil, isInteger: Bool = false
    ) {
        self.label = label
        self.unit = unit
        lowest = minimum ?? -.infinity
        highest = maximum ?? .infinity
        self.step = step
        digits = -1
        self.isInteger = isInteger
        self.precision = precision
    }

    /// The number this field stores for `number` (finite): clamped to the bounds it has,
    /// snapped to the step counted from the minimum (or 0) and rounded to the step's decimal
    /// places (so `0.1 + 0.2` is stored as `0.3` with a step of 0.1), rounded to the
    /// precision, whole for an integer field; never `-0`. A snap or a rounding that would
    /// overflow (a huge number) keeps the clamped number.
    ///
    /// ```swift
    /// NumberFieldElement(label: "x", minimum: 0, step: 0.1).canonicalNumber(0.1 + 0.2)   // 0.3
    /// NumberFieldElement(label: "x", maximum: 10).canonicalNumber(1e300)                 // 10
    /// ```
    package func canonicalNumber(_ number: Double) -> Double {
        var result = number
        if let minimum, minimum.isFinite { result = Swift.max(result, minimum) }
        if let maximum, maximum.isFinite { result = Swift.min(result, maximum) }
        if let step, step.isFinite, step > 0 {
            let origin = minimum.flatMap { $0.isFinite ? $0 : nil } ?? 0
            let count = SliderRange.rounded(steps: (result - origin) / step)
            var snapped = Self.rounded(
                origin + count * step, places: decimalPlaces(origin: origin, step: step))
            if let maximum, maximum.isFinite, snapped > maximum {
                snapped = Self.rounded(
                    origin + (count - 1) * step, places: decimalPlaces(origin: origin, step: step))
            }
            if snapped.isFinite { result = snapped }
        }
        if let precision, (0...Precision.maximum).contains(precision) {
            result = Self.rounded(result, places: precision)
        }
        if isInteger {
            let whole = result.rounded()
            if whole.isFinite { result = whole }
            if let maximum, result > maximum { result = maximum.rounded(.down) }
            if let minimum, result < minimum { result = minimum.rounded(.up) }
        }
        return result == 0 ? 0 : result
    }

    /// The decimal places a snapped value is rounded to: those of the origin and the step
    /// (none past 14: such a value is kept as the arithmetic gives it).
    private func decimalPlaces(origin: Double, step: Double) -> Int {
        Swift.max(SliderElement.decimalPlaces(origin), SliderElement.decimalPlaces(step))
    }

    /// `value` rounded to `places` decimal places (1 to 14), unchanged when that would not be
    /// finite or there are no places to round to.
    static func rounded(_ value: Double, places: Int) -> Double {
        guard places >= 0, places < 15 else { return value }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded.isFinite ? rounded : value
    }

    /// The number written in `text` by the protocol's rule: JSON's number grammar (`12`,
    /// `-0.5`, `1e3`; no `+`, no leading zeros, no `inf` or hex), spaces around it ignored;
    /// finite.
    ///
    /// ```swift
    /// try NumberFieldElement.number(parsing: " 1e3 ")   // 1000
    /// try NumberFieldElement.number(parsing: "12px")    // throws
    /// ```
    package static func number(parsing text: String) throws(ValueError) -> Double {
        let trimmed = text.utf8.drop { $0 == 0x20 || $0 == 0x09 }.reversed().drop { $0 == 0x20 || $0 == 0x09 }
            .reversed()
        let bytes = Array(trimmed)
        guard !bytes.isEmpty, isJSONNumber(bytes), let number = Double(String(decoding: bytes, as: UTF8.self))
        else {
            throw ValueError(
                "\(PanelValue.string(text)) is not a number (written as JSON writes one: 12, -0.5, 1e3)")
        }
        guard number.isFinite else {
            throw ValueError("\(PanelValue.string(text)) is too large for a number")
        }
        return number
    }

    /// Whether `bytes` follow JSON's number grammar.
    private static func isJSONNumber(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == 0x2D { index += 1 }
        guard index < bytes.count else { return false }
        if bytes[index] == 0x30 {
            index += 1
        } else if digits() == 0 {
            return false
        }
        if index < bytes.count, bytes[index] == 0x2E {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
            index += 1
            if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }

    /// The digits a value is shown with: the precision, else none for an integer field, else
    /// the step's (at most four), else as many as the number needs (`nil`).
    ///
    /// ```swift
    /// NumberFieldElement(label: "x", step: 0.25).shownDecimals   // 2
    /// ```
    package var shownDecimals: Int? {
        if let precision, (0...Precision.maximum).contains(precision) { return precision }
        if isInteger { return 0 }
        if let step, step.isFinite, step > 0 { return Swift.min(4, SliderElement.decimalPlaces(step)) }
        return nil
    }

    /// `number` as the field shows it: with its decimals (more when the number needs them,
    /// never another number than the one stored) and, unless `unit` is `false`, its unit.
    ///
    /// ```swift
    /// NumberFieldElement(label: "t", precision: 2, unit: "s").text(for: 2.5)               // "2.50 s"
    /// NumberFieldElement(label: "t", precision: 2, unit: "s").text(for: 2.5, unit: false)  // "2.50"
    /// ```
    public func text(for number: Double, unit withUnit: Bool = true) -> String {
        let digits =
            shownDecimals.map { ValueText.formatExactly(number, decimals: $0) } ?? PanelValue.format(number)
        guard withUnit, let unit else { return digits }
        return digits + " " + unit
    }

    /// The amount one increment moves: the step, else 1.
    package var increment: Double {
        if let step, step.isFinite, step > 0 { return isInteger ? Swift.max(1, step.rounded(.up)) : step }
        return 1
    }
}

extension NumberFieldElement: LabelledKind {
    package static let kind = "numberField"
    package static let propertyNames = [
        "integer", "label", "maximum", "minimum", "precision", "step", "unit",
    ]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        label = reader.string("label", default: name())
        isInteger = reader.bool("integer", default: false)
        highest = reader.optionalNumber("maximum") ?? .infinity
        lowest = reader.optionalNumber("minimum") ?? -.infinity
        digits = reader.precision()
        step = reader.optionalNumber("step")
        unit = reader.optionalString("unit")
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        if isInteger { writer.write("integer", bool: true) }
        writer.write("label", string: label)
        if let maximum { writer.write("maximum", number: maximum) }
        if let minimum { writer.write("minimum", number: minimum) }
        if let precision { writer.write("precision", number: Double(precision)) }
        if let step { writer.write("step", number: step) }
        if let unit { writer.write("unit", string: unit) }
    }

    package var element: Element { .numberField(self) }
    package var holdsValue: Bool { true }
    package var isLabelledControl: Bool { true }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        switch value {
        case .string(let text): return .number(canonicalNumber(try Self.number(parsing: text)))
        default: return .number(canonicalNumber(try value.finiteNumber()))
        }
    }

    package func valueChange(from value: PanelValue, to canonical: PanelValue) -> String? {
        guard let number = canonical.number else { return nil }
        if case .string = value {
            return "text \(value) is read as the number \(PanelValue.format(number))"
        }
        guard let given = value.number else { return nil }
        if let minimum, given < minimum {
            return "value \(value) is below the minimum \(PanelValue.format(minimum))"
        }
        if let maximum, given > maximum {
            return "value \(value) is above the maximum \(PanelValue.format(maximum))"
        }
        if step != nil { return "value \(value) is not on a step (nearest is \(canonical))" }
        return "value \(value) is rounded to \(canonical)"
    }

    package func valueText(of value: PanelValue) -> String {
        value.number.map { text(for: $0) } ?? ValueText.describe(value)
    }
    package var defaultValue: PanelValue? { .number(canonicalNumber(0)) }

    package var structuralProblems: [Element.StructuralProblem] {
        var out: [Element.StructuralProblem] = []
        if let minimum, let maximum, minimum > maximum {
            out.append(
                .init(
                    property: "maximum",
                    message:
                        "minimum \(PanelValue.format(minimum)) is greater than maximum \(PanelValue.format(maximum))"
                ))
        }
        if let step, !(step > 0) || !step.isFinite {
            out.append(
                .init(
                    property: "step",
                    message: "step must be a finite number above 0, got \(PanelValue.format(step))")
            )
        }
        return out
    }

    @inline(never)
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        let number = value?.number ?? canonicalNumber(0)
        let up = canonicalNumber(number + increment)
        let down = canonicalNumber(number - increment)
        return AccessibilityDescription(
            role: .slider, label: label,
            hint: "Adjustable: type a number, or increment or decrement by its step",
            valueText: .string(text(for: number)), increment: up != number ? up : nil,
            decrement: down != number ? down : nil)
    }
}
