/// Several options on at once, among labelled options, with an optional minimum and maximum
/// count.
///
/// Properties: `label` (string); `options` (array of `{"value": …, "label": …}`, or plain
/// strings whose label is the value, as a picker's); `minCount` and `maxCount` (whole
/// numbers, each optional).
///
/// Its value is an array of the chosen options' values, in the options' order, each once: a
/// write in another order or with an option twice is stored in that form; a value that is
/// none of the options, or a count outside `minCount…maxCount`, is refused with a message
/// naming it. A string is read as the values separated by commas (spaces and quotes around
/// each ignored, brackets around them all too: `"glass, solid"`, `["glass", "solid"]`): what
/// the terminal's typed text sends.
///
/// ```swift
/// let layers = MultiSelectElement(label: "layers", options: ["grid", "axes", "labels"], maxCount: 2)
/// try Element.multiSelect(layers).canonicalValue(["labels", "grid", "grid"])   // ["grid", "labels"]
/// ```
public struct MultiSelectElement: Hashable, Sendable {
    /// The text shown beside the control.
    ///
    /// ```swift
    /// MultiSelectElement(label: "layers", options: ["grid"]).label   // "layers"
    /// ```
    public var label: String
    /// The choices, in order.
    ///
    /// ```swift
    /// MultiSelectElement(label: "layers", options: ["grid", "axes"]).options.map(\.value)   // ["grid", "axes"]
    /// ```
    public var options: [Option]
    /// The fewest options that may be chosen, or `nil` for none.
    ///
    /// ```swift
    /// MultiSelectElement(label: "layers", options: ["grid", "axes"], minCount: 1).minCount   // 1
    /// ```
    package var minCount: Int?
    /// The most options that may be chosen, or `nil` for all of them.
    ///
    /// ```swift
    /// MultiSelectElement(label: "layers", options: ["grid", "axes"], maxCount: 1).maxCount   // 1
    /// ```
    package var maxCount: Int?

    /// Creates the element.
    ///
    /// ```swift
    /// MultiSelectElement(label: "layers", options: [Option("grid", label: "Grid")], minCount: 1)
    /// ```
    public init(label: String, options: [Option], minCount: Int? = nil, maxCount: Int? = nil) {
        self.label = label
        self.options = options
        self.minCount = minCount
        self.maxCount = maxCount
    }

    /// The chosen values in `value`, or `nil` for a value that is not an array of strings.
    ///
    /// ```swift
    /// MultiSelectElement.chosen(in: ["grid", "axes"])   // ["grid", "axes"]
    /// ```
    public static func chosen(in value: PanelValue?) -> [String]? {
        guard case .array(let items)? = value else { return nil }
        var out: [String] = []
        out.reserveCapacity(items.count)
        for item in items {
            guard case .string(let text) = item else { return nil }
            out.append(text)
        }
        return out
    }

    /// The chosen options' labels, joined by commas (`none` when none is chosen); a value that
    /// is none of the options is shown as it is.
    ///
    /// ```swift
    /// MultiSelectElement(label: "l", options: [Option("grid", label: "Grid"), "axes"]).text(for: ["grid", "axes"])
    /// // "Grid, axes"
    /// ```
    public func text(for chosen: [String]) -> String {
        guard !chosen.isEmpty else { return "none" }
        return chosen.map { value in options.first { $0.value == value }?.label ?? value }
            .joined(separator: ", ")
    }

    /// The values written in `text`: separated by commas, each with spaces and double quotes
    /// around it ignored, brackets around them all ignored; an empty text is none.
    ///
    /// ```swift
    /// MultiSelectElement.values(parsing: "[\"grid\", axes]")   // ["grid", "axes"]
    /// ```
    package static func values(parsing text: String) -> [String] {
        var inner = Substring(text)
        func trim(_ part: inout Substring) {
            while let first = part.first, first == " " || first == "\t" { part.removeFirst() }
            while let last = part.last, last == " " || last == "\t" { part.removeLast() }
        }
        trim(&inner)
        if inner.first == "[", inner.last == "]", inner.count >= 2 { inner = inner.dropFirst().dropLast() }
        trim(&inner)
        guard !inner.isEmpty else { return [] }
        return inner.split(separator: ",", omittingEmptySubsequences: false).map { part in
            var part = part
            trim(&part)
            if part.count >= 2, part.first == "\"", part.last == "\"" { part = part.dropFirst().dropLast() }
            return String(part)
        }
    }
}

extension MultiSelectElement: LabelledKind {
    package static let kind = "multiSelect"
    package static let propertyNames = ["label", "maxCount", "minCount", "options"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        // The options are read as a picker reads them (one rule for both kinds).
        let picker = PickerElement(reading: &reader, name: name())
        label = picker.label
        options = picker.options
        maxCount = Self.count(reading: &reader, "maxCount")
        minCount = Self.count(reading: &reader, "minCount")
    }

    /// A count member: a whole number from 0, if present.
    private static func count(reading reader: inout PropertyReader, _ key: String) -> Int? {
        guard let number = reader.optionalNumber(key) else { return nil }
        guard let whole = Int(exactly: number), whole >= 0, whole <= 1 << 30 else {
            reader.report(
                "expected a whole number of options from 0, got \(PanelValue.format(number))", at: key)
            return nil
        }
        return whole
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        writer.write("label", string: label)
        if let maxCount { writer.write("maxCount", number: Double(maxCount)) }
        if let minCount { writer.write("minCount", number: Double(minCount)) }
        writer.write("options", options: options)
    }

    package var element: Element { .multiSelect(self) }
    package var holdsValue: Bool { true }
    package var isLabelledControl: Bool { true }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        let given: [String]
        if case .string(let text) = value {
            given = Self.values(parsing: text)
        } else if let chosen = Self.chosen(in: value) {
            given = chosen
        } else {
            throw ValueError("expected an array of option values, got \(value.typedDescription)")
        }
        var wanted = Set<String>()
        for text in given {
            guard options.contains(where: { $0.value == text }) else {
                let names = options.map { "\"\($0.value)\"" }.joined(separator: ", ")
                throw ValueError("\(PanelValue.string(text)) is not one of the options (\(names))")
            }
            wanted.insert(text)
        }
        // In the options' order, each once (an option listed twice counts once).
        var out: [PanelValue] = []
        var placed = Set<String>()
        for option in options where wanted.contains(option.value) && placed.insert(option.value).inserted {
            out.append(.string(option.value))
        }
        if let minCount, out.count < minCount {
            throw ValueError("\(out.count) chosen, at least \(minCount) must be")
        }
        if let maxCount, out.count > maxCount {
            throw ValueError("\(out.count) chosen, at most \(maxCount) may be")
        }
        return .array(out)
    }

    package func valueChange(from value: PanelValue, to canonical: PanelValue) -> String? {
        if case .string = value { return "text \(value) is read as \(canonical)" }
        return "value \(value) is stored in the options' order, each once, as \(canonical)"
    }

    package func valueText(of value: PanelValue) -> String {
        Self.chosen(in: value).map { text(for: $0) } ?? ValueText.describe(value)
    }

    package var defaultValue: PanelValue? {
        .array(options.prefix(minCount ?? 0).map { .string($0.value) })
    }

    package var structuralProblems: [Element.StructuralProblem] {
        // Repeated options as a picker finds them.
        var out =
            options.isEmpty
            ? [Element.StructuralProblem(property: "options", message: "multi-select has no options")]
            : PickerElement(label: label, options: options).structuralProblems
        if let minCount, let maxCount, minCount > maxCount {
            out.append(
                .init(
                    property: "maxCount", message: "minCount \(minCount) is greater than maxCount \(maxCount)"
                ))
        }
        if let minCount, minCount > options.count {
            out.append(
                .init(
                    property: "minCount",
                    message: "minCount \(minCount) is more than the \(options.count) options"))
        }
        return out
    }

    @inline(never)
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        let hint = AccessibilityHint.phrase("Choose any of ", options.count, " options")
        return AccessibilityDescription(
            role: .picker, label: label, hint: hint,
            valueText: .string(text(for: Self.chosen(in: value) ?? [])))
    }
}
