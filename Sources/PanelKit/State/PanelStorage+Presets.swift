/// The values and presets of a panel at one moment, for undo.
struct PresetSnapshot: Sendable {
    var values: ValueMap
    var savedBase: ValueMap?
    var presets: [Preset]
    var activePresetID: String?
}

extension PanelStorage {
    /// The presets with the active one's values brought up to date.
    var currentPresets: [Preset] {
        guard let activePresetID, let index = presets.firstIndex(where: { $0.id == activePresetID }) else {
            return presets
        }
        var out = presets
        out[index].values = values
        return out
    }

    var snapshot: PresetSnapshot {
        PresetSnapshot(
            values: values, savedBase: savedBase, presets: currentPresets, activePresetID: activePresetID)
    }

    /// The base values: the current values, or those put aside while a preset is active.
    var baseValues: ValueMap { savedBase ?? values }

    /// Makes `snapshot` current (its values brought into the current controls), returning
    /// the values that changed.
    mutating func restore(_ snapshot: PresetSnapshot) -> [UndoStep.Edit] {
        var report = ConfigurationReport()
        let target = reconcile(snapshot.values, fallback: initial, preset: nil, report: &report)
        presets = snapshot.presets.map {
            Preset(
                id: $0.id, name: $0.name,
                values: reconcile($0.values, fallback: initial, preset: $0.id, report: &report))
        }
        savedBase = snapshot.savedBase.map { reconcile($0, fallback: initial, preset: nil, report: &report) }
        activePresetID = snapshot.activePresetID
        return replaceValues(with: target)
    }

    /// Makes `target` the current values, returning those that changed, in tree order.
    mutating func replaceValues(with target: ValueMap) -> [UndoStep.Edit] {
        var edits: [UndoStep.Edit] = []
        for (id, new) in target {
            let old = values[id] ?? .null
            guard old != new else { continue }
            do {
                try store(new, for: id)
                edits.append(UndoStep.Edit(id: id, old: old, new: new))
            } catch {
                continue
            }
        }
        return edits
    }
}
