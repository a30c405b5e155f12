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
        mutate { state in
            prepare?()
            let before = state.snapshot
            let fresh = PanelStorage(name: name ?? state.name, root: root, values: initial)
            var report = ConfigurationReport()
            let values = fresh.reconcile(
                fresh.migrateRenames(state.values, preset: nil, report: &report), fallback: fresh.initial,
                preset: nil, report: &report)
            let presets = before.presets.map {
                Preset(
                    id: $0.id, name: $0.name,
                    values: fresh.reconcile(
                        fresh.migrateRenames($0.values, preset: $0.id, report: &report),
                        fallback: fresh.initial,
                        preset: $0.id, report: &report))
            }
            var ignored = ConfigurationReport()
            let savedBase = state.savedBase.map {
                fresh.reconcile(
                    fresh.migrateRenames($0, preset: nil, report: &ignored), fallback: fresh.initial,
                    preset: nil,
                    report: &ignored)
            }
            state.name = fresh.name
            state.root = fresh.root
            state.nodes = fresh.nodes
            state.valueIDs = fresh.valueIDs
            state.controls = fresh.controls
            state.rules = fresh.rules
            state.validationReport = fresh.validationReport
            state.initial = fresh.initial
            state.collapsed = state.collapsed.filter {
                if case .folder? = fresh.nodes[$0.key]?.element { return true }
                return false
            }
            state.gestures = [:]
            state.presets = presets
            state.savedBase = savedBase
            // Every value goes to the (new) model, changed or not.
            var edits: [UndoStep.Edit] = []
            for (id, value) in values {
                let old = state.values[id]
                if let sink = state.sink { try? sink.write(value, for: id) }
                if old != value { edits.append(UndoStep.Edit(id: id, old: old ?? .null, new: value)) }
            }
            state.values = values
            state.record(.state(before: before, after: state.snapshot))
            state.post(origin: .configure, edits: edits, presetsChanged: true, isStructural: true)
            return report
        }
    }
}
