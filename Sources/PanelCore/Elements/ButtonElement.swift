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
    public var label: String
    /// What the button does in a dialog, or `nil` for a default action.
    public var role: ButtonRole?

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

    init(reading reader: inout PropertyReader, name: String) {
        label = reader.string("label", default: name)
        role = reader.option("role", as: ButtonRole.self)
    }

    var properties: [String: PanelValue] {
        var out: [String: PanelValue] = ["label": .string(label)]
        if let role { out["role"] = .string(role.name) }
        return out
    }
}
