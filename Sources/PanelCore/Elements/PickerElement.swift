/// A choice among labelled options, bound to a `String` holding the chosen option's value.
///
/// Properties: `label` (string), `options` (array of `{"value": …, "label": …}`; a plain
/// string is an option whose label is its value).
///
/// ```swift
/// let element = Element.picker(PickerElement(label: "style", options: ["glass", "solid"]))
/// ```
public struct PickerElement: Hashable, Sendable {
    /// The text shown beside the picker.
    ///
    /// ```swift
    /// PickerElement(label: "style", options: ["glass", "solid"]).label   // "style"
    /// ```
    public var label: String
    /// The choices, in order.
    ///
    /// ```swift
    /// PickerElement(label: "style", options: ["glass", "solid"]).options.map(\.value)   // ["glass", "solid"]
    /// ```
    public var options: [Option]

    /// Creates the element.
    ///
    /// ```swift
    /// PickerElement(label: "style", options: [Option("glass", label: "Glass")])
    /// ```
    public init(label: String, options: [Option]) {
        self.label = label
        self.options = options
    }
}

extension PickerElement: LabelledKind {
    package static let kind = "picker"
    package static let propertyNames = ["label", "options"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        label = reader.string("label", default: name())
        options = []
        guard let raw = reader.item("options") else {
            reader.report("missing member \"options\"")
            return
        }
        guard let count = raw.itemCount else {
            reader.report("expected an array of options, got \(raw.typeName)", at: "options")
            return
        }
        options.reserveCapacity(count)
        raw.forEachItem { index, item in
            if let value = item.string {
                options.append(Option(value))
            } else if item.isObject {
                if let value = item.member("value")?.string {
                    let label = item.member("label")
                    if let text = label?.string {
                        options.append(Option(value: value, label: text))
                    } else if label == nil {
                        options.append(Option(value))
                    } else {
                        reader.report("option label must be a string", at: "options[\(index)].label")
                    }
                } else {
                    reader.report("option needs a string \"value\"", at: "options[\(index)]")
                }
            } else {
                reader.report(
                    "expected an option object or string, got \(item.typeName)", at: "options[\(index)]")
            }
        }
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        writer.write("label", string: label)
        writer.write("options", options: options)
    }

    package var element: Element { .picker(self) }
    package var holdsValue: Bool { true }

    package var isLabelledControl: Bool { true }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        let text = try String(panelValue: value)
        guard options.contains(where: { $0.value == text }) else {
            let names = options.map { "\"\($0.value)\"" }.joined(separator: ", ")
            throw ValueError("\"\(text)\" is not one of the options (\(names))")
        }
        return .string(text)
    }

    package var defaultValue: PanelValue? { options.first.map { .string($0.value) } ?? .string("") }
    package func valueText(of value: PanelValue) -> String {
        options.first { $0.value == value.string }?.label ?? ValueText.describe(value)
    }

    package var structuralProblems: [Element.StructuralProblem] {
        if options.isEmpty { return [.init(property: "options", message: "picker has no options")] }
        // A few options are compared with those before them; more go through a set.
        var seen: Set<String>? = options.count > 16 ? Set(minimumCapacity: options.count) : nil
        var out: [Element.StructuralProblem] = []
        for index in options.indices {
            let value = options[index].value
            let isRepeated =
                seen != nil
                ? !seen!.insert(value).inserted : options[..<index].contains { $0.value == value }
            if isRepeated {
                out.append(.init(property: "options", message: "option value \"\(value)\" appears twice"))
            }
        }
        return out
    }

    @inline(never)
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        let hint = AccessibilityHint.phrase("Choose one of ", options.count, " options")
        guard case .string(let text)? = value else {
            return AccessibilityDescription(role: .picker, label: label, hint: hint)
        }
        // The chosen option's label, else the value as it is; by index (an iterator would
        // retain the array, an atomic operation).
        var index = 0
        while index < options.count, options[index].value != text { index &+= 1 }
        return AccessibilityDescription(
            role: .picker, label: label, hint: hint,
            valueText: .string(index < options.count ? options[index].label : text))
    }
}
