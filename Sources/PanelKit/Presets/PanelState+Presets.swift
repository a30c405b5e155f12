extension PanelState {
    /// The saved presets, in the order saved (see ``Panel/presets``).
    ///
    /// ```swift
    /// card.presets.map(\.name)   // ["Bouncy"]
    /// ```
    public var presets: [Preset] { panel.presets }

    /// The id of the preset being edited, or `nil` when edits change the base values.
    ///
    /// ```swift
    /// card.activePresetID   // "preset-1"
    /// ```
    public var activePresetID: String? { panel.activePresetID }

    /// Saves the current values as a new, active preset and returns its id; with
    /// `replacing`, over the preset of that name when there is one (see
    /// ``Panel/savePreset(named:replacing:)``).
    ///
    /// ```swift
    /// let id = try card.savePreset(named: "Bouncy")
    /// ```
    @discardableResult
    public func savePreset(named name: String, replacing: Bool = false) throws(ValueError) -> String {
        try panel.savePreset(named: name, replacing: replacing)
    }

    /// Gives a preset a new name (see ``Panel/renamePreset(id:to:)``).
    ///
    /// ```swift
    /// try card.renamePreset(id: id, to: "Fast")
    /// ```
    public func renamePreset(id: String, to name: String) throws(ValueError) {
        try panel.renamePreset(id: id, to: name)
    }

    /// Loads a preset: its values become current and it becomes the active preset.
    ///
    /// ```swift
    /// try card.loadPreset(id: id)
    /// ```
    public func loadPreset(id: String) throws(ValueError) { try panel.loadPreset(id: id) }

    /// Leaves the active preset and restores the base values.
    ///
    /// ```swift
    /// card.clearActivePreset()
    /// ```
    public func clearActivePreset() { panel.clearActivePreset() }

    /// Deletes a preset (clearing it first when it is the active one).
    ///
    /// ```swift
    /// try card.deletePreset(id: id)
    /// ```
    public func deletePreset(id: String) throws(ValueError) { try panel.deletePreset(id: id) }

    /// A prompt block plus the values as JSON, to paste into a conversation or an issue.
    ///
    /// ```swift
    /// print(card.copyInstructionText())
    /// ```
    public func copyInstructionText() -> String { panel.copyInstructionText() }

    /// Puts a control back to its declared initial value (every control when `id` is
    /// `nil`); one undo step.
    ///
    /// ```swift
    /// try card.reset(id: "cornerRadius")
    /// ```
    @discardableResult
    public func reset(id: NodeID? = nil) throws(ValueError) -> PanelValue? { try panel.reset(id) }

    /// Undoes the last committed edit or preset step; returns whether there was one.
    ///
    /// ```swift
    /// card.undo()
    /// ```
    @discardableResult
    public func undo() -> Bool { panel.undo() }

    /// Redoes the last undone step; returns whether there was one.
    ///
    /// ```swift
    /// card.redo()
    /// ```
    @discardableResult
    public func redo() -> Bool { panel.redo() }

    /// A stream of every value change from now on (see ``Panel/changes``).
    ///
    /// ```swift
    /// for await change in card.changes { print(change) }
    /// ```
    public var changes: AsyncStream<PanelChange> { panel.changes }

    /// Calls `handler` with every update until the observation is cancelled or released.
    ///
    /// ```swift
    /// let observation = card.observe { update in print(update.revision) }
    /// ```
    public func observe(_ handler: @escaping @Sendable (PanelUpdate) -> Void) -> PanelObservation {
        panel.observe(handler)
    }
}
