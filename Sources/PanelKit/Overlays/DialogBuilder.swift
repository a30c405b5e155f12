/// Collects a dialog's content: any layout content (`Text`, stacks, boxes) and
/// ``DialogButton``s. The buttons go in one row at the bottom of the card, in the order
/// written; everything else is the content above them.
///
/// `if`, `if`/`else`, `switch` (as in DDDialog's `switch $0 { case let .top(message): … }`)
/// and `for … in` all work. A string or a panel control on its own is a compile-time error
/// that says what to write instead.
///
/// ```swift
/// DialogCard("Delete photo?", message: "This cannot be undone.") {
///     DialogButton("Cancel", role: .cancel)
///     DialogButton("Delete", role: .destructive)
/// }
/// ```
@resultBuilder
public enum DialogBuilder: NodeListBuilder {
    /// What each statement of a dialog adds: the items the body is made of (see ``ListBuilder``).
    ///
    /// ```swift
    /// let item: DialogBuilder.Item
    /// ```
    public typealias Item = Node

    /// A button of the dialog (layout content and nodes are taken as ``NodeListBuilder`` says).
    ///
    /// ```swift
    /// DialogButton("Delete", role: .destructive)
    /// ```
    public static func buildExpression(_ button: DialogButton) -> [Node] {
        [button.node]
    }

    /// A string on its own does nothing in a dialog; wrap it in `Text`.
    ///
    /// ```swift
    /// Text("This cannot be undone.")   // not a bare string
    /// ```
    @available(*, unavailable, message: "a dialog holds views, not strings: write Text(\"…\")")
    public static func buildExpression(_ text: String) -> [Node] { [] }

    /// A panel control does not go in a dialog.
    ///
    /// ```swift
    /// DialogButton("Reset")   // not Button("reset")
    /// ```
    @available(
        *, unavailable,
        message: "controls live in a panel: put a PanelState in the dialog, or use DialogButton for actions"
    )
    public static func buildExpression<Content: PanelContent>(_ control: Content) -> [Node] { [] }
}
