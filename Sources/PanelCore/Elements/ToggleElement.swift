/// An on/off switch bound to a `Bool`.
///
/// Properties: `label` (string).
///
/// ```swift
/// let element = Element.toggle(ToggleElement(label: "isEnabled"))
/// ```
public struct ToggleElement: Hashable, Sendable {
    /// The text shown beside the control.
    ///
    /// ```swift
    /// ToggleElement(label: "isEnabled").label   // "isEnabled"
    /// ```
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

extension ToggleElement: LabelledControlKind {
    package static let kind = "toggle"

    package var element: Element { .toggle(self) }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        .bool(try Bool(panelValue: value))
    }

    package var valueForm: ValueForm { .toggle }

    package var defaultValue: PanelValue? { .bool(false) }

    @inline(never)
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        AccessibilityDescription(
            role: .toggle, label: label, hint: "Double tap to switch",
            valueText: value?.bool == true ? "on" : "off")
    }
}
