/// What a ``PanelSession`` or a live terminal serves: one panel (ids as they are), a store (ids
/// under each panel's key) or a host (its layout with a store's panels in its bound roots: panel
/// ids under their keys, the layout's own as they are). Every operation of the protocol, and
/// every edit the terminal makes, is routed through here.
package enum SessionTarget: Sendable {
    case panel(Panel)
    case store(PanelStore)
    case host(PanelHost)

    /// The store whose panels are served, for a store or a host.
    package var gathered: PanelStore? {
        switch self {
        case .panel: nil
        case .store(let store): store
        case .host(let host): host.store
        }
    }

    /// The tree with its current values, ids as frontends see them.
    package var document: PanelDocument {
        switch self {
        case .panel(let panel): panel.document
        case .store(let store): store.document
        case .host(let host): host.document
        }
    }

    /// The revision frontends track.
    var revision: Int {
        switch self {
        case .panel(let panel): panel.revision
        case .store(let store): store.revision
        case .host(let host): host.revision
        }
    }

    /// Registers an update handler.
    package func observe(_ handler: @escaping @Sendable (PanelUpdate) -> Void) -> PanelObservation {
        switch self {
        case .panel(let panel): panel.observe(handler)
        case .store(let store): store.observe(handler)
        case .host(let host): host.observe(handler)
        }
    }

    /// A weak reference, for observers (which the target owns).
    var weak: WeakSessionTarget {
        switch self {
        case .panel(let panel): WeakSessionTarget(panel: panel)
        case .store(let store): WeakSessionTarget(store: store)
        case .host(let host): WeakSessionTarget(host: host)
        }
    }

    /// The `snapshot` line.
    func snapshot(with writer: inout ProtocolWriter) -> String {
        switch self {
        case .panel(let panel):
            let (revision, document, presets, active) = panel.storage.withLock { state in
                (
                    state.revision, PanelDocument(root: state.currentRoot, values: state.values),
                    state.currentPresets.map { (id: $0.id, name: $0.name) }, state.activePresetID
                )
            }
            return writer.snapshot(rev: revision, document: document, presets: presets, activePreset: active)
        case .store(let store):
            let (presets, active) = presetList
            return writer.snapshot(
                rev: store.revision, document: store.document, presets: presets, activePreset: active)
        case .host(let host):
            let (presets, active) = presetList
            return writer.snapshot(
                rev: host.revision, document: host.document, presets: presets, activePreset: active)
        }
    }

    /// The presets and the active one, for a snapshot (in a store, preset ids are put under
    /// their panel's key, and the active preset is the first panel's that has one).
    var presetList: (presets: [(id: String, name: String)], active: String?) {
        switch self {
        case .panel(let panel):
            return panel.storage.withLock { state in
                (state.currentPresets.map { (id: $0.id, name: $0.name) }, state.activePresetID)
            }
        case .store, .host:
            guard let store = gathered else { return ([], nil) }
            var presets: [(id: String, name: String)] = []
            var active: String?
            for (key, panel) in store.members {
                presets += panel.presets.map { (id: key + "." + $0.id, name: $0.name) }
                if active == nil, let id = panel.activePresetID { active = key + "." + id }
            }
            return (presets, active)
        }
    }

    /// The active preset, for a patch (in a store, the first panel's that has one, under its
    /// key).
    var activePreset: String? {
        switch self {
        case .panel(let panel):
            return panel.activePresetID
        case .store, .host:
            guard let store = gathered else { return nil }
            for (key, panel) in store.members {
                if let id = panel.activePresetID { return key + "." + id }
            }
            return nil
        }
    }

    /// Calls `body` with the panel an id belongs to and the id inside it, without taking a
    /// reference to the panel for a single panel (the path of every `set`).
    func withRoute<Result>(
        _ id: NodeID, _ body: (Panel, NodeID) throws(ValueError) -> Result
    ) throws(ValueError) -> Result {
        switch self {
        case .panel(let panel): return try body(panel, id)
        case .host(let host):
            let (panel, local) = host.route(id)
            return try body(panel, local)
        case .store:
            let (panel, local) = try route(id)
            return try body(panel, local)
        }
    }

    /// Calls `body` with the single panel, without taking a reference to it (a panel is held
    /// weakly by observers, so each retain of it takes the slow path); `nil` for a store.
    func withPanel<Result>(_ body: (Panel) -> Result) -> Result? {
        switch self {
        case .panel(let panel): body(panel)
        case .store, .host: nil
        }
    }

    /// The panel an id belongs to and the id inside it.
    func route(_ id: NodeID) throws(ValueError) -> (Panel, NodeID) {
        switch self {
        case .panel(let panel): return (panel, id)
        case .host(let host): return host.route(id)
        case .store(let store):
            guard let (panel, local) = store.route(id) else {
                throw ValueError("no control with this id", id: id, code: .unknownID)
            }
            return (panel, local)
        }
    }

    /// Carries out an edit that names a control (a set, an edit phase, a press, a folder, a
    /// dialog, a drawer) on the panel its id belongs to, with the id inside that panel, and
    /// returns the outcome and that panel; `nil` for an edit that names no control (presets,
    /// undo, redo, reset all, configure, load: they belong to one panel). Errors name the id as
    /// the target has it.
    ///
    /// ```swift
    /// let (outcome, panel) = try SessionTarget.store(store).applyToControl(.set("Map.zoom", to: 2))!
    /// ```
    package func applyToControl(_ edit: PanelEdit, origin: ChangeOrigin = .frontend) throws(ValueError)
        -> (outcome: PanelOutcome, panel: Panel)?
    {
        guard let id = Self.controlID(of: edit) else { return nil }
        switch self {
        case .panel(let panel):
            return (try panel.apply(edit, origin: origin), panel)
        case .host(let host):
            // The host routes (and checks a drawer's panel keys) itself.
            return (try host.apply(edit, origin: origin), host.route(id).panel)
        case .store:
            let (panel, local) = try route(id)
            do {
                return (try panel.apply(Self.edit(edit, naming: local), origin: origin), panel)
            } catch {
                throw ValueError(error.message, id: id, code: error.code)
            }
        }
    }

    /// The control an edit names, if it names one.
    static func controlID(of edit: PanelEdit) -> NodeID? {
        switch edit {
        case .set(let id, _), .edit(let id, _, _, _), .reset(let id?), .trigger(let id),
            .setFolder(let id, _),
            .presentDialog(let id), .dismissDialog(let id, _), .changeDrawer(let id, _):
            id
        case .reset(nil), .savePreset, .renamePreset, .loadPreset, .deletePreset, .clearActivePreset, .undo,
            .redo, .configure, .load:
            nil
        }
    }

    /// `edit` naming `id` instead of the control it names.
    static func edit(_ edit: PanelEdit, naming id: NodeID) -> PanelEdit {
        switch edit {
        case .set(_, let value): .set(id, to: value)
        case .edit(_, let phase, let value, let gesture):
            .edit(id, phase: phase, value: value, gesture: gesture)
        case .reset(.some): .reset(id)
        case .trigger: .trigger(id)
        case .setFolder(_, let collapsed): .setFolder(id, collapsed: collapsed)
        case .presentDialog: .presentDialog(id)
        case .dismissDialog(_, let reason): .dismissDialog(id, reason: reason)
        case .changeDrawer(_, let change): .changeDrawer(id, change)
        default: edit
        }
    }

    /// The panel that a preset, undo, redo or reset-all message applies to, and the preset
    /// id inside it: in a store, named by the message's `panel` (or the preset id's key), or
    /// the only panel.
    func presetPanel(for preset: String?, panel key: String?) throws(ValueError) -> (Panel, String?) {
        switch self {
        case .panel(let panel): return (panel, preset)
        case .store, .host:
            let members = gathered?.members ?? []
            if let key {
                guard let member = members.first(where: { $0.key == key }) else {
                    throw ValueError("no panel \"\(key)\" in this store", code: .unknownID)
                }
                let local = preset.map { $0.hasPrefix(key + ".") ? String($0.dropFirst(key.count + 1)) : $0 }
                return (member.panel, local)
            }
            if let preset, let member = members.first(where: { preset.hasPrefix($0.key + ".") }) {
                return (member.panel, String(preset.dropFirst(member.key.count + 1)))
            }
            guard members.count == 1, let only = members.first else {
                throw ValueError(
                    "this session serves \(members.count) panels: name one with \"panel\" (\(members.map(\.key).joined(separator: ", ")))",
                    code: .unknownID)
            }
            return (only.panel, preset)
        }
    }
}

/// A ``SessionTarget`` held weakly.
struct WeakSessionTarget: @unchecked Sendable {
    // `@unchecked`: the weak references are written once, at creation.
    weak var panel: Panel?
    weak var store: PanelStore?
    weak var host: PanelHost?

    init(panel: Panel? = nil, store: PanelStore? = nil, host: PanelHost? = nil) {
        self.panel = panel
        self.store = store
        self.host = host
    }

    var target: SessionTarget? {
        if let panel { return .panel(panel) }
        if let host { return .host(host) }
        return store.map { .store($0) }
    }
}
