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

extension TransitionEditorElement: AnimationEditorKind {
    package typealias Animation = Transition

    package static let kind = "transitionEditor"

    package var element: Element { .transitionEditor(self) }
}
