import Synchronization

/// Turns the updates of other senders (code, other frontends, an undo from a key) into lines
/// for one session's output handler (kept in a backlog until there is one). The session's
/// own edits are answered from their outcome (see ``PanelSession``): on a single panel the
/// relay is registered for the session and never gets those (it gets the session's own
/// updates only when others were on their way first, to send after them); in a store, whose
/// revisions and ids an update gets only when the store forwards it, it collects them for
/// the session's answer.
final class SessionRelay: Sendable {
    struct State {
        /// Whether this session's own updates are collected in ``collected``, for its answer
        /// (in a store), rather than sent to the output.
        var collects = false
        /// The lines collected, each followed by a newline; kept (emptied) from one line to
        /// the next.
        var collected: [UInt8] = []
        /// How many lines ``collected`` holds.
        var collectedCount = 0
        var output: (@Sendable (String) -> Void)?
        var finish: (@Sendable () -> Void)?
        var backlog: [String] = []
        /// Whether lines were dropped from a full backlog (a snapshot replaces them).
        var overflowed = false
        /// The writer of the lines updates cause (the session's own answers have another).
        var writer = ProtocolWriter()
        /// The bytes of the lines of one update, before they are made strings.
        var bytes: [UInt8] = []
    }

    let token: String
    let target: WeakSessionTarget
    let state = Mutex(State())

    init(token: String, target: SessionTarget) {
        self.token = token
        self.target = target.weak
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
        let current = target.target
        let (backlog, previousFinish) = state.withLock { state in
            var backlog = state.backlog
            if state.overflowed, let current {
                var writer = ProtocolWriter()
                backlog = [current.snapshot(with: &writer)]
            }
            let previous = state.finish
            state.backlog = []
            state.overflowed = false
            state.output = handler
            state.finish = finish
            return (backlog, previous)
        }
        previousFinish?()
        for line in backlog { handler(line) }
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
        let delivery: ([String], (@Sendable (String) -> Void)?) = state.withLock { state in
            if isOwn, state.collects {
                state.collectedCount += state.writer.appendLines(for: update, into: &state.collected) {
                    self.target.target
                }
                return ([], nil)
            }
            state.bytes.removeAll(keepingCapacity: true)
            state.writer.appendLines(for: update, into: &state.bytes) { self.target.target }
            let lines = state.bytes.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
            guard let output = state.output else {
                state.backlog += lines
                if state.backlog.count > SessionRelay.backlogLimit {
                    state.backlog = []
                    state.overflowed = true
                }
                return ([], nil)
            }
            return (lines, output)
        }
        if let output = delivery.1 {
            for line in delivery.0 { output(line) }
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
        var count = 0
        if let action = update.action {
            out.appendLine(self.action(id: action, rev: update.revision))
            count += 1
        }
        guard update.revision != update.base else { return count }
        if let change = update.onlyChange, !update.isStructural, !update.presetsChanged {
            // The common patch (one value), without the generic sequence below.
            patch(rev: update.revision, base: update.base, id: change.id, value: change.newValue, into: &out)
            return count + 1
        }
        guard let target = target() else { return count }
        if update.isStructural {
            out.appendLine(target.snapshot(with: &self))
        } else {
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
        }
        return count + 1
    }
}

extension [UInt8] {
    /// Appends `line`'s UTF-8 bytes and a newline.
    mutating func appendLine(_ line: String) {
        append(contentsOf: line.utf8)
        append(0x0A)
    }
}
