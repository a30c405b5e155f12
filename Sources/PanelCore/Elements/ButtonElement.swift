/// A button that triggers an action; the action's path is the node's id (`motion.shuffle`).
///
/// Properties: `label` (string).
///
/// ```swift
/// let element = Element.button(ButtonElement(label: "shuffle"))
/// ```
public struct ButtonElement: Hashable, Sendable {
    /// The text shown beside the control.
    public var label: String

    /// Creates the element.
    ///
    /// ```swift
    /// ButtonElement(label: "shuffle")
    /// ```
    public init(label: String) {
        self.label = label
    }

    init(reading reader: inout PropertyReader, name: String) {
        label = reader.string("label", default: name)
    }

    var properties: [String: PanelValue] { ["label": .string(label)] }
}
