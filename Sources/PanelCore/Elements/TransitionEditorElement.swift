/// An editor for a Transition: easing curve, time spring or physics spring.
///
/// Properties: `label` (string).
///
/// ```swift
/// let element = Element.transitionEditor(TransitionEditorElement(label: "transition"))
/// ```
public struct TransitionEditorElement: Hashable, Sendable {
    /// The text shown beside the control.
    public var label: String

    /// Creates the element.
    ///
    /// ```swift
    /// TransitionEditorElement(label: "transition")
    /// ```
    public init(label: String) {
        self.label = label
    }

    init(reading reader: inout PropertyReader, name: String) {
        label = reader.string("label", default: name)
    }

    var properties: [String: PanelValue] { ["label": .string(label)] }
}
