extension PanelState {
    /// Binds the monitors the controls read from the model and records their first values.
    func bindMonitors(_ bindings: [(id: NodeID, binding: MonitorBinding<Model>)], initial: Model) {
        monitorBindings.bind(bindings, in: panel.monitors)
        monitorBindings.record(initial)
    }

    /// The writer of the monitor `id`: find it once, record every frame.
    ///
    /// Throws when no monitor has this id.
    ///
    /// ```swift
    /// let energy = try state.monitor("energy")
    /// energy.record(1.5)
    /// ```
    public func monitor(_ id: NodeID) throws(ValueError) -> MonitorSource {
        try panel.monitors.source(id)
    }

    /// Records a number for the monitor `id`, a value the model does not hold (a monitor bound
    /// to a key path records at each ``update(undoable:_:)`` by itself). Never an undo step,
    /// never an unsaved change, never a revision.
    ///
    /// ```swift
    /// try state.record(1.5, for: "energy")
    /// ```
    public func record(_ value: Double, for id: NodeID) throws(ValueError) {
        try panel.monitors.record(.number(value), for: id)
    }

    /// Records a text or boolean for the monitor `id`.
    ///
    /// ```swift
    /// try state.record(.text("running"), for: "phase")
    /// ```
    public func record(_ value: MonitorReading.Value, for id: NodeID) throws(ValueError) {
        try panel.monitors.record(value, for: id)
    }
}
