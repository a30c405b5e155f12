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
public enum DialogBuilder {
    /// Layout content inside the dialog.
    public static func buildExpression<Content: LayoutContent>(_ content: Content) -> [Node] {
        [content.node]
    }

    /// A button of the dialog.
    public static func buildExpression(_ button: DialogButton) -> [Node] {
        [button.node]
    }

    /// A node built elsewhere.
    public static func buildExpression(_ node: Node) -> [Node] {
        [node]
    }

    /// A string on its own does nothing in a dialog; wrap it in `Text`.
    @available(*, unavailable, message: "a dialog holds views, not strings: write Text(\"…\")")
    public static func buildExpression(_ text: String) -> [Node] { [] }

    /// A panel control does not go in a dialog.
    @available(
        *, unavailable,
        message: "controls live in a panel: put a PanelState in the dialog, or use DialogButton for actions"
    )
    public static func buildExpression<Content: PanelContent>(_ control: Content) -> [Node] { [] }

    /// The statements of a body, in order.
    public static func buildBlock(_ parts: [Node]...) -> [Node] {
        parts.flatMap { $0 }
    }

    /// An `if` without `else`.
    public static func buildOptional(_ part: [Node]?) -> [Node] {
        part ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [Node]) -> [Node] {
        part
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [Node]) -> [Node] {
        part
    }

    /// A `for … in` loop.
    public static func buildArray(_ parts: [[Node]]) -> [Node] {
        parts.flatMap { $0 }
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: [Node]) -> [Node] {
        part
    }
}
