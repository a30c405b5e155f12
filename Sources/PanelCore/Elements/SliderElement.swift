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
        case range(minimum: Double, maximum: Double, step: Double?)
        /// Only these values, equally spaced along the rail.
        case stops(DiscreteStops)
    }

    /// The text shown beside the slider.
    public var label: String
    /// The values it can take.
    public var scale: Scale
    /// A unit shown after the value, such as `pt` or `%`.
    public var unit: String?
    /// Which end holds the lowest value.
    public var direction: DiscreteStops.Direction
    /// Whether values are whole numbers (the bound property is an integer type).
    public var isInteger: Bool

    /// Creates the element.
    ///
    /// ```swift
    /// SliderElement(label: "blur", scale: .range(minimum: 0, maximum: 40, step: 1), unit: "pt")
    /// ```
    public init(
        label: String, scale: Scale, unit: String? = nil, direction: DiscreteStops.Direction = .leftToRight,
        isInteger: Bool = false
    ) {
        self.label = label
        self.scale = scale
        self.unit = unit
        self.direction = direction
        self.isInteger = isInteger
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

    init(reading reader: inout PropertyReader, name: String) {
        label = reader.string("label", default: name)
        unit = reader.optionalString("unit")
        direction = reader.option("direction", as: DiscreteStops.Direction.self) ?? .leftToRight
        isInteger = reader.bool("integer", default: false)
        let range = reader.value("range")
        let stops = reader.value("stops")
        let step = reader.optionalNumber("step")
        switch (range, stops) {
        case (let range?, nil):
            guard case .array(let bounds) = range, bounds.count == 2,
                let minimum = try? bounds[0].finiteNumber(), let maximum = try? bounds[1].finiteNumber()
            else {
                reader.report(
                    "expected [min, max] with two finite numbers, got \(range.description)", at: "range")
                scale = .range(minimum: 0, maximum: 1, step: nil)
                return
            }
            scale = .range(minimum: minimum, maximum: maximum, step: step)
        case (nil, let stops?):
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

    var properties: [String: PanelValue] {
        var out: [String: PanelValue] = ["label": .string(label)]
        switch scale {
        case .range(let minimum, let maximum, let step):
            out["range"] = [.number(minimum), .number(maximum)]
            if let step { out["step"] = .number(step) }
        case .stops(let stops):
            out["stops"] = .array(stops.values.map(PanelValue.number))
        }
        if let unit { out["unit"] = .string(unit) }
        if direction != .leftToRight { out["direction"] = .string(direction.name) }
        if isInteger { out["integer"] = true }
        return out
    }
}
