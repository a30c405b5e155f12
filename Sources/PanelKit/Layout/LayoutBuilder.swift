/// Collects the children of a stack, box or screen.
///
/// Every statement becomes a list of nodes at once (no nested generic tuples), so bodies of
/// any length type-check quickly and there is no limit on the number of children. `if`,
/// `if let`, `if`/`else`, `switch`, `for … in` and `#available` all work. Live panels are
/// shown by a ``PanelRoot`` in a ``PanelHost``; writing a panel's state, a bare string, or a
/// control outside a panel is a compile-time error that says what to write instead.
///
/// ```swift
/// let rows = [("Framework", "PanelKit"), ("Platform", "Linux")]
/// let list = VStack {
///     for (title, value) in rows {
///         HStack(spacing: 1) {
///             Text(title)
///             Spacer()
///             Text(value)
///         }
///         Divider()
///     }
/// }
/// ```
@resultBuilder
public enum LayoutBuilder: NodeListBuilder {
    /// What each statement of a stack, box or screen adds: the items the body is made of (see ``ListBuilder``).
    ///
    /// ```swift
    /// let item: LayoutBuilder.Item
    /// ```
    public typealias Item = Node

    /// A string on its own does nothing in a layout; wrap it in `Text`.
    ///
    /// ```swift
    /// Text("Hello")   // not a bare "Hello"
    /// ```
    @available(*, unavailable, message: "a layout holds views, not strings: write Text(\"…\")")
    public static func buildExpression(_ text: String) -> [Node] { [] }

    /// A control belongs in a panel body, not directly in a layout.
    ///
    /// ```swift
    /// PanelRoot(position: .bottomRight)   // not Slider(…): a host shows the panels
    /// ```
    @available(
        *, unavailable,
        message:
            "controls live in a panel: declare them in PanelState(\"name\", initial: …) { … } and show it with a PanelRoot in a PanelHost"
    )
    public static func buildExpression<Content: PanelContent>(_ control: Content) -> [Node] { [] }

    /// A button belongs in a panel body too. Written in a layout, nothing says what its panel's
    /// model is; this overload gives it one so that the message says where buttons go (rather
    /// than that a generic parameter could not be inferred).
    ///
    /// ```swift
    /// PanelState("Profile", initial: Profile()) { Button("follow") }   // not Button("follow") in an HStack
    /// ```
    @available(
        *, unavailable,
        message:
            "controls live in a panel: declare them in PanelState(\"name\", initial: …) { … } and show it with a PanelRoot in a PanelHost"
    )
    public static func buildExpression(_ button: Button<Never>) -> [Node] { [] }

    /// A constraint belongs in a `.constraints { c in … }` block.
    ///
    /// ```swift
    /// Box("Details").constraints { c in c.top == c.parent.top }
    /// ```
    @available(
        *, unavailable, message: "constraints go inside .constraints { c in … } on the node they place"
    )
    public static func buildExpression(_ constraint: AnchorConstraint) -> [Node] { [] }
}
