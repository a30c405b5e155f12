/// What an element kind says about a node to assistive technology, with its texts kept as the
/// kind describes them (``AccessibilityText``): the one description from which both
/// ``AccessibilityInfo`` and the JSON backend's `accessibility` member are made.
///
/// Made with its memberwise initializer, inside `PanelCore` (by the element kinds).
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
    /// What acting on it does (nothing to release: every kind's hint is a constant or a
    /// phrase).
    package var hint: AccessibilityHint? = nil
    /// The value as it is read out.
    package var valueText: AccessibilityText? = nil
    /// The value an increment moves to.
    package var increment: Double? = nil
    /// The value a decrement moves to.
    package var decrement: Double? = nil
    /// A dialog's description and initial focus, together in one optional: a description of
    /// any other kind holds neither, so destroying it tests one tag instead of releasing two
    /// strings. (Read as this stored property where a description is borrowed: a computed
    /// one would copy the whole description first.)
    package var dialog: DialogMembers? = nil
    /// Whether this is ``skipped``: a node assistive technology skips (a layout node).
    package var isSkipped = false

    /// What only a dialog says.
    package struct DialogMembers: Sendable {
        /// The dialog's description.
        package var description: String?
        /// The node that takes the focus first.
        package var initialFocus: NodeID?
    }

    /// A dialog's description.
    package var description: String? { dialog?.description }

    /// The node that takes the focus first.
    package var initialFocus: NodeID? { dialog?.initialFocus }

    /// What a kind says about a node that assistive technology skips (a stack, a spacer): no
    /// description (``Accessibility/description(at:value:)`` gives `nil`).
    package static let skipped = AccessibilityDescription(role: .group, label: "", isSkipped: true)
}

extension AccessibilityInfo {
    /// The information a description gives, its texts written out.
    package init(_ description: AccessibilityDescription) {
        self.init(
            role: description.role, label: description.label, hint: description.hint?.text.string,
            valueText: description.valueText?.string, increment: description.increment.map(PanelValue.number),
            decrement: description.decrement.map(PanelValue.number), description: description.description,
            initialFocus: description.initialFocus)
    }
}
