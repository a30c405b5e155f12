extension LayoutBuilder {
    /// A panel's state is not layout content: its tree alone would be a copy of its controls
    /// without their values, and edits made there would not reach it. A layout shows live
    /// panels through a ``PanelRoot`` inside a ``PanelHost``, which binds each panel (its
    /// values, its edits, its ids under its key).
    ///
    /// ```swift
    /// let host = PanelHost(panels: [card.panel]) {
    ///     VStack {
    ///         Text("Preview")
    ///         PanelRoot(mode: .inline)
    ///     }
    /// }
    /// ```
    @available(
        *, unavailable,
        message:
            "a PanelState in a layout would be a copy without its values: write PanelRoot() in the layout and show it with PanelHost { … } (the shared store's panels) or PanelHost(panels: [state.panel]) { … }"
    )
    public static func buildExpression<Model>(_ state: PanelState<Model>) -> [Node] { [] }
}
