extension PanelSession {
    /// What a message asks the target for: an edit of one of its panels (the vocabulary's
    /// ``PanelEdit``, with ids inside that panel), or lines that change nothing.
    enum Request {
        case edit(PanelEdit, on: Panel)
        case lines([String])
    }

    /// Answers one message: its `ack` (or `reject`) and the lines of the update its edit
    /// caused, appended to `out`; returns how many lines. `panel` is the message's `panel`
    /// key (in a store).
    func answer(
        _ body: ProtocolMessage.Body, seq: Int?, panel key: String?, writer: inout ProtocolWriter,
        into out: inout [UInt8]
    ) -> Int {
        do throws(ValueError) {
            switch try request(for: body, seq: seq, panel: key, writer: &writer) {
            case .lines(let lines):
                for line in lines { out.appendLine(line) }
                return lines.count
            case .edit(let edit, let panel):
                return try answer(edit, on: panel, seq: seq ?? 0, writer: &writer, into: &out)
            }
        } catch {
            out.appendLine(
                writer.reject(
                    seq: seq, rev: target.revision, code: error.code.rawValue,
                    id: (body.targetID ?? error.id)?.rawValue, message: error.message))
            return 1
        }
    }

    /// Carries out an edit for this frontend and writes its answer from the outcome: the
    /// `ack` with the revision the edit produced, then the lines of its update (a `patch`, a
    /// `snapshot`, an `action`). The update is not sent again by the relay (it carries only
    /// other senders' updates); when other updates were on their way first, the answer is
    /// the `ack` alone and the update follows them on the output, in order.
    private func answer(
        _ edit: PanelEdit, on panel: Panel, seq: Int, writer: inout ProtocolWriter, into out: inout [UInt8]
    ) throws(ValueError) -> Int {
        if case .store(let store) = target {
            // A store's frontends see its revisions and its ids, which it gives an update when
            // it forwards it: the relay collects this session's own, for after the ack.
            relay.collectOwnUpdates(true)
            let applied: Panel.Applied
            do {
                applied = try panel.applyClaiming(edit, origin: .frontend, sender: token)
            } catch {
                _ = relay.endCollecting(appendingTo: &out)
                throw error
            }
            let outcome = applied.outcome
            panel.finish(applied)
            var own: [UInt8] = []
            let count = relay.endCollecting(appendingTo: &own)
            writer.ack(
                seq: seq, rev: store.revision, value: outcome.value,
                preset: outcome.presetID.map { target.externalPreset($0, of: panel) }, into: &out)
            out.append(contentsOf: own)
            return 1 + count
        }
        let applied = try panel.applyClaiming(edit, origin: .frontend, sender: token)
        let outcome = applied.outcome
        guard applied.isFirstInLine, let update = outcome.update else {
            writer.ack(
                seq: seq, rev: outcome.revision, value: outcome.value, preset: outcome.presetID, into: &out)
            panel.finish(applied)
            return 1
        }
        let count: Int
        if let change = update.onlyChange, update.isPlainPatch, change.newValue == outcome.value {
            // The common answer of a `set`: the ack and the patch, the value written once.
            writer.ackAndPatch(
                seq: seq, rev: outcome.revision, id: change.id, value: change.newValue, into: &out)
            count = 2
        } else {
            writer.ack(
                seq: seq, rev: outcome.revision, value: outcome.value, preset: outcome.presetID, into: &out)
            count = 1 + writer.appendLines(for: update, into: &out) { target }
        }
        relay.skippingOwnUpdates { panel.finish(applied) }
        return count
    }

    /// Translates a message into the edit it asks for (ids routed to their panel), or the
    /// lines that answer it when it asks for none (`hello`, `resync`).
    func request(for body: ProtocolMessage.Body, seq: Int?, panel key: String?, writer: inout ProtocolWriter)
        throws(ValueError) -> Request
    {
        switch body {
        case .hello(let versions):
            guard let version = ProtocolMessage.supportedVersions.filter(versions.contains).max() else {
                let speaks = ProtocolMessage.supportedVersions.map(String.init).joined(separator: ", ")
                return .lines([
                    writer.reject(
                        seq: seq, rev: target.revision, code: "unsupported_version", id: nil,
                        message:
                            "this side speaks protocol version \(speaks), the frontend offered \(versions.map(String.init).joined(separator: ", "))",
                        versions: ProtocolMessage.supportedVersions)
                ])
            }
            return .lines([writer.welcome(version: version, session: token), target.snapshot(with: &writer)])
        case .resync:
            return .lines([target.snapshot(with: &writer)])
        case .set(let id, let value):
            let (panel, local) = try target.route(id)
            return .edit(.set(local, to: value), on: panel)
        case .edit(let id, let phaseName, let gesture, let value):
            let (panel, local) = try target.route(id)
            let phase = EditPhase(rawValue: phaseName) ?? .change
            return .edit(.edit(local, phase: phase, value: value, gesture: gesture), on: panel)
        case .action(let id):
            let (panel, local) = try target.route(id)
            return .edit(.trigger(local), on: panel)
        case .presetSave(let name):
            let (panel, _) = try target.presetPanel(for: nil, panel: key)
            return .edit(.savePreset(named: name), on: panel)
        case .presetLoad(let preset):
            let (panel, local) = try target.presetPanel(for: preset, panel: key)
            return .edit(.loadPreset(id: local ?? preset), on: panel)
        case .presetDelete(let preset):
            let (panel, local) = try target.presetPanel(for: preset, panel: key)
            return .edit(.deletePreset(id: local ?? preset), on: panel)
        case .presetClear:
            let (panel, _) = try target.presetPanel(for: nil, panel: key)
            return .edit(.clearActivePreset, on: panel)
        case .undo:
            let (panel, _) = try target.presetPanel(for: nil, panel: key)
            return .edit(.undo, on: panel)
        case .redo:
            let (panel, _) = try target.presetPanel(for: nil, panel: key)
            return .edit(.redo, on: panel)
        case .reset(let id):
            if let id {
                let (panel, local) = try target.route(id)
                return .edit(.reset(local), on: panel)
            }
            let (panel, _) = try target.presetPanel(for: nil, panel: key)
            return .edit(.reset(nil), on: panel)
        case .folderToggle(let id, let collapsed):
            let (panel, local) = try target.route(id)
            return .edit(.setFolder(local, collapsed: collapsed), on: panel)
        case .dialogDismiss(let id, let reason):
            let dismissal = try Self.dismissalReason(named: reason, for: id)
            let (panel, local) = try target.route(id)
            return .edit(.dismissDialog(local, reason: dismissal), on: panel)
        case .drawerOpen, .drawerClose, .drawerDetent, .drawerSelect, .drawerScroll:
            return try drawerRequest(for: body)
        }
    }
}

extension PanelUpdate {
    /// Whether the update is one value's `patch` and nothing more (no snapshot, no presets,
    /// no action).
    var isPlainPatch: Bool {
        action == nil && revision != base && !isStructural && !presetsChanged
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
