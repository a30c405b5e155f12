@_spi(Internals) import PanelJSON

extension Panel {
    /// The saved presets, in the order saved; the active one holds the current values.
    ///
    /// ```swift
    /// panel.presets.map(\.name)   // ["Bouncy", "Calm"]
    /// ```
    public var presets: [Preset] { storage.withLock { $0.currentPresets } }

    /// The id of the preset being edited, or `nil` when edits change the base values.
    ///
    /// ```swift
    /// panel.activePresetID   // "preset-1"
    /// ```
    public var activePresetID: String? { storage.withLock { $0.activePresetID } }

    /// The base values: what ``clearActivePreset()`` restores.
    ///
    /// ```swift
    /// panel.baseValues["radius"]
    /// ```
    public var baseValues: ValueMap { storage.withLock { $0.baseValues } }

    /// The bounds on what this panel holds (presets, preset name length, edit gestures in
    /// progress); reaching one is refused with `limit_reached`. See ``PanelLimits``.
    ///
    /// ```swift
    /// panel.limits.presets = 20
    /// ```
    public var limits: PanelLimits {
        get { storage.withLock { $0.limits } }
        set { storage.withLock { $0.limits = newValue } }
    }

    /// Saves the current values as a new preset, which becomes the active one (later edits
    /// change it), and returns its id (`preset-1`, `preset-2`, …). Saving changes no value
    /// and is not an undo step.
    ///
    /// With `replacing`, a preset that already has this name takes the current values
    /// instead and keeps its id (one undo step, as its old values are replaced); without one
    /// of that name, a new preset is saved.
    ///
    /// Throws `limit_reached` when the panel already holds ``PanelLimits/presets`` presets
    /// or the name is longer than ``PanelLimits/presetNameBytes``.
    ///
    /// ```swift
    /// let id = try panel.savePreset(named: "Bouncy")
    /// try panel.savePreset(named: "Bouncy", replacing: true) == id   // true
    /// ```
    @discardableResult
    public func savePreset(named name: String, replacing: Bool = false) throws(ValueError) -> String {
        try apply(.savePreset(named: name, replacing: replacing)).presetID ?? ""
    }

    /// Gives a preset a new name; one undo step.
    ///
    /// Throws `unknown_preset` when there is no such preset, `limit_reached` when the name is
    /// longer than ``PanelLimits/presetNameBytes``.
    ///
    /// ```swift
    /// try panel.renamePreset(id: "preset-1", to: "Fast")
    /// ```
    public func renamePreset(id: String, to name: String) throws(ValueError) {
        try apply(.renamePreset(id: id, to: name))
    }

    /// Loads a preset: its values become current and it becomes the active preset (edits
    /// now change it). One undo step.
    ///
    /// Throws `unknown_preset` when there is no such preset.
    ///
    /// ```swift
    /// try panel.loadPreset(id: "preset-1")
    /// ```
    public func loadPreset(id: String) throws(ValueError) {
        try apply(.loadPreset(id: id))
    }

    /// Leaves the active preset and restores the base values. One undo step (nothing
    /// happens when no preset is active).
    ///
    /// ```swift
    /// panel.clearActivePreset()
    /// ```
    public func clearActivePreset() {
        // Clearing cannot fail (it does nothing when no preset is active).
        _ = try? apply(.clearActivePreset)
    }

    /// Deletes a preset; deleting the active one also clears it (the base values come
    /// back). One undo step.
    ///
    /// ```swift
    /// try panel.deletePreset(id: "preset-1")
    /// ```
    public func deletePreset(id: String) throws(ValueError) {
        try apply(.deletePreset(id: id))
    }

    /// A block of text to paste into a conversation or an issue: a short instruction, then
    /// the panel's values as pretty JSON keyed by id (DialKit's "copy" button).
    ///
    /// ```swift
    /// print(panel.copyInstructionText())
    /// // Apply these tuned values for the "Card" panel. Each key is a control id; …
    /// // {
    /// //   "radius": 24,
    /// // …
    /// ```
    package func copyInstructionText() -> String {
        let (name, values, preset) = storage.withLock { state in
            (
                state.name, state.values,
                state.activePresetID.flatMap { id in state.presets.first { $0.id == id }?.name }
            )
        }
        var text = "Apply these tuned values for the \"\(name)\" panel"
        if let preset { text += " (preset \"\(preset)\")" }
        text += ". Each key is a control id; keep the ids, and update the code's initial values to match.\n\n"
        text += Panel.prettyJSON(values)
        return text
    }

    /// `values` as a pretty JSON object, keys sorted.
    static func prettyJSON(_ values: ValueMap) -> String {
        var object: [String: PanelValue] = [:]
        for (id, value) in values { object[id.rawValue] = value }
        var writer = JSONWriter(pretty: true)
        writer.write(.object(object))
        return String(decoding: writer.bytes, as: UTF8.self) + "\n"
    }
}
