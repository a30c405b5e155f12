extension PanelEdit {
    /// The control the edit names, if it names one (what ``PanelRouter`` routes by id).
    var controlID: NodeID? {
        switch self {
        case .set(let id, _), .edit(let id, _, _, _), .reset(let id?), .trigger(let id),
            .setFolder(let id, _), .selectTab(let id, _),
            .presentDialog(let id), .dismissDialog(let id, _), .changeDrawer(let id, _),
            .moveFloatingButton(let id, _):
            id
        case .reset(nil), .setValues, .savePreset, .renamePreset, .loadPreset, .deletePreset,
            .clearActivePreset, .undo, .redo, .configure, .load:
            nil
        }
    }

    /// The preset the edit names, if it names one.
    var presetID: String? {
        switch self {
        case .renamePreset(let id, _), .loadPreset(let id), .deletePreset(let id): id
        default: nil
        }
    }

    /// Whether the edit changes a control's value as a step undo goes back to (a `set`, an
    /// edit phase, a reset of one control).
    var makesValueStep: Bool {
        switch self {
        case .set, .edit, .reset(.some), .setValues: true
        default: false
        }
    }

    /// The edit naming `id` instead of the control it names (and, for a drawer's `select`,
    /// `selected` instead of the panel it names, when given).
    func naming(_ id: NodeID, selecting selected: NodeID? = nil) -> PanelEdit {
        switch self {
        case .set(_, let value): .set(id, to: value)
        case .edit(_, let phase, let value, let gesture):
            .edit(id, phase: phase, value: value, gesture: gesture)
        case .reset(.some): .reset(id)
        case .trigger: .trigger(id)
        case .setFolder(_, let collapsed): .setFolder(id, collapsed: collapsed)
        case .selectTab(_, let tab): .selectTab(id, tab: tab)
        case .presentDialog: .presentDialog(id)
        case .dismissDialog(_, let reason): .dismissDialog(id, reason: reason)
        case .changeDrawer(_, .select(let panel)): .changeDrawer(id, .select(selected ?? panel))
        case .changeDrawer(_, let change): .changeDrawer(id, change)
        case .moveFloatingButton(_, let placement): .moveFloatingButton(id, to: placement)
        default: self
        }
    }

    /// The edit naming the preset `id` instead of the one it names (when it names one).
    func naming(preset id: String?) -> PanelEdit {
        guard let id else { return self }
        switch self {
        case .renamePreset(_, let name): return .renamePreset(id: id, to: name)
        case .loadPreset: return .loadPreset(id: id)
        case .deletePreset: return .deletePreset(id: id)
        default: return self
        }
    }
}
