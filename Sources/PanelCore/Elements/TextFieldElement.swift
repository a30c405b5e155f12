/// A single-line text field bound to a `String`.
///
/// Properties: `label` (string), `placeholder` (string, optional).
///
/// ```swift
/// let element = Element.textField(TextFieldElement(label: "title", placeholder: "Title"))
/// ```
public struct TextFieldElement: Hashable, Sendable {
    /// The text shown beside the field.
    ///
    /// ```swift
    /// TextFieldElement(label: "title").label   // "title"
    /// ```
    public var label: String
    /// The hint shown while the field is empty.
    ///
    /// ```swift
    /// TextFieldElement(label: "title", placeholder: "Untitled").placeholder   // "Untitled"
    /// ```
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
}

extension TextFieldElement: LabelledKind {
    package static let kind = "textField"
    package static let propertyNames = ["label", "placeholder"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        label = reader.string("label", default: name())
        placeholder = reader.optionalString("placeholder")
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        writer.write("label", string: label)
        if let placeholder { writer.write("placeholder", string: placeholder) }
    }

    package var element: Element { .textField(self) }
    package var holdsValue: Bool { true }

    package var isLabelledControl: Bool { true }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        .string(try String(panelValue: value))
    }

    package var defaultValue: PanelValue? { .string("") }

    @inline(never)
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        AccessibilityDescription(
            role: .textField, label: label, hint: "Editable text",
            valueText: value?.string.map(AccessibilityText.string))
    }
}
