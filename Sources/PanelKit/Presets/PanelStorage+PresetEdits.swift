/// The preset cases of ``PanelEdit`` applied to the state: save (by name, over one of the
/// same name), rename, load, clear the active preset and delete; each returns its outcome.
extension PanelStorage {
    @inline(never)
    mutating func savePreset(
        named name: String, replacing: Bool, origin: ChangeOrigin, sender: String?
    ) throws(ValueError) -> PanelOutcome {
        try limits.check(presetName: name)
        if replacing, let existing = presets.first(where: { $0.name == name }) {
            // Over the preset of that name: it keeps its id and place, takes the current
            // values and becomes active (one undo step, as its old values are gone).
            let before = snapshot
            presets = before.presets
            if let index = presets.firstIndex(where: { $0.id == existing.id }) {
                presets[index].values = values
            }
            if savedBase == nil { savedBase = values }
            activePresetID = existing.id
            return applyStateStep(before: before, target: values, origin: origin, sender: sender)
                .naming(preset: existing.id)
        }
        guard presets.count < limits.presets else {
            throw ValueError(
                "a panel keeps at most \(limits.presets) presets; delete one or save over one by name",
                code: .limitReached)
        }
        let before = presets
        presets = currentPresets
        var id = "preset-\(nextPresetNumber)"
        while presets.contains(where: { $0.id == id }) {
            nextPresetNumber += 1
            id = "preset-\(nextPresetNumber)"
        }
        nextPresetNumber += 1
        presets.append(Preset(id: id, name: name, values: values))
        if savedBase == nil { savedBase = values }
        activePresetID = id
        let posted = post(origin: origin, edits: [], presetsBefore: before, sender: sender)
        return PanelOutcome(revision: revision, posted: posted, presetID: id)
    }

    @inline(never)
    mutating func renamePreset(id: String, to name: String, origin: ChangeOrigin, sender: String?)
        throws(ValueError) -> PanelOutcome
    {
        try limits.check(presetName: name)
        guard let index = presets.firstIndex(where: { $0.id == id }) else {
            throw ValueError("no preset \"\(id)\"", code: .unknownPreset)
        }
        guard presets[index].name != name else { return unchanged() }
        let before = snapshot
        presets = before.presets
        presets[index].name = name
        return applyStateStep(before: before, target: values, origin: origin, sender: sender)
    }

    @inline(never)
    mutating func loadPreset(id: String, origin: ChangeOrigin, sender: String?) throws(ValueError)
        -> PanelOutcome
    {
        guard let preset = currentPresets.first(where: { $0.id == id }) else {
            throw ValueError("no preset \"\(id)\"", code: .unknownPreset)
        }
        let before = snapshot
        presets = before.presets
        if savedBase == nil { savedBase = values }
        activePresetID = id
        return applyStateStep(before: before, target: preset.values, origin: origin, sender: sender)
    }

    @inline(never)
    mutating func clearActivePreset(origin: ChangeOrigin, sender: String?) -> PanelOutcome {
        guard activePresetID != nil else { return unchanged() }
        let before = snapshot
        presets = before.presets
        let base = savedBase ?? values
        savedBase = nil
        activePresetID = nil
        return applyStateStep(before: before, target: base, origin: origin, sender: sender)
    }

    @inline(never)
    mutating func deletePreset(id: String, origin: ChangeOrigin, sender: String?) throws(ValueError)
        -> PanelOutcome
    {
        guard presets.contains(where: { $0.id == id }) else {
            throw ValueError("no preset \"\(id)\"", code: .unknownPreset)
        }
        let before = snapshot
        presets = before.presets.filter { $0.id != id }
        var target = values
        if activePresetID == id {
            target = savedBase ?? values
            savedBase = nil
            activePresetID = nil
        }
        return applyStateStep(before: before, target: target, origin: origin, sender: sender)
    }

    /// Moves to `target` values after a preset operation, a load or a configuration whose
    /// state before was `before`: records one undo step and tells the observers (also when no
    /// value changed, as the presets did).
    @inline(never)
    mutating func applyStateStep(
        before: PresetSnapshot, target: ValueMap, origin: ChangeOrigin, sender: String?,
        report: ConfigurationReport? = nil
    ) -> PanelOutcome {
        let watch = watchRules()
        let edits = replaceValues(with: target)
        record(.state(before: before, after: snapshot))
        let posted = post(
            origin: origin, edits: edits, presetsBefore: before.presets,
            isStructural: rulesFlipped(since: watch),
            sender: sender)
        return PanelOutcome(revision: revision, posted: posted, report: report)
    }
}
