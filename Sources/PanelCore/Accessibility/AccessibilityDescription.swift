/// What an element kind says about a node to assistive technology, with its texts kept as the
/// kind describes them (``AccessibilityText``): the one description from which both
/// ``AccessibilityInfo`` and the JSON backend's `accessibility` member are made.
///
/// ```swift
/// let description = AccessibilityDescription(role: .toggle, label: "On", hint: "Double tap to switch")
/// AccessibilityInfo(description).hint   // "Double tap to switch"
/// ```
package struct AccessibilityDescription: Sendable {
    /// The role.
    package var role: AccessibilityRole
    /// The label.
    package var label: String
    /// What acting on it does.
    package var hint: AccessibilityText?
    /// The value as it is read out.
    package var valueText: AccessibilityText?
    /// The value an increment moves to.
    package var increment: Double?
    /// The value a decrement moves to.
    package var decrement: Double?
    /// A dialog's description.
    package var description: String?
    /// The node that takes the focus first.
    package var initialFocus: NodeID?

    /// Creates the description.
    package init(
        role: AccessibilityRole, label: String, hint: AccessibilityText? = nil,
        valueText: AccessibilityText? = nil,
        increment: Double? = nil, decrement: Double? = nil, description: String? = nil,
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
}

extension AccessibilityInfo {
    /// The information a description gives, its texts written out.
    package init(_ description: AccessibilityDescription) {
        self.init(
            role: description.role, label: description.label, hint: description.hint?.string,
            valueText: description.valueText?.string, increment: description.increment.map(PanelValue.number),
            decrement: description.decrement.map(PanelValue.number), description: description.description,
            initialFocus: description.initialFocus)
    }
}
