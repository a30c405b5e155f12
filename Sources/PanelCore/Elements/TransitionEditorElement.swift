/// An editor for a Transition: easing curve, time spring or physics spring.
///
/// Properties: `label` (string).
///
/// ```swift
/// let element = Element.transitionEditor(TransitionEditorElement(label: "transition"))
/// ```
public struct TransitionEditorElement: Hashable, Sendable {
    /// The text shown beside the control.
    ///
    /// ```swift
    /// TransitionEditorElement(label: "appear").label   // "appear"
    /// ```
    public var label: String

    /// Creates the element.
    ///
    /// ```swift
    /// TransitionEditorElement(label: "transition")
    /// ```
    public init(label: String) {
        self.label = label
    }
}

extension TransitionEditorElement: LabelledControlKind {
    package static let kind = "transitionEditor"

    package var element: Element { .transitionEditor(self) }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        try Transition.canonical(value)
    }

    package var defaultValue: PanelValue? { Transition.default.panelValue }
    package func valueText(of value: PanelValue) -> String {
        (try? Transition(panelValue: value)).map(ValueText.describe) ?? ValueText.describe(value)
    }

    @inline(never)
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        AccessibilityDescription(
            role: .group, label: label, hint: "Animation parameters",
            valueText: value.map(AccessibilityText.transition(describing:)))
    }
}
