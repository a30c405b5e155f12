/// A colour well bound to a `String` property holding a hex colour (`#RGB`, `#RRGGBB` or
/// `#RRGGBBAA`). Edits store the canonical upper-case form and keep alpha.
///
/// ```swift
/// ColorPicker("fill", \.fill)    // var fill = "#F97316"
/// ```
public struct ColorPicker<Model>: PanelContent {
    /// The item this colour picker contributes.
    ///
    /// ```swift
    /// ColorPicker<Card>("tint", \.tint).item.name   // "tint"
    /// ```
    public let item: PanelItem<Model>

    /// Creates a colour picker named `name`, editing `keyPath`.
    ///
    /// ```swift
    /// ColorPicker("shadow", \.shadowColor)
    /// ```
    public init(_ name: String, _ keyPath: WritableKeyPath<Model, String>) {
        item = PanelItem(
            name: name, element: .colorPicker(ColorPickerElement(label: name)), binding: .keyPath(keyPath))
    }
}
