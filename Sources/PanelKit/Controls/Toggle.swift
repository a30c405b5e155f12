/// An on/off switch bound to a `Bool` property.
///
/// ```swift
/// Toggle("isEnabled", \.isEnabled)
/// ```
public struct Toggle<Model>: PanelContent {
    /// The item this toggle contributes.
    ///
    /// ```swift
    /// Toggle<Card>("isEnabled", \.isEnabled).item.name   // "isEnabled"
    /// ```
    public let item: PanelItem<Model>

    /// Creates a toggle named `name`, editing `keyPath`.
    ///
    /// ```swift
    /// Toggle("showsGrid", \.showsGrid)
    /// ```
    public init(_ name: String, _ keyPath: WritableKeyPath<Model, Bool>) {
        item = PanelItem(name: name, element: .toggle(ToggleElement(label: name)), binding: .keyPath(keyPath))
    }
}
