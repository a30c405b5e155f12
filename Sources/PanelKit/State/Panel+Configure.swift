extension Panel {
    /// Replaces the controls at run time (DialKit's `configure`): values that still fit are
    /// kept (clamped or snapped into a changed range), values that no longer fit are reset
    /// to `initial`'s (or the control's default), new controls take `initial`'s values,
    /// values of removed controls are dropped, and every preset is normalised the same way.
    /// One undo step (undo restores the values and presets, under the new controls);
    /// frontends get a new snapshot. Returns what changed.
    ///
    /// ```swift
    /// let report = panel.configure(newDocument)
    /// print(report)   // "radius: clamped 60 → 48"
    /// ```
    @discardableResult
    public func configure(_ document: PanelDocument, name: String? = nil) -> ConfigurationReport {
        configure(root: document.root, initial: document.values, name: name, prepare: nil)
    }

    /// Configures the panel; `prepare` runs first, under the lock (a typed state swaps its
    /// bindings there).
    func configure(root: Node, initial: ValueMap, name: String?, prepare: (() -> Void)?)
        -> ConfigurationReport
    {
        // A configuration cannot fail.
        let edit = PanelEdit.configure(PanelDocument(root: root, values: initial), name: name)
        let report = try? apply(edit, origin: .configure, sender: nil, prepare: prepare) { outcome, _, _ in
            outcome.report
        }
        monitors.configure(root: root)
        return (report ?? nil) ?? ConfigurationReport()
    }
}
