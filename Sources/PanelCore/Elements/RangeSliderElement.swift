/// A pair of numbers on one track, a lower and an upper end with a thumb each (a spawn
/// interval, a clip range): the lower end is never above the upper one.
///
/// Properties: `label` (string); `range` (`[min, max]`, required); `step` (number > 0,
/// optional: both ends snap to multiples of it counted from `min`); `unit` (string, optional);
/// `integer` (boolean: the bound values are an integer type, so values are whole).
///
/// Its value is `[lower, upper]`: each end clamped to the range and snapped as a slider with
/// the same range and step would (no float noise: `0.1 + 0.2` is `0.3` with a step of 0.1). A
/// crossing pair (`[8, 2]`) is put in order, its ends swapped: the frontends never send one
/// (a thumb dragged into the other stops there), so a crossing pair comes from a program, and
/// the ack shows the order stored. A string is read as two numbers by the protocol's number
/// rule, between optional brackets and separated by a comma, spaces or `...` (`"2 8"`,
/// `"[2, 8]"`, `"2...8"`): what the terminal's and the page's typed text sends.
///
/// ```swift
/// let spawn = RangeSliderElement(label: "spawn", minimum: 0, maximum: 10, step: 0.5, unit: "s")
/// try Element.rangeSlider(spawn).canonicalValue([8, 2])   // [2, 8]
/// ```
public struct RangeSliderElement: Hashable, Sendable {
    /// The text shown beside the control.
    ///
    /// ```swift
    /// RangeSliderElement(label: "spawn", minimum: 0, maximum: 10).label   // "spawn"
    /// ```
    public var label: String
    /// The lowest value either end can take.
    ///
    /// ```swift
    /// RangeSliderElement(label: "spawn", minimum: 0, maximum: 10).minimum   // 0
    /// ```
    public var minimum: Double
    /// The highest value either end can take.
    ///
    /// ```swift
    /// RangeSliderElement(label: "spawn", minimum: 0, maximum: 10).maximum   // 10
    /// ```
    public var maximum: Double
    /// The step both ends snap to (counted from the minimum), or `nil`.
    ///
    /// ```swift
    /// RangeSliderElement(label: "spawn", minimum: 0, maximum: 10, step: 0.5).step   // 0.5
    /// ```
    public var step: Double?
    /// A unit shown after the values, such as `s` or `%`.
    ///
    /// ```swift
    /// RangeSliderElement(label: "spawn", minimum: 0, maximum: 10, unit: "s").unit   // "s"
    /// ```
    package var unit: String?
    /// Whether values are whole numbers (the bound values are an integer type).
    ///
    /// ```swift
    /// RangeSliderElement(label: "level", minimum: 1, maximum: 9, isInteger: true).isInteger   // true
    /// ```
    package var isInteger: Bool
    /// The precision as stored: -1 for none.
    private var digits: Int8 = -1
    /// The digits after the point each end is shown with, rounded (0 to 10), or `nil` for the
    /// step's decimals: a slider's ``SliderElement/precision``.
    ///
    /// ```swift
    /// RangeSliderElement(label: "clip", minimum: 0, maximum: 1, precision: 1).text(lower: 0.25, upper: 0.75)
    /// // "0.3 – 0.8"
    /// ```
    package var precision: Int? {
        get { Precision.value(digits) }
        set { digits = Precision.stored(newValue) }
    }

    /// Creates the element.
    ///
    /// ```swift
    /// RangeSliderElement(label: "clip", minimum: 0, maximum: 1, step: 0.01)
    /// ```
    public init(
        label: String, minimum: Double, maximum: Double, step: Double? = nil, unit: String? = nil,
        isInteger: Bool = false, precision: Int? = nil
    ) {
        self.label = label
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.unit = unit
        self.isInteger = isInteger
        self.precision = precision
    }

    /// A slider with the same range, step, unit, integer rule and precision: what each end follows
    /// (snapping, decimals, neighbours), so the two kinds never disagree.
    ///
    /// ```swift
    /// RangeSliderElement(label: "x", minimum: 0, maximum: 1, step: 0.1).track.canonicalNumber(0.33)   // 0.3
    /// ```
    package var track: SliderElement {
        SliderElement(
            label: label, scale: .range(minimum: minimum, maximum: maximum, step: step), unit: unit,
            isInteger: isInteger, precision: precision)
    }

    /// The pair `[lower, upper]` this control stores for the ends `first` and `second` (finite):
    /// each end as ``track`` stores it, then put in order.
    ///
    /// ```swift
    /// RangeSliderElement(label: "x", minimum: 0, maximum: 10).canonicalPair(12, -1)   // (0, 10)
    /// ```
    package func canonicalPair(_ first: Double, _ second: Double) -> (lower: Double, upper: Double) {
        let rule = track.range
        let a = rule?.canonicalNumber(first) ?? first
        let b = rule?.canonicalNumber(second) ?? second
        return a <= b ? (a, b) : (b, a)
    }

    /// The two numbers written in `text`, read by the protocol's number rule: between optional
    /// brackets, separated by a comma, spaces or `...` (or `..`).
    ///
    /// ```swift
    /// try RangeSliderElement.pair(parsing: "[2, 8]")   // (2, 8)
    /// ```
    package static func pair(parsing text: String) throws(ValueError) -> (Double, Double) {
        var inner = Substring(text)
        while let first = inner.first, first == " " || first == "\t" { inner.removeFirst() }
        while let last = inner.last, last == " " || last == "\t" { inner.removeLast() }
        if inner.first == "[", inner.last == "]", inner.count >= 2 { inner = inner.dropFirst().dropLast() }
        var parts: [Substring] = []
        for separator in ["...", "..", ","] where inner.contains(separator) {
            parts = inner.split(separator: separator, omittingEmptySubsequences: false)
            break
        }
        if parts.isEmpty { parts = inner.split(whereSeparator: { $0 == " " || $0 == "\t" }) }
        guard parts.count == 2 else {
            throw ValueError(
                "\(PanelValue.string(text)) is not two numbers (write them as \"2 8\", \"2...8\" or \"[2, 8]\")"
            )
        }
        return (
            try NumberFieldElement.number(parsing: String(parts[0])),
            try NumberFieldElement.number(parsing: String(parts[1]))
        )
    }

    /// The pair as shown: each end with the track's decimals, then the unit (`2 – 8 s`).
    ///
    /// ```swift
    /// RangeSliderElement(label: "x", minimum: 0, maximum: 10, unit: "s").text(lower: 2, upper: 8)   // "2.00 – 8.00 s"
    /// ```
    public func text(lower: Double, upper: Double) -> String {
        text(lower: lower, upper: upper, between: " – ")
    }

    /// The pair with `between` between its ends, then the unit.
    package func text(lower: Double, upper: Double, between: String) -> String {
        let track = track
        return ValueText.sliderNumber(lower, of: track) + between + ValueText.sliderNumber(upper, of: track)
            + (unit.map { " " + $0 } ?? "")
    }

    /// The ends of a stored pair, or `nil` for a value that is not two numbers.
    ///
    /// ```swift
    /// RangeSliderElement.ends(of: [2, 8])   // (2, 8)
    /// ```
    public static func ends(of value: PanelValue?) -> (lower: Double, upper: Double)? {
        guard case .array(let items)? = value, items.count == 2, let lower = items[0].number,
            let upper = items[1].number
        else { return nil }
        return (lower, upper)
    }
}

extension RangeSliderElement: LabelledKind {
    package static let kind = "rangeSlider"
    package static let propertyNames = ["integer", "label", "precision", "range", "step", "unit"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        label = reader.string("label", default: name())
        isInteger = reader.bool("integer", default: false)
        digits = reader.precision()
        minimum = 0
        maximum = 1
        if let range = reader.item("range") {
            if let bounds = range.numbers, bounds.count == 2, bounds[0].isFinite, bounds[1].isFinite {
                minimum = bounds[0]
                maximum = bounds[1]
            } else {
                reader.report(
                    "expected [min, max] with two finite numbers, got \(range.panelValue.description)",
                    at: "range")
            }
        } else {
            reader.report("a range slider needs \"range\"")
        }
        step = reader.optionalNumber("step")
        unit = reader.optionalString("unit")
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        if isInteger { writer.write("integer", bool: true) }
        writer.write("label", string: label)
        if let precision { writer.write("precision", number: Double(precision)) }
        writer.write("range", numbers: minimum, maximum)
        if let step { writer.write("step", number: step) }
        if let unit { writer.write("unit", string: unit) }
    }

    package var element: Element { .rangeSlider(self) }
    package var holdsValue: Bool { true }
    package var isLabelledControl: Bool { true }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        let first: Double
        let second: Double
        switch value {
        case .string(let text):
            (first, second) = try Self.pair(parsing: text)
        case .array(let items) where items.count == 2:
            do {
                first = try items[0].finiteNumber()
                second = try items[1].finiteNumber()
            } catch {
                throw ValueError("expected [lower, upper] with two finite numbers: \(error.message)")
            }
        default:
            throw ValueError("expected [lower, upper], got \(value.typedDescription)")
        }
        let pair = canonicalPair(first, second)
        return .array([.number(pair.lower), .number(pair.upper)])
    }

    package func valueChange(from value: PanelValue, to canonical: PanelValue) -> String? {
        if case .string = value { return "text \(value) is read as \(canonical)" }
        guard let given = Self.ends(of: value) else { return nil }
        let rule = track.range
        let a = rule?.canonicalNumber(given.lower) ?? given.lower
        let b = rule?.canonicalNumber(given.upper) ?? given.upper
        if a > b {
            return "value \(value): lower end above upper end, the ends are swapped (stored as \(canonical))"
        }
        if given.lower < minimum || given.upper > maximum || given.lower > maximum || given.upper < minimum {
            return
                "value \(value) is outside the range \(PanelValue.format(minimum))...\(PanelValue.format(maximum)) (stored as \(canonical))"
        }
        return "value \(value) is not on a step (nearest is \(canonical))"
    }

    package func valueText(of value: PanelValue) -> String {
        Self.ends(of: value).map { text(lower: $0.lower, upper: $0.upper) } ?? ValueText.describe(value)
    }

    package var defaultValue: PanelValue? {
        let pair = canonicalPair(minimum, maximum)
        return .array([.number(pair.lower), .number(pair.upper)])
    }

    package var structuralProblems: [Element.StructuralProblem] { track.structuralProblems }

    @inline(never)
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        let (lower, upper) = Self.ends(of: value) ?? (minimum, maximum)
        return AccessibilityDescription(
            role: .slider, label: label, hint: "Adjustable: a lower and an upper end, each moved on its own",
            valueText: .string(text(lower: lower, upper: upper, between: " to ")))
    }
}
