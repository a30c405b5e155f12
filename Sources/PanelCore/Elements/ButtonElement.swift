/// A button that triggers an action; the action's path is the node's id (`motion.shuffle`).
///
/// Properties: `label` (string), `role` (`cancel` or `destructive`, optional: what the button
/// does in a dialog).
///
/// ```swift
/// let element = Element.button(ButtonElement(label: "shuffle"))
/// ```
public struct ButtonElement: Hashable, Sendable {
    /// The text shown beside the control.
    ///
    /// ```swift
    /// ButtonElement(label: "Delete").label   // "Delete"
    /// ```
    public var label: String
    /// What the button does in a dialog, or `nil` for a default action.
    ///
    /// ```swift
    /// ButtonElement(label: "Delete", role: .destructive).role   // .destructive
    /// ```
    package var role: ButtonRole?

    /// Creates the element.
    ///
    /// ```swift
    /// ButtonElement(label: "shuffle")
    /// ButtonElement(label: "Delete", role: .destructive)
    /// ```
    public init(label: String, role: ButtonRole? = nil) {
        self.label = label
        self.role = role
    }
}

extension ButtonElement: LabelledKind {
    package static let kind = "button"
    /// A button needs an id (triggered by its id).
    package var needsID: Bool { true }
    package static let propertyNames = ["label", "role"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        label = reader.string("label", default: name())
        role = reader.option("role", as: ButtonRole.self)
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        writer.write("label", string: label)
        if let role { writer.write("role", string: role.name) }
    }

    package var element: Element { .button(self) }

    @inline(never)
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        let hint: AccessibilityHint? =
            switch role {
            case .some(.cancel): "Dismisses the dialog"
            case .some(.destructive): "Cannot be undone"
            default: nil
            }
        return AccessibilityDescription(role: .button, label: label, hint: hint)
    }
}
