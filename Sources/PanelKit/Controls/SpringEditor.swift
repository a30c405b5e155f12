/// An editor for a ``PanelCore/Spring`` property, switching between time (duration, bounce) and
/// physics (stiffness, damping, mass) forms.
///
/// ```swift
/// SpringEditor("spring", \.spring)
/// ```
public struct SpringEditor<Model>: PanelContent {
    /// The item this editor contributes.
    ///
    /// ```swift
    /// SpringEditor<Card>("bounce", \.bounce).item.name   // "bounce"
    /// ```
    public let item: PanelItem<Model>

    /// Creates a spring editor named `name`, editing `keyPath`.
    ///
    /// ```swift
    /// SpringEditor("bounce", \.bounceSpring)
    /// ```
    public init(_ name: String, _ keyPath: WritableKeyPath<Model, Spring>) {
        item = PanelItem(
            name: name, element: .springEditor(SpringEditorElement(label: name)), binding: .keyPath(keyPath))
    }
}
