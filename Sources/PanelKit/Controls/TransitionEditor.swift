/// An editor for a ``PanelCore/Transition`` property: an easing curve, a time spring or a physics
/// spring.
///
/// ```swift
/// TransitionEditor("transition", \.transition)
/// ```
public struct TransitionEditor<Model>: PanelContent {
    /// The item this editor contributes.
    ///
    /// ```swift
    /// TransitionEditor<Card>("appear", \.appear).item.name   // "appear"
    /// ```
    public let item: PanelItem<Model>

    /// Creates a transition editor named `name`, editing `keyPath`.
    ///
    /// ```swift
    /// TransitionEditor("appear", \.appearTransition)
    /// ```
    public init(_ name: String, _ keyPath: WritableKeyPath<Model, Transition>) {
        item = PanelItem(
            name: name, element: .transitionEditor(TransitionEditorElement(label: name)),
            binding: .keyPath(keyPath))
    }
}
