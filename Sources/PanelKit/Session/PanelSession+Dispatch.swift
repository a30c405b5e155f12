extension PanelSession {
    /// Carries out one parsed message and returns the direct answer (`ack`, `reject`,
    /// `welcome` + `snapshot`); the patches it causes are added by the relay.
    func dispatch(_ message: ProtocolMessage, writer: inout ProtocolWriter) -> [String] {
        let seq = message.seq ?? 0
        do throws(ValueError) {
            switch message.body {
            case .hello(let versions):
                guard let version = ProtocolMessage.supportedVersions.filter(versions.contains).max() else {
                    let speaks = ProtocolMessage.supportedVersions.map(String.init).joined(separator: ", ")
                    return [
                        writer.reject(
                            seq: message.seq, rev: target.revision, code: "unsupported_version", id: nil,
                            message:
                                "this side speaks protocol version \(speaks), the frontend offered \(versions.map(String.init).joined(separator: ", "))",
                            versions: ProtocolMessage.supportedVersions)
                    ]
                }
                return [writer.welcome(version: version, session: token), target.snapshot(with: &writer)]
            case .set(let id, let value):
                let (canonical, revision) = try applySet(value, for: id)
                return [writer.ack(seq: seq, rev: revision, value: canonical)]
            case .edit(let id, let phaseName, let gesture, let value):
                let (panel, local) = try target.route(id)
                let phase = EditPhase(rawValue: phaseName) ?? .change
                let stored = try panel.edit(
                    local, phase: phase, value: value, gesture: gesture, origin: .frontend, sender: token)
                return [writer.ack(seq: seq, rev: target.revision, value: stored)]
            case .action(let id):
                let (panel, local) = try target.route(id)
                try panel.trigger(local, origin: .frontend, sender: token)
                return [writer.ack(seq: seq, rev: target.revision)]
            case .presetSave(let name):
                let (panel, _) = try target.presetPanel(for: nil, panel: message.panel)
                let id = panel.savePreset(named: name, origin: .frontend, sender: token)
                return [
                    writer.ack(seq: seq, rev: target.revision, preset: target.externalPreset(id, of: panel))
                ]
            case .presetLoad(let preset):
                let (panel, local) = try target.presetPanel(for: preset, panel: message.panel)
                try panel.loadPreset(id: local ?? preset, origin: .preset, sender: token)
                return [writer.ack(seq: seq, rev: target.revision)]
            case .presetDelete(let preset):
                let (panel, local) = try target.presetPanel(for: preset, panel: message.panel)
                try panel.deletePreset(id: local ?? preset, origin: .preset, sender: token)
                return [writer.ack(seq: seq, rev: target.revision)]
            case .presetClear:
                let (panel, _) = try target.presetPanel(for: nil, panel: message.panel)
                panel.clearActivePreset(origin: .preset, sender: token)
                return [writer.ack(seq: seq, rev: target.revision)]
            case .undo, .redo:
                let (panel, _) = try target.presetPanel(for: nil, panel: message.panel)
                let backward = message.body == .undo
                guard panel.step(backward: backward, sender: token) else {
                    throw ValueError(
                        "there is nothing to \(backward ? "undo" : "redo")", code: .nothingToUndo)
                }
                return [writer.ack(seq: seq, rev: target.revision)]
            case .reset(let id):
                if let id {
                    let (panel, local) = try target.route(id)
                    let value = try panel.reset(local, origin: .frontend, sender: token)
                    return [writer.ack(seq: seq, rev: target.revision, value: value)]
                }
                let (panel, _) = try target.presetPanel(for: nil, panel: message.panel)
                _ = try panel.reset(nil, origin: .frontend, sender: token)
                return [writer.ack(seq: seq, rev: target.revision)]
            case .folderToggle(let id, let collapsed):
                let (panel, local) = try target.route(id)
                let isCollapsed = try panel.setFolder(
                    local, collapsed: collapsed, origin: .frontend, sender: token)
                return [writer.ack(seq: seq, rev: target.revision, value: .bool(isCollapsed))]
            case .resync:
                return [target.snapshot(with: &writer)]
            case .dialogDismiss(let id, let reason):
                return try dismissDialog(id, reason: reason, seq: seq, writer: &writer)
            case .drawerOpen, .drawerClose, .drawerDetent, .drawerSelect, .drawerScroll:
                return try changeDrawer(message.body, seq: seq, writer: &writer)
            }
        } catch {
            return [rejection(of: message, for: error, writer: &writer)]
        }
    }

    /// Stores a frontend's `set` and returns the canonical value stored and the revision.
    func applySet(_ value: PanelValue, for id: NodeID) throws(ValueError) -> (PanelValue, Int) {
        let (stored, revision) = try target.withRoute(id) { (panel, local) throws(ValueError) in
            try panel.setReportingRevision(value, for: local, sender: token)
        }
        // In a store, the revision a frontend sees is the store's, not the panel's.
        if case .store(let store) = target { return (stored, store.revision) }
        return (stored, revision)
    }

    /// The `reject` of a message that failed with `error`.
    func rejection(of message: ProtocolMessage, for error: ValueError, writer: inout ProtocolWriter) -> String
    {
        writer.reject(
            seq: message.seq, rev: target.revision, code: error.code.rawValue,
            id: (message.body.targetID ?? error.id)?.rawValue, message: error.message)
    }
}

extension ProtocolMessage.Body {
    /// The id the message names, if any.
    var targetID: NodeID? {
        switch self {
        case .set(let id, _), .edit(let id, _, _, _), .action(let id), .folderToggle(let id, _),
            .dialogDismiss(let id, _), .drawerOpen(let id), .drawerClose(let id, _), .drawerDetent(let id, _),
            .drawerSelect(let id, _), .drawerScroll(let id, _, _):
            id
        case .reset(let id): id
        default: nil
        }
    }
}

extension SessionTarget {
    /// A preset id as the frontend sees it (under the panel's key in a store).
    func externalPreset(_ id: String, of panel: Panel) -> String {
        switch self {
        case .panel: id
        case .store(let store): store.key(for: panel).map { $0 + "." + id } ?? id
        }
    }
}
