/// An editor for a Spring, switching between time and physics forms.
///
/// Properties: `label` (string).
///
/// ```swift
/// let element = Element.springEditor(SpringEditorElement(label: "spring"))
/// ```
public struct SpringEditorElement: Hashable, Sendable {
    /// The text shown beside the control.
    ///
    /// ```swift
    /// SpringEditorElement(label: "bounce").label   // "bounce"
    /// ```
    public var label: String

    /// Creates the element.
    ///
    /// ```swift
    /// SpringEditorElement(label: "spring")
    /// ```
    public init(label: String) {
        self.label = label
    }
}

extension SpringEditorElement: LabelledControlKind {
    package static let kind = "springEditor"

    package var element: Element { .springEditor(self) }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        try Spring.canonical(value)
    }

    package var defaultValue: PanelValue? { Spring.default.panelValue }
    package func valueText(of value: PanelValue) -> String {
        (try? Spring(panelValue: value)).map(ValueText.describe) ?? ValueText.describe(value)
    }

    @inline(never)
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        AccessibilityDescription(
            role: .group, label: label, hint: "Animation parameters",
            valueText: value.map(AccessibilityText.spring(describing:)))
    }
}
