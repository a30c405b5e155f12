/// Which presets an update changed, as a frontend applies it to the list it holds: first
/// drop the ``removed`` ids, then for each of ``changed`` replace the entry with its id in
/// place, or append it when there is none. The result is the panel's list, in order.
///
/// ```swift
/// let delta = PresetDelta(from: before, to: after)
/// delta.changed.map(\.id)   // ["preset-3"]
/// ```
struct PresetDelta: Sendable {
    /// The presets added or renamed (or moved), in the order to apply them.
    var changed: [(id: String, name: String)] = []
    /// The ids of the presets removed (or moved, then added again by ``changed``).
    var removed: [String] = []

    /// The delta that takes the list `before` to `after`: renames in place; a preset whose
    /// position the removals and appends cannot give (a deleted preset brought back by undo)
    /// is removed and appended again, with every one after it.
    init(from before: [Preset], to after: [Preset]) {
        let afterIDs = Set(after.lazy.map(\.id))
        var kept: [Preset] = []
        for preset in before {
            if afterIDs.contains(preset.id) { kept.append(preset) } else { removed.append(preset.id) }
        }
        var index = 0
        while index < kept.count, index < after.count, kept[index].id == after[index].id {
            if kept[index].name != after[index].name {
                changed.append((id: after[index].id, name: after[index].name))
            }
            index += 1
        }
        removed += kept[index...].lazy.map(\.id)
        changed += after[index...].lazy.map { (id: $0.id, name: $0.name) }
    }

    init(changed: [(id: String, name: String)], removed: [String]) {
        self.changed = changed
        self.removed = removed
    }

    /// The same delta with every id put under `key` (a store's namespacing).
    func namespaced(under key: String) -> PresetDelta {
        PresetDelta(
            changed: changed.map { (id: key + "." + $0.id, name: $0.name) },
            removed: removed.map { key + "." + $0 })
    }
}
