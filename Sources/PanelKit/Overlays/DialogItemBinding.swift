/// An optional dialog item that presents the dialog it describes (DDDialog's
/// `item: $dialog`): setting an item presents it (replacing the shown item of the same type,
/// reason `replaced`), setting `nil` dismisses it (reason `code`), and every dismissal writes
/// `nil` back.
///
/// ```swift
/// let dialog = dialogs.item(MyDialog.self)
/// dialog.wrappedValue = .bottom(message: "Example bottom dialog is showing")
/// ```
public struct DialogItemBinding<Item: Dialog>: Sendable {
    let presenter: DialogPresenter

    /// The shown item, or `nil`.
    ///
    /// ```swift
    /// let dialog = dialogs.item(MyDialog.self)
    /// dialog.wrappedValue = .top(message: "Saved")
    /// dialog.wrappedValue = nil   // dismisses it
    /// ```
    public var wrappedValue: Item? {
        get { presenter.currentItem(Item.self) }
        nonmutating set { presenter.setItem(newValue) }
    }
}
