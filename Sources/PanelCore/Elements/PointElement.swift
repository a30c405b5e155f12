/// A point of two or three numbers (a position, an offset, a direction): each axis with its own
/// range, step and precision, and an optional lock that keeps the ratio between the axes.
///
/// Properties: `label` (string); `axes` (an array of two or three objects, each with `name`
/// (string, default `x`, `y`, `z`), `range` (`[min, max]`, required), `step` (number > 0,
/// optional: the axis snaps to multiples of it counted from `min`) and `precision` (digits
/// after the point, 0 to 10, optional: the axis is rounded to it and shown with it)); `locked`
/// (boolean: the editors keep the ratio between the axes); `unit` (string, optional); `integer`
/// (boolean: the bound values are an integer type, so values are whole).
///
/// Its value is `[x, y]` or `[x, y, z]`, one number per axis: each clamped to its axis's range
/// and snapped as a slider with the same range and step would (no float noise: `0.1 + 0.2` is
/// `0.3` with a step of 0.1), then rounded to the axis's precision. A value with another count,
/// or an axis that is not a finite number (NaN, infinity, a string), is refused with an error
/// naming the axis; a huge finite number is clamped. A string is read as the axes' numbers by
/// the protocol's number rule, between optional brackets and separated by commas or spaces
/// (`"12, -3"`, `"[12 -3]"`): what the terminal's and the page's typed text sends.
///
/// The lock is a rule of the editors (the page's pad and fields, the terminal's keys): moving
/// one axis of a locked point scales the others by the same factor (``moving(_:axis:to:)``).
/// At a clamp the whole move stops where the first axis reaches the end of its range, so the
/// ratio is kept; an axis at 0 stays at 0, and moving an axis that is at 0 moves it alone. A
/// value set by a program, a preset or typed text is stored as given (each axis canonical).
///
/// ```swift
/// let offset = PointElement(label: "offset", axes: [
///     .init("x", minimum: -10, maximum: 10, step: 0.5), .init("y", minimum: -10, maximum: 10, step: 0.5),
/// ])
/// try Element.point(offset).canonicalValue([12, -3.2])   // [10, -3]
/// ```
public struct PointElement: Hashable, Sendable {
    /// One axis of a point: its name, range, step and precision.
    ///
    /// ```swift
    /// PointElement.Axis("x", minimum: -1, maximum: 1, step: 0.01, precision: 2)
    /// ```
    public struct Axis: Hashable, Sendable {
        /// The axis's name, shown before its number (`x 12`).
        ///
        /// ```swift
        /// PointElement.Axis("x", minimum: 0, maximum: 1).name   // "x"
        /// ```
        public var name: String
        /// The lowest value of the axis.
        ///
        /// ```swift
        /// PointElement.Axis("x", minimum: -5, maximum: 5).minimum   // -5
        /// ```
        public var minimum: Double
        /// The highest value of the axis.
        ///
        /// ```swift
        /// PointElement.Axis("x", minimum: -5, maximum: 5).maximum   // 5
        /// ```
        public var maximum: Double
        /// The step the axis snaps to (counted from the minimum), or `nil`.
        ///
        /// ```swift
        /// PointElement.Axis("x", minimum: 0, maximum: 1, step: 0.1).step   // 0.1
        /// ```
        public var step: Double?
        /// The digits after the point the axis is rounded to and shown with (0 to 10), or `nil`
        /// (the step's decimals, two without a step).
        ///
        /// ```swift
        /// PointElement.Axis("x", minimum: 0, maximum: 1, precision: 3).precision   // 3
        /// ```
        package var precision: Int?

        /// Creates an axis.
        ///
        /// ```swift
        /// PointElement.Axis("y", minimum: -10, maximum: 10, step: 0.5)
        /// ```
        public init(
            _ name: String, minimum: Double, maximum: Double, step: Double? = nil, precision: Int? = nil
        ) {
            self.name = name
            self.minimum = minimum
            self.maximum = maximum
            self.step = step
            self.precision = precision
        }
    }

    /// The text shown beside the control.
    ///
    /// ```swift
    /// PointElement(label: "offset", axes: [.init("x", minimum: 0, maximum: 1), .init("y", minimum: 0, maximum: 1)]).label
    /// ```
    public var label: String
    /// The axes, two or three.
    ///
    /// ```swift
    /// PointElement(label: "p", axes: [.init("x", minimum: 0, maximum: 1), .init("y", minimum: 0, maximum: 1)]).axes.count   // 2
    /// ```
    public var axes: [Axis]
    /// A unit shown after the point, such as `px`.
    ///
    /// ```swift
    /// PointElement(label: "p", axes: [], unit: "px").unit   // "px"
    /// ```
    package var unit: String?
    /// Whether the editors keep the ratio between the axes (``moving(_:axis:to:)``).
    ///
    /// ```swift
    /// PointElement(label: "scale", axes: [], isLocked: true).isLocked   // true
    /// ```
    public var isLocked: Bool
    /// Whether values are whole numbers (the bound values are an integer type).
    ///
    /// ```swift
    /// PointElement(label: "cell", axes: [], isInteger: true).isInteger   // true
    /// ```
    package var isInteger: Bool

    /// Creates the element.
    ///
    /// ```swift
    /// PointElement(label: "offset", axes: [.init("x", minimum: -1, maximum: 1), .init("y", minimum: -1, maximum: 1)])
    /// ```
    public init(
        label: String, axes: [Axis], unit: String? = nil, isLocked: Bool = false, isInteger: Bool = false
    ) {
        self.label = label
        self.axes = axes
        self.unit = unit
        self.isLocked = isLocked
        self.isInteger = isInteger
    }

    /// The names axes take when none is written.
    static let defaultNames = ["x", "y", "z"]

    /// A slider with the axis's range, step, unit and integer rule: what the axis follows
    /// (snapping, decimals), so the two kinds never disagree.
    ///
    /// ```swift
    /// point.track(of: 0).canonicalNumber(0.33)
    /// ```
    package func track(of axis: Int) -> SliderElement {
        let axis = axes[axis]
        return SliderElement(
            label: axis.name, scale: .range(minimum: axis.minimum, maximum: axis.maximum, step: axis.step),
            unit: unit, isInteger: isInteger)
    }

    /// The number axis `index` stores for `number` (finite): clamped and snapped by `track(of:)`'s
    /// rule, then rounded to the axis's precision (kept within the range).
    ///
    /// ```swift
    /// point.canonicalNumber(0.1 + 0.2, axis: 0)   // 0.3 with a step of 0.1
    /// ```
    package func canonicalNumber(_ number: Double, axis index: Int) -> Double {
        let axis = axes[index]
        var result = SliderRange(
            minimum: axis.minimum, maximum: axis.maximum, step: axis.step, isInteger: isInteger
        ).canonicalNumber(number)
        if let places = axis.precision, (0...Precision.maximum).contains(places) {
            result = NumberFieldElement.rounded(result, places: places)
            var unit = 1.0
            for _ in 0..<places { unit /= 10 }
            if result > axis.maximum { result = NumberFieldElement.rounded(result - unit, places: places) }
            if result < axis.minimum { result = NumberFieldElement.rounded(result + unit, places: places) }
        }
        return result == 0 ? 0 : result
    }

    /// The point stored for `numbers` (one finite number per axis).
    package func canonicalNumbers(_ numbers: [Double]) -> [Double] {
        numbers.indices.map { canonicalNumber(numbers[$0], axis: $0) }
    }

    /// The point after an editor moves axis `axis` of `numbers` to `target`: that axis alone,
    /// or, for a locked point, every axis scaled by the same factor (the factor stopped where
    /// the first axis reaches the end of its range, so the ratio is kept at a clamp; an axis at
    /// 0 stays there; moving an axis at 0 moves it alone). Each axis is then canonical.
    ///
    /// ```swift
    /// // locked, x and y in 0...10: x 2 → 4 doubles y too
    /// scale.moving([2, 3], axis: 0, to: 4)    // [4, 6]
    /// scale.moving([2, 3], axis: 0, to: 20)   // [6.67, 10]: y reached its maximum first
    /// ```
    public func moving(_ numbers: [Double], axis: Int, to target: Double) -> [Double] {
        guard numbers.count == axes.count, numbers.indices.contains(axis), target.isFinite else {
            return numbers
        }
        var next = numbers
        let current = numbers[axis]
        guard isLocked, current != 0 else {
            next[axis] = target
            return canonicalNumbers(next)
        }
        var factor = target / current
        var low = -Double.infinity
        var high = Double.infinity
        for (index, value) in numbers.enumerated() where value != 0 {
            let a = axes[index].minimum / value
            let b = axes[index].maximum / value
            low = Swift.max(low, Swift.min(a, b))
            high = Swift.min(high, Swift.max(a, b))
        }
        if low <= high { factor = Swift.min(Swift.max(factor, low), high) }
        guard factor.isFinite else { return numbers }
        for index in next.indices { next[index] = numbers[index] * factor }
        return canonicalNumbers(next)
    }

    /// The numbers written in `text`, read by the protocol's number rule: between optional
    /// brackets, separated by commas or spaces.
    ///
    /// ```swift
    /// try PointElement.numbers(parsing: "[12, -3]")   // [12, -3]
    /// ```
    package static func numbers(parsing text: String) throws(ValueError) -> [Double] {
        var inner = Substring(text)
        while let first = inner.first, first == " " || first == "\t" { inner.removeFirst() }
        while let last = inner.last, last == " " || last == "\t" { inner.removeLast() }
        if inner.first == "[", inner.last == "]", inner.count >= 2 { inner = inner.dropFirst().dropLast() }
        let parts =
            inner.contains(",")
            ? inner.split(separator: ",", omittingEmptySubsequences: false)
            : inner.split(whereSeparator: { $0 == " " || $0 == "\t" })
        var numbers: [Double] = []
        for (index, part) in parts.enumerated() {
            let trimmed = part.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }
                .reversed()
            do {
                numbers.append(try NumberFieldElement.number(parsing: String(trimmed)))
            } catch {
                throw ValueError("item \(index) of \(PanelValue.string(text)): \(error.message)")
            }
        }
        return numbers
    }

    /// The decimals axis `index` is shown with: its precision, else its track's.
    ///
    /// ```swift
    /// point.decimals(of: 0)   // 1 for a step of 0.5
    /// ```
    package func decimals(of index: Int) -> Int {
        let axis = axes[index]
        if let places = axis.precision, (0...Precision.maximum).contains(places) { return places }
        // The track's decimals (``track(of:)``), without building the slider.
        return isInteger ? 0 : ValueText.decimals(minimum: axis.minimum, step: axis.step)
    }

    /// Number `value` of axis `index` as shown: with the axis's decimals, a minus sign written
    /// `−` (U+2212) unless `ascii`.
    package func text(of value: Double, axis index: Int, ascii: Bool = false) -> String {
        let text = ValueText.formatExactly(value, decimals: decimals(of: index))
        guard !ascii, text.hasPrefix("-") else { return text }
        return "−" + text.dropFirst()
    }

    /// The point as shown: each axis's name and number, separated by commas, then the unit
    /// (`x 12, y −3 px`).
    ///
    /// ```swift
    /// point.text(of: [12, -3])   // "x 12, y −3"
    /// ```
    public func text(of numbers: [Double]) -> String {
        text(of: numbers, ascii: false)
    }

    /// The point as shown, its minus signs in ASCII when `ascii`.
    package func text(of numbers: [Double], ascii: Bool) -> String {
        var out = ""
        out.reserveCapacity(32)
        for index in numbers.indices where index < axes.count {
            if index > 0 { out += ", " }
            out += axes[index].name
            out += " "
            out += text(of: numbers[index], axis: index, ascii: ascii)
        }
        if let unit {
            out += " "
            out += unit
        }
        return out
    }

    /// The numbers of a stored point, or `nil` for a value that is not `count` numbers.
    ///
    /// ```swift
    /// PointElement.numbers(of: [12, -3], count: 2)   // [12, -3]
    /// ```
    package static func numbers(of value: PanelValue?, count: Int) -> [Double]? {
        guard case .array(let items)? = value, items.count == count else { return nil }
        var out: [Double] = []
        out.reserveCapacity(count)
        for item in items {
            guard let number = item.number else { return nil }
            out.append(number)
        }
        return out
    }

    /// The numbers of this point's stored `value`, or `nil`.
    ///
    /// ```swift
    /// point.numbers(of: [12, -3])   // [12, -3]
    /// ```
    public func numbers(of value: PanelValue?) -> [Double]? { Self.numbers(of: value, count: axes.count) }

    /// The point every axis starts at: 0 where the range holds it, else the axis's minimum.
    package var origin: [Double] {
        axes.indices.map { canonicalNumber(0, axis: $0) }
    }

    /// `numbers` as a stored value.
    package static func value(_ numbers: [Double]) -> PanelValue { .array(numbers.map(PanelValue.number)) }
}

extension PointElement: LabelledKind {
    package static let kind = "point"
    package static let propertyNames = ["axes", "integer", "label", "locked", "unit"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        label = reader.string("label", default: name())
        isInteger = reader.bool("integer", default: false)
        isLocked = reader.bool("locked", default: false)
        unit = reader.optionalString("unit")
        axes = []
        guard let written = reader.item("axes")?.panelValue else {
            reader.report("a point needs \"axes\" (two or three, each with a \"range\")")
            axes = Self.defaultNames.prefix(2).map { Axis($0, minimum: 0, maximum: 1) }
            return
        }
        guard case .array(let items) = written, (2...3).contains(items.count) else {
            reader.report("expected an array of two or three axes, got \(written.description)", at: "axes")
            axes = Self.defaultNames.prefix(2).map { Axis($0, minimum: 0, maximum: 1) }
            return
        }
        for (index, item) in items.enumerated() {
            axes.append(Self.axis(item, index: index, reporting: &reader))
        }
    }

    /// Axis `index` read from `item`, its problems reported at `axes[index]`.
    private static func axis(_ item: PanelValue, index: Int, reporting reader: inout PropertyReader) -> Axis {
        let at = "axes[\(index)]"
        var axis = Axis(defaultNames[index], minimum: 0, maximum: 1)
        guard case .object(let members) = item else {
            reader.report("expected an object with \"range\", got \(item.typeName)", at: at)
            return axis
        }
        for key in members.keys where !["name", "range", "step", "precision"].contains(key) {
            reader.report("unknown member \"\(key)\" (an axis has name, range, step, precision)", at: at)
        }
        switch members["name"] {
        case nil: break
        case .string(let name)?: axis.name = name
        case let other?: reader.report("expected a string, got \(other.typeName)", at: at + ".name")
        }
        if let range = members["range"] {
            if case .array(let bounds) = range, bounds.count == 2, let low = bounds[0].number,
                let high = bounds[1].number,
                low.isFinite, high.isFinite
            {
                axis.minimum = low
                axis.maximum = high
            } else {
                reader.report(
                    "expected [min, max] with two finite numbers, got \(range.description)", at: at + ".range"
                )
            }
        } else {
            reader.report("an axis needs \"range\"", at: at)
        }
        switch members["step"] {
        case nil: break
        case .number(let step)?: axis.step = step
        case let other?: reader.report("expected a number, got \(other.typeName)", at: at + ".step")
        }
        switch members["precision"] {
        case nil: break
        case .number(let written)?:
            let (digits, problem) = Precision.read(written)
            axis.precision = digits
            if let problem { reader.report(problem, at: at + ".precision") }
        case let other?: reader.report("expected a number, got \(other.typeName)", at: at + ".precision")
        }
        return axis
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        writer.write("axes", objects: axes.count) { writer, index in
            let axis = axes[index]
            writer.write("name", string: axis.name)
            if let precision = axis.precision { writer.write("precision", number: Double(precision)) }
            writer.write("range", numbers: axis.minimum, axis.maximum)
            if let step = axis.step { writer.write("step", number: step) }
        }
        if isInteger { writer.write("integer", bool: true) }
        writer.write("label", string: label)
        if isLocked { writer.write("locked", bool: true) }
        if let unit { writer.write("unit", string: unit) }
    }

    package var element: Element { .point(self) }
    package var holdsValue: Bool { true }
    package var isLabelledControl: Bool { true }

    /// The axes' names as the errors write them: `[x, y]`.
    private var shape: String { "[" + axes.map(\.name).joined(separator: ", ") + "]" }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        var numbers: [Double] = []
        switch value {
        case .string(let text):
            numbers = try Self.numbers(parsing: text)
            guard numbers.count == axes.count else {
                throw ValueError(
                    "\(value) is \(numbers.count) numbers, a point \(shape) takes \(axes.count) (written as \"12, -3\")"
                )
            }
        case .array(let items):
            guard items.count == axes.count else {
                throw ValueError("expected \(shape) with \(axes.count) numbers, got \(items.count)")
            }
            for (index, item) in items.enumerated() {
                do {
                    numbers.append(try item.finiteNumber())
                } catch {
                    throw ValueError("axis \(axes[index].name) (item \(index)): \(error.message)")
                }
            }
        default:
            throw ValueError("expected \(shape), got \(value.typedDescription)")
        }
        return Self.value(canonicalNumbers(numbers))
    }

    package func valueChange(from value: PanelValue, to canonical: PanelValue) -> String? {
        if case .string = value { return "text \(value) is read as \(canonical)" }
        guard let given = numbers(of: value) else { return nil }
        for (index, number) in given.enumerated()
        where number < axes[index].minimum || number > axes[index].maximum {
            let axis = axes[index]
            return
                "value \(value): axis \(axis.name) is outside its range \(PanelValue.format(axis.minimum))...\(PanelValue.format(axis.maximum)) (stored as \(canonical))"
        }
        return "value \(value) is not on a step (nearest is \(canonical))"
    }

    package func valueText(of value: PanelValue) -> String {
        numbers(of: value).map { text(of: $0) } ?? ValueText.describe(value)
    }

    package var defaultValue: PanelValue? { Self.value(origin) }

    package var structuralProblems: [Element.StructuralProblem] {
        guard (2...3).contains(axes.count) else {
            return [.init(property: "axes", message: "a point has two or three axes, got \(axes.count)")]
        }
        var out: [Element.StructuralProblem] = []
        var names: Set<String> = []
        for index in axes.indices {
            let axis = axes[index]
            if axis.name.isEmpty {
                out.append(.init(property: "axes", message: "axis \(index) has an empty name"))
            } else if !names.insert(axis.name).inserted {
                out.append(.init(property: "axes", message: "two axes are named \"\(axis.name)\""))
            }
            for problem in track(of: index).structuralProblems {
                out.append(.init(property: "axes", message: "axis \(axis.name): \(problem.message)"))
            }
        }
        return out
    }

    @inline(never)
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        let numbers = numbers(of: value) ?? origin
        return AccessibilityDescription(
            role: .group, label: label,
            hint: isLocked
                ? "Adjustable: each axis moved on its own, the ratio between them kept"
                : "Adjustable: each axis moved on its own",
            valueText: .string(text(of: numbers)))
    }
}
