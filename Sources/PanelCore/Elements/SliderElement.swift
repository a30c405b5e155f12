/// A numeric control: a continuous range with an optional step, or a set of discrete stops.
///
/// Properties: `label` (string); either `range` (`[min, max]`) with an optional `step`
/// (number > 0), or `stops` (array of numbers, see ``DiscreteStops``); `unit` (string,
/// optional); `direction` (`leftToRight` or `rightToLeft`, default left-to-right);
/// `integer` (boolean: the bound value is an integer type, so values are whole).
///
/// ```swift
/// let radius = SliderElement(label: "cornerRadius", scale: .range(minimum: 0, maximum: 48, step: 1), unit: "pt")
/// let speed = SliderElement(label: "speed", scale: .stops(DiscreteStops([0.5, 1, 1.25, 1.5, 2])))
/// ```
public struct SliderElement: Hashable, Sendable {
    /// The values a slider can take.
    ///
    /// ```swift
    /// let scale = SliderElement.Scale.range(minimum: 0, maximum: 1, step: 0.05)
    /// ```
    public enum Scale: Hashable, Sendable {
        /// Any value from `minimum` to `maximum`, snapped to multiples of `step` from
        /// `minimum` when a step is given.
        ///
        /// ```swift
        /// SliderElement.Scale.range(minimum: 0, maximum: 48, step: 1)
        /// ```
        case range(minimum: Double, maximum: Double, step: Double?)
        /// Only these values, equally spaced along the rail.
        ///
        /// ```swift
        /// SliderElement.Scale.stops(DiscreteStops([0.5, 1, 1.25, 1.5, 2]))
        /// ```
        case stops(DiscreteStops)
    }

    /// The text shown beside the slider.
    ///
    /// ```swift
    /// SliderElement(label: "blur", scale: .range(minimum: 0, maximum: 40, step: nil)).label   // "blur"
    /// ```
    public var label: String
    /// The values it can take.
    ///
    /// ```swift
    /// let speed = SliderElement(label: "speed", scale: .stops(DiscreteStops([0.5, 1, 2])))
    /// speed.scale   // .stops([0.5, 1, 2])
    /// ```
    public var scale: Scale
    /// A unit shown after the value, such as `pt` or `%`.
    ///
    /// ```swift
    /// SliderElement(label: "radius", scale: .range(minimum: 0, maximum: 48, step: 1), unit: "pt").unit   // "pt"
    /// ```
    package var unit: String?
    /// Which end holds the lowest value.
    ///
    /// ```swift
    /// let level = SliderElement(label: "level", scale: .stops(DiscreteStops([1, 2, 3])), direction: .rightToLeft)
    /// level.direction   // .rightToLeft
    /// ```
    public var direction: DiscreteStops.Direction
    /// Whether values are whole numbers (the bound property is an integer type).
    ///
    /// ```swift
    /// SliderElement(label: "count", scale: .range(minimum: 1, maximum: 10, step: 1), isInteger: true).isInteger
    /// ```
    package var isInteger: Bool
    /// The precision as stored: -1 for none (a byte, so that the slider stays small).
    private var digits: Int8 = -1
    /// The digits after the point its values are shown with, rounded (0 to 10; others are kept
    /// as 10 or none), or `nil` for the step's or the stops' decimals (and as many more as a
    /// value needs). Only how the value reads: the value stored is the step's.
    ///
    /// ```swift
    /// SliderElement(label: "gain", scale: .range(minimum: 0, maximum: 1, step: nil), precision: 3).precision   // 3
    /// ```
    public var precision: Int? {
        get { Precision.value(digits) }
        set { digits = Precision.stored(newValue) }
    }

    /// Creates the element.
    ///
    /// ```swift
    /// SliderElement(label: "blur", scale: .range(minimum: 0, maximum: 40, step: 1), unit: "pt")
    /// SliderElement(label: "gain", scale: .range(minimum: 0, maximum: 1, step: nil), precision: 3)
    /// ```
    public init(
        label: String, scale: Scale, unit: String? = nil, direction: DiscreteStops.Direction = .leftToRight,
        isInteger: Bool = false, precision: Int? = nil
    ) {
        self.label = label
        self.scale = scale
        self.unit = unit
        self.direction = direction
        self.isInteger = isInteger
        self.precision = precision
    }

    /// The lowest and highest value the slider can show (for stops, the first and last
    /// stop), or `nil` for a slider with no valid stop.
    ///
    /// ```swift
    /// SliderElement(label: "x", scale: .range(minimum: 0, maximum: 48, step: 1)).bounds   // (0, 48)
    /// ```
    public var bounds: (minimum: Double, maximum: Double)? {
        switch scale {
        case .range(let minimum, let maximum, _): return (minimum, maximum)
        case .stops(let stops):
            guard let first = stops.values.first, let last = stops.values.last else { return nil }
            return (first, last)
        }
    }
}

extension SliderElement: LabelledKind {
    package static let kind = "slider"
    package static let propertyNames = [
        "direction", "integer", "label", "precision", "range", "step", "stops", "unit",
    ]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        label = reader.string("label", default: name())
        unit = reader.optionalString("unit")
        direction = reader.option("direction", as: DiscreteStops.Direction.self) ?? .leftToRight
        isInteger = reader.bool("integer", default: false)
        digits = reader.precision()
        // Read in place: a `PanelValue` is built only to report a malformed one.
        let range = reader.item("range")
        let stops = reader.item("stops")
        let step = reader.optionalNumber("step")
        switch (range, stops) {
        case (let range?, nil):
            guard let bounds = range.numbers, bounds.count == 2, bounds[0].isFinite, bounds[1].isFinite else {
                reader.report(
                    "expected [min, max] with two finite numbers, got \(range.panelValue.description)",
                    at: "range")
                scale = .range(minimum: 0, maximum: 1, step: nil)
                return
            }
            scale = .range(minimum: bounds[0], maximum: bounds[1], step: step)
        case (nil, let stops?):
            if let numbers = stops.numbers {
                if step != nil { reader.report("a slider with stops takes no step", at: "step") }
                scale = .stops(DiscreteStops(numbers))
                return
            }
            let stops = stops.panelValue
            guard case .array(let items) = stops else {
                reader.report("expected an array of numbers, got \(stops.typeName)", at: "stops")
                scale = .stops(DiscreteStops([]))
                return
            }
            var numbers: [Double] = []
            for (index, item) in items.enumerated() {
                guard case .number(let number) = item else {
                    reader.report("expected a number, got \(item.typeName)", at: "stops[\(index)]")
                    continue
                }
                numbers.append(number)
            }
            if step != nil { reader.report("a slider with stops takes no step", at: "step") }
            scale = .stops(DiscreteStops(numbers))
        case (nil, nil):
            reader.report("a slider needs \"range\" or \"stops\"")
            scale = .range(minimum: 0, maximum: 1, step: nil)
        case (_?, _?):
            reader.report("a slider takes \"range\" or \"stops\", not both")
            scale = .range(minimum: 0, maximum: 1, step: nil)
        }
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        if direction != .leftToRight { writer.write("direction", string: direction.name) }
        if isInteger { writer.write("integer", bool: true) }
        writer.write("label", string: label)
        if let precision { writer.write("precision", number: Double(precision)) }
        switch scale {
        case .range(let minimum, let maximum, let step):
            writer.write("range", numbers: minimum, maximum)
            if let step { writer.write("step", number: step) }
        case .stops(let stops):
            writer.write("stops", numbers: stops.values)
        }
        if let unit { writer.write("unit", string: unit) }
    }

    package var element: Element { .slider(self) }
    package var holdsValue: Bool { true }

    package var isLabelledControl: Bool { true }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        .number(canonicalNumber(try value.finiteNumber()))
    }

    package func valueChange(from value: PanelValue, to canonical: PanelValue) -> String? {
        switch scale {
        case .range(let minimum, let maximum, _):
            if let number = value.number, number < minimum || number > maximum {
                return
                    "value \(value) is outside the range \(PanelValue.format(minimum))...\(PanelValue.format(maximum))"
            }
            return "value \(value) is not on a step (nearest is \(canonical))"
        case .stops(let stops):
            return
                "value \(value) is not one of the stops \(PanelValue.array(stops.values.map(PanelValue.number))) (shows as \(canonical))"
        }
    }

    package var valueForm: ValueForm { range.map(ValueForm.range) ?? .other }

    package var defaultValue: PanelValue? { .number(bounds?.minimum ?? 0) }
    package func valueText(of value: PanelValue) -> String {
        value.number.map { ValueText.sliderValue($0, of: self) } ?? ValueText.describe(value)
    }

    package var structuralProblems: [Element.StructuralProblem] {
        guard case .range(let minimum, let maximum, let step) = scale else { return [] }
        var out: [Element.StructuralProblem] = []
        if !minimum.isFinite || !maximum.isFinite {
            out.append(
                .init(property: "range", message: "range bounds must be finite, got \(minimum)...\(maximum)"))
        } else if minimum > maximum {
            out.append(
                .init(
                    property: "range",
                    message:
                        "min \(PanelValue.format(minimum)) is greater than max \(PanelValue.format(maximum))")
            )
        } else if minimum == maximum {
            out.append(
                .init(
                    property: "range",
                    message: "range is empty (min equals max, \(PanelValue.format(minimum)))"))
        }
        if let step {
            if !step.isFinite {
                out.append(.init(property: "step", message: "step must be finite, got \(step)"))
            } else if step <= 0 {
                out.append(
                    .init(
                        property: "step",
                        message: "step must be greater than 0, got \(PanelValue.format(step))"))
            }
        }
        return out
    }

    @inline(never)
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        let number = value?.number ?? bounds?.minimum ?? 0
        let (up, down) = Accessibility.neighbours(of: number, in: self)
        return AccessibilityDescription(
            role: .slider, label: label, hint: "Adjustable: increment or decrement to the next value",
            valueText: precision == nil
                ? .number(number, unit: unit) : .string(ValueText.sliderValue(number, of: self)),
            increment: up, decrement: down)
    }
}
