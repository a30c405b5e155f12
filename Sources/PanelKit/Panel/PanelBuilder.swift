/// Collects the controls of a panel body or folder.
///
/// Every statement becomes a list of ``PanelItem``s right away (no nested generic tuples),
/// so bodies of any length type-check quickly and there is no limit on the number of
/// children. `if`, `if let`, `if`/`else`, `switch`, `for … in` and `#available` all work.
/// Writing a bare string or number in a body is a compile-time error that says what to
/// write instead.
///
/// ```swift
/// let state = PanelState("Card", initial: Card()) {
///     Slider("cornerRadius", \.cornerRadius, in: 0...48, step: 1)
///     if showsAdvanced {
///         Toggle("isEnabled", \.isEnabled)
///     }
///     for name in ["a", "b"] {
///         Button(name)
///     }
/// }
/// ```
@resultBuilder
public enum PanelBuilder<Model>: ListBuilder {
    /// What each statement of a panel body adds: the items the body is made of (see ``ListBuilder``).
    ///
    /// ```swift
    /// let item: PanelBuilder<Void>.Item
    /// ```
    public typealias Item = PanelItem<Model>

    /// One control, folder or modified item.
    ///
    /// ```swift
    /// Toggle("isEnabled", \.isEnabled)
    /// ```
    public static func buildExpression<Content: PanelContent>(_ content: Content) -> [PanelItem<Model>]
    where Content.Model == Model {
        [content.item]
    }

    /// A list of items computed elsewhere.
    ///
    /// ```swift
    /// let extras: [PanelItem<Card>] = [Toggle("isEnabled", \.isEnabled).item]
    /// extras
    /// ```
    public static func buildExpression(_ items: [PanelItem<Model>]) -> [PanelItem<Model>] {
        items
    }

    /// A string on its own does nothing in a panel; say which control should show it.
    ///
    /// ```swift
    /// Text("Title")   // error: a panel body holds controls, not text
    /// ```
    @available(
        *, unavailable,
        message:
            "a panel body holds controls, not text: bind a String with TextField(\"name\", \\.property), use .label(\"…\") to change a control's title, or Folder(\"name\") { … } to group controls"
    )
    public static func buildExpression(_ text: String) -> [PanelItem<Model>] { [] }

    /// A number on its own does nothing in a panel; bind it with a slider.
    ///
    /// ```swift
    /// Slider("opacity", \.opacity, in: 0...1)   // not a bare 0.5
    /// ```
    @available(
        *, unavailable,
        message:
            "a panel body holds controls, not numbers: bind a number with Slider(\"name\", \\.property, in: 0...1)"
    )
    public static func buildExpression(_ number: Double) -> [PanelItem<Model>] { [] }

    /// A number on its own does nothing in a panel; bind it with a slider.
    ///
    /// ```swift
    /// Slider("count", \.count, in: 0...10, step: 1)   // not a bare 3
    /// ```
    @available(
        *, unavailable,
        message:
            "a panel body holds controls, not numbers: bind a number with Slider(\"name\", \\.property, in: 0...10, step: 1)"
    )
    public static func buildExpression(_ number: Int) -> [PanelItem<Model>] { [] }

    /// Layout content (stacks, text, boxes, screens) does not go in a panel body.
    ///
    /// ```swift
    /// PanelHost { ZStack { PanelRoot(position: .bottomRight) } }   // layout goes in a host
    /// ```
    @available(
        *, unavailable,
        message:
            "a panel body holds controls, not layout: show the panel in a layout with a PanelRoot in a PanelHost"
    )
    public static func buildExpression<Content: LayoutContent>(_ content: Content) -> [PanelItem<Model>] {
        []
    }
}
