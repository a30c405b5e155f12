/// A single-line text field bound to a `String` property.
///
/// ```swift
/// TextField("title", \.title, placeholder: "Title")
/// ```
public struct TextField<Model>: PanelContent {
    /// The item this field contributes.
    ///
    /// ```swift
    /// TextField<Card>("title", \.title).item.name   // "title"
    /// ```
    public let item: PanelItem<Model>

    /// Creates a text field named `name`, editing `keyPath`, with an optional placeholder.
    ///
    /// ```swift
    /// TextField("subtitle", \.subtitle)
    /// ```
    public init(_ name: String, _ keyPath: WritableKeyPath<Model, String>, placeholder: String? = nil) {
        item = PanelItem(
            name: name, element: .textField(TextFieldElement(label: name, placeholder: placeholder)),
            binding: .keyPath(keyPath))
    }
}
