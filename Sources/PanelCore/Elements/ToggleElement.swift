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
}

extension ToggleElement: ElementKind {
    package static let kind = "toggle"
    package static let propertyNames = ["label"]

    package init(reading reader: inout PropertyReader, name: String) {
        label = reader.string("label", default: name)
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        writer.write("label", string: label)
    }

    package var element: Element { .toggle(self) }
    package var nodeLabel: String? { label }

    package func relabeled(_ label: String) -> Element {
        var copy = self
        copy.label = label
        return copy.element
    }
    package var holdsValue: Bool { true }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        .bool(try Bool(panelValue: value))
    }

    package var defaultValue: PanelValue? { .bool(false) }

    package func accessibility(of node: Node, value: PanelValue?, label: String) -> AccessibilityInfo? {
        AccessibilityInfo(
            role: .toggle, label: label, hint: "Double tap to switch",
            valueText: value?.bool == true ? "on" : "off")
    }
}
