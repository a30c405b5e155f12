extension PanelStorage {
    /// `source` with each value stored under an id a control had before (its modifiers'
    /// `renamedFrom`, newest first) moved to the control's id, unless `source` holds one for
    /// the control already or the old id is still a node of its own; each move is reported
    /// as `drag → damping: renamed`. ``reconcile(_:fallback:preset:report:)`` runs it first,
    /// then clamps the moved value as it does any other.
    func migrateRenames(_ source: ValueMap, preset: String?, report: inout ConfigurationReport) -> ValueMap {
        var out = source
        for id in valueIDs {
            guard let modifiers = nodes[id]?.modifiers, !modifiers.renamedFrom.isEmpty, out[id] == nil else {
                continue
            }
            for old in modifiers.renamedFrom where nodes[old] == nil {
                guard let value = out.removeValue(for: old) else { continue }
                out.updateValue(value, for: id)
                report.entries.append(
                    .init(
                        id: id, preset: preset, outcome: .renamed, oldValue: value, newValue: value,
                        renamedFrom: old))
                break
            }
        }
        return out
    }
}

extension Panel {
    /// `values` (by id, as a file holds them) with the values of renamed controls moved to
    /// their current ids, for a caller that writes them one by one (`panelkit tune`'s presets).
    package func migratingRenames(_ values: [String: PanelValue]) -> (ValueMap, ConfigurationReport) {
        storage.withLock { state in
            var report = ConfigurationReport()
            let map = ValueMap(values.map { (NodeID($0.key), $0.value) })
            return (state.migrateRenames(map, preset: nil, report: &report), report)
        }
    }
}
