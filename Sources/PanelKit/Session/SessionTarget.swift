/// What a ``PanelSession`` serves: one panel (ids as they are) or a store (ids under each
/// panel's key). Every operation of the protocol is routed through here.
enum SessionTarget: Sendable {
    case panel(LivePanel)

    /// The revision frontends track.
    var revision: Int {
        switch self {
        case .panel(let panel): panel.revision
        }
    }

    /// Registers an update handler.
    func observe(_ handler: @escaping @Sendable (PanelUpdate) -> Void) -> PanelObservation {
        switch self {
        case .panel(let panel): panel.observe(handler)
        }
    }

    /// A weak reference, for observers (which the target owns).
    var weak: WeakSessionTarget {
        switch self {
        case .panel(let panel): WeakSessionTarget(panel: panel)
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
        }
    }

    /// The presets and the active one, for a patch.
    var presetList: (presets: [(id: String, name: String)], active: String?) {
        switch self {
        case .panel(let panel):
            panel.storage.withLock { state in
                (state.currentPresets.map { (id: $0.id, name: $0.name) }, state.activePresetID)
            }
        }
    }

    /// The panel an id belongs to and the id inside it.
    func route(_ id: NodeID) throws(ValueError) -> (LivePanel, NodeID) {
        switch self {
        case .panel(let panel): return (panel, id)
        }
    }

    /// The panel that preset, undo and redo messages apply to.
    func presetPanel(for preset: String?) throws(ValueError) -> (LivePanel, String?) {
        switch self {
        case .panel(let panel): return (panel, preset)
        }
    }

    /// The id as the frontend writes it, for a panel's local id.
    func external(_ id: NodeID, in panel: LivePanel) -> NodeID {
        switch self {
        case .panel: id
        }
    }
}

/// A ``SessionTarget`` held weakly.
struct WeakSessionTarget: @unchecked Sendable {
    // `@unchecked`: a weak reference is written once, at creation.
    weak var panel: LivePanel?

    var target: SessionTarget? {
        panel.map { .panel($0) }
    }
}
