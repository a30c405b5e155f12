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

extension SpringEditorElement: AnimationEditorKind {
    package typealias Animation = Spring

    package static let kind = "springEditor"

    package var element: Element { .springEditor(self) }
}
