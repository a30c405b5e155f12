extension PanelSession {
    /// Answers one message: its `ack` (or `reject`) and the lines of the update its edit
    /// caused, appended to `out`; returns how many lines. `panel` is the message's `panel`
    /// key (in a store).
    func answer(
        _ body: ProtocolMessage.Body, seq: Int?, panel key: String?, writer: inout ProtocolWriter,
        into out: inout [UInt8]
    ) -> Int {
        do throws(ValueError) {
            switch body {
            case .hello(let versions, let samples, let valueText):
                if let samples { setSampleRate(samples) }
                writer.writesText = valueText
                relay.writeText(valueText)
                guard let version = ProtocolMessage.supportedVersions.filter(versions.contains).max() else {
                    let speaks = ProtocolMessage.supportedVersions.map(String.init).joined(separator: ", ")
                    out.appendLine(
                        writer.reject(
                            seq: seq, rev: target.revision, code: "unsupported_version", id: nil,
                            message:
                                "this side speaks protocol version \(speaks), the frontend offered \(versions.map(String.init).joined(separator: ", "))",
                            versions: ProtocolMessage.supportedVersions))
                    return 1
                }
                out.appendLine(writer.welcome(version: version, session: token))
                out.appendLine(target.snapshot(with: &writer))
                return 2
            case .resync:
                out.appendLine(target.snapshot(with: &writer))
                return 1
            case .samples(let rate):
                return answerSampleRate(rate, seq: seq, writer: &writer, into: &out)
            case .edit(let edit):
                return try withEdit(edit, panel: key) { (edit, panel) throws(ValueError) -> Int in
                    try answer(edit, on: panel, seq: seq ?? 0, writer: &writer, into: &out)
                }
            }
        } catch {
            var named: NodeID?
            if case .edit(let edit) = body { named = edit.controlID }
            return reject(error, seq: seq, id: named, writer: &writer, into: &out)
        }
    }

    /// Answers the common `set` line read by the byte-level scanner, its id as the line's
    /// bytes: the same edit and the same answer as the message would get, without making the
    /// message (nor, for a single panel, the id: the panel finds the control by the bytes).
    func answerSet(
        seq: Int, idUTF8 id: UnsafeBufferPointer<UInt8>, value: PanelValue, writer: inout ProtocolWriter,
        into out: inout [UInt8]
    ) -> Int {
        // Without value texts, a plain change is answered from its value and revision alone
        // (its ack and its patch), so the panel need not keep its parts.
        let keepsChange = writer.writesText
        let answered = target.withPanel { panel in
            do throws(ValueError) {
                return try panel.apply(
                    setting: value, idUTF8: id, origin: .frontend, sender: token, keepsChange: keepsChange
                ) {
                    outcome, isFirstInLine, _ in
                    switch consume outcome {
                    case .plain(let value, let revision):
                        // The update is in the answer when it is first in line (the relay,
                        // registered for this session, skips it); otherwise the ack alone.
                        guard isFirstInLine else {
                            writer.ack(seq: seq, rev: revision, value: value, into: &out)
                            return 1
                        }
                        writer.ackAndPatch(seq: seq, rev: revision, plainID: id, value: value, into: &out)
                        return 2
                    case .other(let outcome):
                        return answer(
                            with: outcome, isFirstInLine: isFirstInLine, seq: seq, idUTF8: id,
                            writer: &writer, into: &out)
                    }
                }
            } catch {
                return reject(
                    error, seq: seq, id: NodeID(String(decoding: id, as: UTF8.self)),
                    writer: &writer,
                    into: &out)
            }
        }
        if let answered { return answered }
        let name = NodeID(String(decoding: id, as: UTF8.self))
        do throws(ValueError) {
            return try withEdit(.set(name, to: value), panel: nil) {
                (edit, panel) throws(ValueError) -> Int in
                try answer(edit, on: panel, seq: seq, writer: &writer, into: &out)
            }
        } catch {
            return reject(error, seq: seq, id: name, writer: &writer, into: &out)
        }
    }

    /// Appends the `reject` of a message (`seq`, naming `id`) that failed with `error`.
    private func reject(
        _ error: ValueError, seq: Int?, id: NodeID?, writer: inout ProtocolWriter, into out: inout [UInt8]
    ) -> Int {
        out.appendLine(
            writer.reject(
                seq: seq, rev: target.revision, code: error.code.rawValue, id: (id ?? error.id)?.rawValue,
                message: error.message))
        return 1
    }

    /// Carries out an edit for this frontend and writes its answer from the outcome: the
    /// `ack` with the revision the edit produced, then the lines of its update (a `patch`, a
    /// `snapshot`, an `action`). The update is not sent again by the relay (it carries only
    /// other senders' updates); when other updates were on their way first, the answer is
    /// the `ack` alone and the update follows them on the output, in order.
    private func answer(
        _ edit: PanelEdit, on panel: Panel, seq: Int, writer: inout ProtocolWriter, into out: inout [UInt8]
    ) throws(ValueError) -> Int {
        switch target {
        case .store(let store):
            return try answer(edit, on: panel, in: store, seq: seq, writer: &writer, into: &out)
        case .host(let host):
            return try answer(edit, on: panel, in: host, seq: seq, writer: &writer, into: &out)
        case .panel:
            break
        }
        return try panel.apply(edit, origin: .frontend, sender: token) { outcome, isFirstInLine, _ in
            answer(with: outcome, isFirstInLine: isFirstInLine, seq: seq, writer: &writer, into: &out)
        }
    }

    /// Writes the answer of this frontend's edit of a single panel from its outcome: the `ack`
    /// and the lines of its update (see ``answer(_:on:seq:writer:into:)``). `id` is the id of
    /// a `set` as its line spelled it (printable ASCII with nothing to escape), written as it
    /// is.
    private func answer(
        with outcome: borrowing PanelOutcome, isFirstInLine: Bool, seq: Int,
        idUTF8 id: UnsafeBufferPointer<UInt8>? = nil, writer: inout ProtocolWriter, into out: inout [UInt8]
    ) -> Int {
        guard isFirstInLine, outcome.posted != nil else {
            writer.ack(
                seq: seq, rev: outcome.revision, value: outcome.value, preset: outcome.presetID, into: &out)
            return 1
        }
        // The update is in the answer (the relay, registered for this session, skips it).
        if !writer.writesText, let value = outcome.value {
            // The common answer of a `set`: the ack and the patch, the value written once (the
            // id as the line spelled it, read from the outcome only for another edit).
            if let id, outcome.isPlainPatch {
                writer.ackAndPatch(seq: seq, rev: outcome.revision, plainID: id, value: value, into: &out)
                return 2
            }
            if id == nil, let patched = outcome.plainPatchID {
                writer.ackAndPatch(seq: seq, rev: outcome.revision, id: patched, value: value, into: &out)
                return 2
            }
        }
        writer.ack(
            seq: seq, rev: outcome.revision, value: outcome.value, preset: outcome.presetID, into: &out)
        guard let update = outcome.update else { return 1 }
        return 1 + writer.appendLines(for: update, into: &out) { target }
    }

    /// ``answer(_:on:seq:writer:into:)`` in a store or a host: its frontends see its revisions
    /// and its ids, which it gives an update when it gathers it, so the relay collects this
    /// session's own for after the ack. The ack's revision is the one the gatherer gave the
    /// edit's update, with the change (the current one when the edit changed nothing).
    private func answer(
        _ edit: PanelEdit, on panel: Panel, in gatherer: some UpdateGatherer, seq: Int,
        writer: inout ProtocolWriter, into out: inout [UInt8]
    ) throws(ValueError) -> Int {
        relay.collectOwnUpdates(true)
        let answer: (value: PanelValue?, preset: String?, revision: Int?)
        do {
            answer = try panel.apply(edit, origin: .frontend, sender: token) { outcome, _, gathered in
                (outcome.value, outcome.presetID, gathered.last { $0.gatherer === gatherer }?.revision)
            }
        } catch {
            _ = relay.endCollecting(appendingTo: &out)
            throw error
        }
        var own: [UInt8] = []
        let count = relay.endCollecting(appendingTo: &own)
        writer.ack(
            seq: seq, rev: answer.revision ?? target.revision, value: answer.value,
            preset: answer.preset.map { target.externalPreset($0, of: panel) }, into: &out)
        out.append(contentsOf: own)
        return 1 + count
    }

    /// Calls `run` with an edit as the panel it routes to reads it (ids inside it) and that
    /// panel, routed by the one router (``PanelRouter``) with what this frontend changed last.
    func withEdit(
        _ edit: PanelEdit, panel key: String?, _ run: (PanelEdit, Panel) throws(ValueError) -> Int
    ) throws(ValueError) -> Int {
        try memory.withLock { (memory) throws(ValueError) -> Int in
            try target.router.withRoute(edit, panel: key, memory: &memory) {
                (panel, local) throws(ValueError) in
                try run(local, panel)
            }
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

extension SessionTarget {
    /// A preset id as the frontend sees it (under the panel's key in a store).
    func externalPreset(_ id: String, of panel: Panel) -> String {
        switch self {
        case .panel: id
        case .store, .host: gathered?.key(for: panel).map { $0 + "." + id } ?? id
        }
    }
}
