import PanelJSON

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

    /// Saves the current values as a new preset, which becomes the active one (later edits
    /// change it), and returns its id (`preset-1`, `preset-2`, …). Saving changes no value
    /// and is not an undo step.
    ///
    /// ```swift
    /// let id = panel.savePreset(named: "Bouncy")
    /// ```
    @discardableResult
    public func savePreset(named name: String) -> String {
        savePreset(named: name, origin: .code, sender: nil)
    }

    func savePreset(named name: String, origin: ChangeOrigin, sender: String?) -> String {
        mutate { state in
            state.presets = state.currentPresets
            var id = "preset-\(state.nextPresetNumber)"
            while state.presets.contains(where: { $0.id == id }) {
                state.nextPresetNumber += 1
                id = "preset-\(state.nextPresetNumber)"
            }
            state.nextPresetNumber += 1
            state.presets.append(Preset(id: id, name: name, values: state.values))
            if state.savedBase == nil { state.savedBase = state.values }
            state.activePresetID = id
            state.post(origin: origin, edits: [], presetsChanged: true, sender: sender)
            return id
        }
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
        try loadPreset(id: id, origin: .preset, sender: nil)
    }

    func loadPreset(id: String, origin: ChangeOrigin, sender: String?) throws(ValueError) {
        try mutate { (state) throws(ValueError) in
            guard let preset = state.currentPresets.first(where: { $0.id == id }) else {
                throw ValueError("no preset \"\(id)\"", code: .unknownPreset)
            }
            let before = state.snapshot
            state.presets = before.presets
            if state.savedBase == nil { state.savedBase = state.values }
            state.activePresetID = id
            state.applyStateStep(before: before, target: preset.values, origin: origin, sender: sender)
        }
    }

    /// Leaves the active preset and restores the base values. One undo step (nothing
    /// happens when no preset is active).
    ///
    /// ```swift
    /// panel.clearActivePreset()
    /// ```
    public func clearActivePreset() {
        clearActivePreset(origin: .preset, sender: nil)
    }

    func clearActivePreset(origin: ChangeOrigin, sender: String?) {
        mutate { state in
            guard state.activePresetID != nil else { return }
            let before = state.snapshot
            state.presets = before.presets
            let base = state.savedBase ?? state.values
            state.savedBase = nil
            state.activePresetID = nil
            state.applyStateStep(before: before, target: base, origin: origin, sender: sender)
        }
    }

    /// Deletes a preset; deleting the active one also clears it (the base values come
    /// back). One undo step.
    ///
    /// ```swift
    /// try panel.deletePreset(id: "preset-1")
    /// ```
    public func deletePreset(id: String) throws(ValueError) {
        try deletePreset(id: id, origin: .preset, sender: nil)
    }

    func deletePreset(id: String, origin: ChangeOrigin, sender: String?) throws(ValueError) {
        try mutate { (state) throws(ValueError) in
            guard state.presets.contains(where: { $0.id == id }) else {
                throw ValueError("no preset \"\(id)\"", code: .unknownPreset)
            }
            let before = state.snapshot
            state.presets = before.presets.filter { $0.id != id }
            var target = state.values
            if state.activePresetID == id {
                target = state.savedBase ?? state.values
                state.savedBase = nil
                state.activePresetID = nil
            }
            state.applyStateStep(before: before, target: target, origin: origin, sender: sender)
        }
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
    public func copyInstructionText() -> String {
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

extension PanelStorage {
    /// Moves to `target` values after a preset operation whose state before was `before`:
    /// records one undo step and tells the observers (also when no value changed, as the
    /// presets did).
    mutating func applyStateStep(
        before: PresetSnapshot, target: ValueMap, origin: ChangeOrigin, sender: String?
    ) {
        let rulesBefore = ruleState()
        let edits = replaceValues(with: target)
        record(.state(before: before, after: snapshot))
        post(
            origin: origin, edits: edits, presetsChanged: true,
            isStructural: hasRules && ruleState() != rulesBefore, sender: sender)
    }
}
