/// A Bool that presents one dialog (DDDialog's `isPresented: $flag`): reading it says whether
/// the dialog is shown, writing `true` presents it and `false` dismisses it (reason `code`).
/// Every dismissal, from anywhere, writes `false` back: in a ``PanelHost`` the dialog's state is
/// the host's values, which the presenter reads (see ``DialogPresenter``).
///
/// ```swift
/// let confirm = dialogs.binding("confirm")
/// confirm.isPresented = true
/// VStack { Text("Card") }.dialog(isPresented: confirm) { DialogButton("OK", role: .cancel) }
/// ```
public struct PresentationBinding: Sendable {
    /// The dialog's id.
    ///
    /// ```swift
    /// dialogs.binding("confirm").id   // "confirm"
    /// ```
    package let id: NodeID
    let presenter: DialogPresenter

    /// Whether the dialog is shown.
    ///
    /// ```swift
    /// let confirm = dialogs.binding("confirm")
    /// confirm.isPresented = true   // shows it
    /// ```
    public var isPresented: Bool {
        get { presenter.isPresented(id) }
        nonmutating set {
            if newValue { presenter.present(id) } else { presenter.dismiss(id, reason: .code) }
        }
    }
}
