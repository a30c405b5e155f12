/// A button that triggers an action. The panel's `onAction` receives the button's dotted
/// path: `Button("shuffle")` inside `Folder("motion")` is delivered as `motion.shuffle`.
///
/// ```swift
/// Folder("actions") {
///     Button("shuffle")
///     Button("resetLayout")
/// }
/// ```
public struct Button<Model>: PanelContent {
    /// The item this button contributes.
    ///
    /// ```swift
    /// Button<Card>("reset").item.name   // "reset"
    /// ```
    public let item: PanelItem<Model>

    /// Creates a button named `name`.
    ///
    /// ```swift
    /// Button("shuffle")
    /// ```
    public init(_ name: String) {
        item = PanelItem(name: name, element: .button(ButtonElement(label: name)))
    }
}
