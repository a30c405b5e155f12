/// An on/off switch bound to a `Bool`.
///
/// Properties: `label` (string).
///
/// ```swift
/// let element = Element.toggle(ToggleElement(label: "isEnabled"))
/// ```
public struct ToggleElement: Hashable, Sendable {
    /// The text shown beside the control.
    public var label: String

    /// Creates the element.
    ///
    /// ```swift
    /// ToggleElement(label: "isEnabled")
    /// ```
    public init(label: String) {
        self.label = label
    }

    init(reading reader: inout PropertyReader, name: String) {
        label = reader.string("label", default: name)
    }

    var properties: [String: PanelValue] { ["label": .string(label)] }
}
