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
    public var label: String
    /// The choices, in order.
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

    init(reading reader: inout PropertyReader, name: String) {
        label = reader.string("label", default: name)
        options = []
        guard let raw = reader.value("options") else {
            reader.report("missing member \"options\"")
            return
        }
        guard case .array(let items) = raw else {
            reader.report("expected an array of options, got \(raw.typeName)", at: "options")
            return
        }
        for (index, item) in items.enumerated() {
            switch item {
            case .string(let value):
                options.append(Option(value))
            case .object(let object):
                if case .string(let value)? = object["value"] {
                    if case .string(let text)? = object["label"] {
                        options.append(Option(value: value, label: text))
                    } else if object["label"] == nil {
                        options.append(Option(value))
                    } else {
                        reader.report("option label must be a string", at: "options[\(index)].label")
                    }
                } else {
                    reader.report("option needs a string \"value\"", at: "options[\(index)]")
                }
            default:
                reader.report(
                    "expected an option object or string, got \(item.typeName)", at: "options[\(index)]")
            }
        }
    }

    var properties: [String: PanelValue] {
        [
            "label": .string(label),
            "options": .array(options.map { ["value": .string($0.value), "label": .string($0.label)] }),
        ]
    }
}
