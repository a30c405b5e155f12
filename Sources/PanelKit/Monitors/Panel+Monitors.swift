extension Panel {
    /// Records a number for the monitor `id` (see ``MonitorStore``): a store under the
    /// monitor lock, never an edit.
    ///
    /// ```swift
    /// try panel.record(59.8, for: "fps")
    /// ```
    public func record(_ value: Double, for id: NodeID) throws(ValueError) {
        try monitors.record(.number(value), for: id)
    }

    /// The writer of the monitor `id`, found once.
    ///
    /// ```swift
    /// let fps = try panel.monitor("fps")
    /// fps.record(59.8)
    /// ```
    public func monitor(_ id: NodeID) throws(ValueError) -> MonitorSource {
        try monitors.source(id)
    }
}

extension Panel {
    /// The document with every monitor's reading in its `samples` (a static document: what the
    /// text backends draw, what `render` and the HTML example show).
    ///
    /// ```swift
    /// try ASCIIRenderer().render(panel.documentWithReadings)
    /// ```
    public var documentWithReadings: PanelDocument {
        var document = self.document
        document.samples = monitors.readings
        return document
    }
}
