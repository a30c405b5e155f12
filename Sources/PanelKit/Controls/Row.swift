/// Controls placed side by side in one row of a panel, such as a row of buttons.
///
/// A row compiles to a horizontal `stack` node (one cell between controls), the kind every
/// backend, the JSON Schema and other frontends already know, so a row needs nothing new
/// from them. A row is presentation only: it has no id, and the ids of its controls are
/// those of the folder around it (`Button("apply")` in a row in `Folder("actions")` is
/// `actions.apply`).
///
/// ```swift
/// Folder("actions") {
///     Row {
///         Button("apply")
///         Button("cancel")
///     }
/// }
/// // renders as: [ apply ] [ cancel ]
/// ```
public struct Row<Model>: PanelContent {
    /// The item this row contributes.
    ///
    /// ```swift
    /// Row<Card> { Toggle("bold", \.bold); Toggle("italic", \.italic) }.item.children.count   // 2
    /// ```
    public let item: PanelItem<Model>

    /// Creates a row of the controls `content` builds, `spacing` cells apart.
    ///
    /// ```swift
    /// Row(spacing: 2) {
    ///     Button("undo")
    ///     Button("redo")
    /// }
    /// ```
    public init(spacing: Int = 1, @PanelBuilder<Model> content: () -> [PanelItem<Model>]) {
        var item = PanelItem(
            name: "",
            element: .stack(
                StackElement(axis: .horizontal, spacing: max(0, spacing), verticalAlignment: .center)),
            children: content())
        item.isGrouping = true
        self.item = item
    }
}
