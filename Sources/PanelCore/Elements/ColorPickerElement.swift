/// A colour well bound to a hex string (`#RGB`, `#RRGGBB` or `#RRGGBBAA`).
///
/// Properties: `label` (string).
///
/// ```swift
/// let element = Element.colorPicker(ColorPickerElement(label: "fill"))
/// ```
public struct ColorPickerElement: Hashable, Sendable {
    /// The text shown beside the control.
    public var label: String

    /// Creates the element.
    ///
    /// ```swift
    /// ColorPickerElement(label: "fill")
    /// ```
    public init(label: String) {
        self.label = label
    }

    init(reading reader: inout PropertyReader, name: String) {
        label = reader.string("label", default: name)
    }

    var properties: [String: PanelValue] { ["label": .string(label)] }
}
