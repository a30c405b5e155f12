extension LiveTerminal {
    /// Opens the live session on a panel state and returns when the person quits.
    ///
    /// Throws when standard input or output is not a terminal.
    ///
    /// ```swift
    /// try LiveTerminal.run(card)
    /// ```
    @discardableResult
    public static func run<Model>(_ state: PanelState<Model>, options: Options = Options())
        throws(LiveTerminalError)
        -> Outcome
    {
        try run(LiveTargetModel(.panel(state.panel)), options: options)
    }

    /// Opens the live session on a panel (for example one read from JSON) and returns when the
    /// person quits.
    ///
    /// ```swift
    /// let panel = Panel(try TreeDecoder().decode(text))
    /// try LiveTerminal.run(panel)
    /// ```
    @discardableResult
    public static func run(_ panel: Panel, options: Options = Options()) throws(LiveTerminalError)
        -> Outcome
    {
        try run(LiveTargetModel(.panel(panel)), options: options)
    }

    /// Opens the live session on every panel of a store (`PanelStore.shared` by default) and
    /// returns when the person quits; panels registered later appear when the screen is next
    /// laid out.
    ///
    /// ```swift
    /// try LiveTerminal.run(PanelStore.shared)
    /// ```
    @discardableResult
    package static func run(_ store: PanelStore, options: Options = Options()) throws(LiveTerminalError)
        -> Outcome
    {
        try run(LiveTargetModel(.store(store)), options: options)
    }

    /// Opens the live session on a host: its layout with its panels in its bound roots (inline,
    /// or in the drawer with the floating button), and returns when the person quits. Edits go
    /// to the panel they belong to; the drawer's state is the host's.
    ///
    /// ```swift
    /// let host = PanelHost { ZStack { Box("Preview") { Text("card") }; PanelRoot(storageID: "card") } }
    /// try LiveTerminal.run(host)
    /// ```
    @discardableResult
    public static func run(_ host: PanelHost, options: Options = Options()) throws(LiveTerminalError)
        -> Outcome
    {
        try run(LiveTargetModel(.host(host)), options: options)
    }
}
