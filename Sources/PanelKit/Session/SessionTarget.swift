/// What a ``PanelSession`` or a live terminal serves: one panel (ids as they are), a store (ids
/// under each panel's key) or a host (its layout with a store's panels in its bound roots: panel
/// ids under their keys, the layout's own as they are). Every operation of the protocol, and
/// every edit the terminal makes, is routed by its ``router``.
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

    /// The one router over what is served (see ``PanelRouter``).
    package var router: any PanelRouter {
        switch self {
        case .panel(let panel): panel
        case .store(let store): store
        case .host(let host): host
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
