/// What assistive technology says about one node, as data every frontend can map to its
/// platform (UIAccessibility, ARIA, AT-SPI): role, label, hint, value text, the values an
/// increment or decrement moves to, and for a dialog its description and initial focus.
///
/// Primitive form (the `accessibility` member the JSON backend writes on every node with an
/// id): an object with `role` and `label`, and `hint`, `valueText`, `increment`,
/// `decrement`, `description`, `initialFocus` when present.
///
/// ```swift
/// let info = Accessibility.info(for: sliderNode, value: 24)
/// info?.valueText   // "24 pt"
/// info?.increment   // 25
/// ```
package struct AccessibilityInfo: Hashable, Sendable {
    /// The role.
    package var role: AccessibilityRole
    /// The label: a control's label, a dialog's title.
    package var label: String
    /// What acting on it does.
    package var hint: String?
    /// The value as it is read out, with its unit.
    package var valueText: String?
    /// The value an increment moves to (a slider's next step or stop), or `nil` at the end.
    package var increment: PanelValue?
    /// The value a decrement moves to, or `nil` at the start.
    package var decrement: PanelValue?
    /// A dialog's description (its message).
    package var description: String?
    /// The node that takes the focus first (a dialog's least destructive button).
    package var initialFocus: NodeID?

    /// Creates the information.
    ///
    /// ```swift
    /// AccessibilityInfo(role: .button, label: "Delete", hint: "Cannot be undone")
    /// ```
    package init(
        role: AccessibilityRole, label: String, hint: String? = nil, valueText: String? = nil,
        increment: PanelValue? = nil, decrement: PanelValue? = nil, description: String? = nil,
        initialFocus: NodeID? = nil
    ) {
        self.role = role
        self.label = label
        self.hint = hint
        self.valueText = valueText
        self.increment = increment
        self.decrement = decrement
        self.description = description
        self.initialFocus = initialFocus
    }

    /// The primitive form.
    package var panelValue: PanelValue {
        var out: [String: PanelValue] = ["role": .string(role.name), "label": .string(label)]
        if let hint { out["hint"] = .string(hint) }
        if let valueText { out["valueText"] = .string(valueText) }
        if let increment { out["increment"] = increment }
        if let decrement { out["decrement"] = decrement }
        if let description { out["description"] = .string(description) }
        if let initialFocus { out["initialFocus"] = .string(initialFocus.rawValue) }
        return .object(out)
    }
}
