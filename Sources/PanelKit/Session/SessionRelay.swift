import Synchronization

/// Turns the updates of other senders (code, other frontends, an undo from a key) into lines
/// for one session's output handler (kept in a backlog until there is one). The session's
/// own edits are answered from their outcome (see ``PanelSession``): on a single panel the
/// relay is registered for the session and never gets those (it gets the session's own
/// updates only when others were on their way first, to send after them); in a store, whose
/// revisions and ids an update gets only when the store forwards it, it collects them for
/// the session's answer.
///
/// An update's lines are encoded once per group of sessions (see ``SessionGroup``) and
/// handed on as pieces; a handler of strings gets them line by line.
final class SessionRelay: Sendable {
    /// Where the lines go.
    enum Output {
        /// One string per line.
        case lines(@Sendable (String) -> Void)
        /// The pieces as encoded (a transport's handler).
        case pieces(@Sendable (UpdatePiece) -> Void)
    }

    struct State {
        /// Whether this session's own updates are collected in ``collected``, for its answer
        /// (in a store), rather than sent to the output.
        var collects = false
        /// The lines collected, each followed by a newline; kept (emptied) from one line to
        /// the next.
        var collected: [UInt8] = []
        /// How many lines ``collected`` holds.
        var collectedCount = 0
        var output: Output?
        var finish: (@Sendable () -> Void)?
        var backlog: [UpdatePiece] = []
        /// How many lines ``backlog`` holds.
        var backlogLines = 0
        /// Whether lines were dropped from a full backlog (a snapshot replaces them).
        var overflowed = false
        /// The writer of the lines updates cause (the session's own answers have another).
        var writer = ProtocolWriter()
    }

    let token: String
    let target: WeakSessionTarget
    let group: SessionGroup?
    let state = Mutex(State())

    init(token: String, target: SessionTarget, group: SessionGroup? = nil) {
        self.token = token
        self.target = target.weak
        self.group = group
    }

    /// From now on, snapshots and patches carry value texts (or no longer, for `false`): see
    /// ``ProtocolWriter/writesText``.
    func writeText(_ writes: Bool) {
        state.withLock { $0.writer.writesText = writes }
    }

    /// From now on, collects this session's own updates (or sends them to the output again,
    /// for `false`).
    func collectOwnUpdates(_ collects: Bool) {
        state.withLock { $0.collects = collects }
    }

    /// Appends the lines collected since ``collectOwnUpdates(_:)`` to `out` and returns how
    /// many; stops collecting.
    func endCollecting(appendingTo out: inout [UInt8]) -> Int {
        state.withLock { state in
            state.collects = false
            out.append(contentsOf: state.collected)
            state.collected.removeAll(keepingCapacity: true)
            let count = state.collectedCount
            state.collectedCount = 0
            return count
        }
    }

    /// The most lines kept for a session with no output handler yet.
    static let backlogLimit = 4096

    func setOutput(_ handler: @escaping @Sendable (String) -> Void, finish: (@Sendable () -> Void)? = nil) {
        setOutput(.lines(handler), finish: finish)
    }

    func setOutput(_ output: Output, finish: (@Sendable () -> Void)? = nil) {
        let current = target.target
        let (backlog, previousFinish) = state.withLock { state in
            var backlog = state.backlog
            if state.overflowed, let current {
                var lines: [UInt8] = []
                lines.appendLine(current.snapshot(with: &state.writer))
                backlog = [makePiece(.snapshot, lines)]
            }
            let previous = state.finish
            state.backlog = []
            state.backlogLines = 0
            state.overflowed = false
            state.output = output
            state.finish = finish
            return (backlog, previous)
        }
        previousFinish?()
        Self.deliver(backlog, to: output)
    }

    func finish() {
        let finish = state.withLock { state in
            let finish = state.finish
            state.finish = nil
            state.output = nil
            return finish
        }
        finish?()
    }

    func handle(_ update: PanelUpdate) {
        let isOwn = update.sender == token
        let delivery: ([UpdatePiece], Output?) = state.withLock { state in
            if isOwn, state.collects {
                state.collectedCount += state.writer.appendLines(for: update, into: &state.collected) {
                    self.target.target
                }
                return ([], nil)
            }
            let pieces = self.pieces(for: update, writer: &state.writer)
            guard let output = state.output else {
                state.backlog += pieces
                state.backlogLines += pieces.count
                if state.backlogLines > SessionRelay.backlogLimit {
                    state.backlog = []
                    state.backlogLines = 0
                    state.overflowed = true
                }
                return ([], nil)
            }
            return (pieces, output)
        }
        if let output = delivery.1 { Self.deliver(delivery.0, to: output) }
    }

    /// The pieces of an update: the group's when it has them, else encoded with `writer`.
    private func pieces(for update: PanelUpdate, writer: inout ProtocolWriter) -> [UpdatePiece] {
        guard let group else { return encode(update, writer: &writer) }
        return group.pieces(for: update, withText: writer.writesText) { encode(update, writer: &writer) }
    }

    private func encode(_ update: PanelUpdate, writer: inout ProtocolWriter) -> [UpdatePiece] {
        var pieces: [UpdatePiece] = []
        var lines: [UInt8] = []
        if writer.appendEventLine(for: update, into: &lines) > 0 {
            pieces.append(makePiece(.event, lines))
            lines = []
        }
        if let kind = writer.appendStateLine(for: update, into: &lines, target: { self.target.target }) {
            pieces.append(makePiece(kind, lines))
        }
        return pieces
    }

    private func makePiece(_ kind: UpdatePiece.Kind, _ lines: [UInt8]) -> UpdatePiece {
        UpdatePiece(kind: kind, lines: lines, encoded: group.map { $0.encode(lines) } ?? lines)
    }

    private static func deliver(_ pieces: [UpdatePiece], to output: Output) {
        switch output {
        case .pieces(let handler):
            for piece in pieces { handler(piece) }
        case .lines(let handler):
            for piece in pieces {
                for line in piece.lines.split(separator: 0x0A) {
                    handler(String(decoding: line, as: UTF8.self))
                }
            }
        }
    }
}

extension ProtocolWriter {
    /// Appends the lines an update means for a frontend to `out`, each followed by a newline,
    /// and returns how many: an `action` event, then a `patch` of its values (with the
    /// presets that changed, when some did) or, after a structural change, a `snapshot`. `target` is
    /// called only when the lines need the document or the presets.
    @discardableResult
    mutating func appendLines(
        for update: PanelUpdate, into out: inout [UInt8], target: () -> SessionTarget?
    ) -> Int {
        let count = appendEventLine(for: update, into: &out)
        return appendStateLine(for: update, into: &out, target: target) == nil ? count : count + 1
    }

    /// Appends the `action` event of an update, if it has one; returns how many lines (0 or 1).
    mutating func appendEventLine(for update: PanelUpdate, into out: inout [UInt8]) -> Int {
        guard let action = update.action else { return 0 }
        out.appendLine(self.action(id: action, rev: update.revision))
        return 1
    }

    /// Appends the `patch` or the `snapshot` an update means, if it changed anything, and
    /// returns which.
    mutating func appendStateLine(
        for update: PanelUpdate, into out: inout [UInt8], target: () -> SessionTarget?
    ) -> UpdatePiece.Kind? {
        guard update.revision != update.base else { return nil }
        if let change = update.onlyChange, !update.isStructural, !update.presetsChanged {
            // The common patch (one value), without the generic sequence below.
            patch(rev: update.revision, base: update.base, id: change.id, value: change.newValue, into: &out)
            if writesText, let target = target() {
                appendText(target.valueTexts(of: [change]), toLineEndingIn: &out)
            }
            return .patch
        }
        guard let target = target() else { return nil }
        if update.isStructural {
            out.appendLine(target.snapshot(with: &self))
            return .snapshot
        }
        let values = update.changes.lazy.map { ($0.id, $0.newValue) }
        if let delta = update.presetDelta {
            // Only the presets that changed (a save must not resend every one).
            out.appendLine(
                patch(
                    rev: update.revision, base: update.base, values: values, presets: delta.changed,
                    presetsRemoved: delta.removed, activePreset: target.activePreset))
        } else {
            out.appendLine(patch(rev: update.revision, base: update.base, values: values))
        }
        if writesText { appendText(target.valueTexts(of: update.changes), toLineEndingIn: &out) }
        return .patch
    }
}

extension [UInt8] {
    /// Appends `line`'s UTF-8 bytes and a newline.
    mutating func appendLine(_ line: String) {
        append(contentsOf: line.utf8)
        append(0x0A)
    }
}
