extension LiveSession {
    /// A session on a panel state for a screen of `width` × `height` cells.
    ///
    /// ```swift
    /// let session = LiveSession(card, width: 80, height: 24, colorDepth: .palette256)
    /// ```
    public convenience init<Model>(
        _ state: PanelState<Model>, width: Int, height: Int, colorDepth: ColorDepth
    ) {
        self.init(
            model: LiveTargetModel(.panel(state.panel)), width: width, height: height, colorDepth: colorDepth)
    }

    /// A session on a panel for a screen of `width` × `height` cells.
    ///
    /// ```swift
    /// let session = LiveSession(Panel(document), width: 80, height: 24, colorDepth: .sixteen)
    /// ```
    public convenience init(_ panel: Panel, width: Int, height: Int, colorDepth: ColorDepth) {
        self.init(model: LiveTargetModel(.panel(panel)), width: width, height: height, colorDepth: colorDepth)
    }

    /// A session on a host (its layout with its panels) for a screen of `width` × `height`
    /// cells.
    ///
    /// ```swift
    /// let session = LiveSession(host, width: 80, height: 24, colorDepth: .sixteen)
    /// ```
    package convenience init(_ host: PanelHost, width: Int, height: Int, colorDepth: ColorDepth) {
        self.init(model: LiveTargetModel(.host(host)), width: width, height: height, colorDepth: colorDepth)
    }
}
