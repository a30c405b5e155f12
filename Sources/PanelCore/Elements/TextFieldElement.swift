/// A single-line text field bound to a `String`.
///
/// Properties: `label` (string), `placeholder` (string, optional).
///
/// ```swift
/// let element = Element.textField(TextFieldElement(label: "title", placeholder: "Title"))
/// ```
public struct TextFieldElement: Hashable, Sendable {
    /// The text shown beside the field.
    public var label: String
    /// The hint shown while the field is empty.
    public var placeholder: String?

    /// Creates the element.
    ///
    /// ```swift
    /// TextFieldElement(label: "title", placeholder: "Title")
    /// ```
    public init(label: String, placeholder: String? = nil) {
        self.label = label
        self.placeholder = placeholder
    }

    init(reading reader: inout PropertyReader, name: String) {
        label = reader.string("label", default: name)
        placeholder = reader.optionalString("placeholder")
    }

    var properties: [String: PanelValue] {
        var out: [String: PanelValue] = ["label": .string(label)]
        if let placeholder { out["placeholder"] = .string(placeholder) }
        return out
    }
}
