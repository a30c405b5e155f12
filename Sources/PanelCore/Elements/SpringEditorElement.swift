/// An editor for a Spring, switching between time and physics forms.
///
/// Properties: `label` (string).
///
/// ```swift
/// let element = Element.springEditor(SpringEditorElement(label: "spring"))
/// ```
public struct SpringEditorElement: Hashable, Sendable {
    /// The text shown beside the control.
    public var label: String

    /// Creates the element.
    ///
    /// ```swift
    /// SpringEditorElement(label: "spring")
    /// ```
    public init(label: String) {
        self.label = label
    }

    init(reading reader: inout PropertyReader, name: String) {
        label = reader.string("label", default: name)
    }

    var properties: [String: PanelValue] { ["label": .string(label)] }
}
