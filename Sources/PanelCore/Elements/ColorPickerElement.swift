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
}

extension ColorPickerElement: ElementKind {
    package static let kind = "colorPicker"
    package static let propertyNames = ["label"]

    package init(reading reader: inout PropertyReader, name: String) {
        label = reader.string("label", default: name)
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        writer.write("label", string: label)
    }

    package var element: Element { .colorPicker(self) }
    package var nodeLabel: String? { label }

    package func relabeled(_ label: String) -> Element {
        var copy = self
        copy.label = label
        return copy.element
    }
    package var holdsValue: Bool { true }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        try HexColor(panelValue: value).panelValue
    }

    package var defaultValue: PanelValue? { .string("#000000") }

    package func accessibility(of node: Node, value: PanelValue?, label: String) -> AccessibilityInfo? {
        AccessibilityInfo(role: .colorWell, label: label, hint: "A colour", valueText: value?.string)
    }
}
