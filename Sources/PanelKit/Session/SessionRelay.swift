import Synchronization

/// Turns a target's updates into lines for one session: into the answer of the line being
/// received when the session's own message caused them, else to the output handler (kept
/// in a backlog until there is one).
final class SessionRelay: Sendable {
    struct State {
        var replies: [String]?
        var output: (@Sendable (String) -> Void)?
        var finish: (@Sendable () -> Void)?
        var backlog: [String] = []
        /// Whether lines were dropped from a full backlog (a snapshot replaces them).
        var overflowed = false
        var writer: ProtocolWriter? = ProtocolWriter()
    }

    let token: String
    let target: WeakSessionTarget
    let state = Mutex(State())

    init(token: String, target: SessionTarget) {
        self.token = token
        self.target = target.weak
    }

    func takeWriter() -> ProtocolWriter {
        state.withLock { state in
            let writer = state.writer ?? ProtocolWriter()
            state.writer = nil
            return writer
        }
    }

    func returnWriter(_ writer: ProtocolWriter) {
        state.withLock { $0.writer = writer }
    }

    func beginReplies() {
        state.withLock { $0.replies = [] }
    }

    func endReplies() -> [String] {
        state.withLock { state in
            let replies = state.replies ?? []
            state.replies = nil
            return replies
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

    /// The lines an update means for a frontend.
    func lines(for update: PanelUpdate, target: SessionTarget, writer: inout ProtocolWriter) -> [String] {
        var out: [String] = []
        if let action = update.action {
            out.append(writer.action(id: action, rev: update.revision))
        }
        guard update.revision != update.base else { return out }
        if update.isStructural {
            out.append(target.snapshot(with: &writer))
        } else {
            let values = update.changes.lazy.map { ($0.id, $0.newValue) }
            if update.presetsChanged {
                let (presets, active) = target.presetList
                out.append(
                    writer.patch(
                        rev: update.revision, base: update.base, values: values, presets: presets,
                        activePreset: active))
            } else {
                out.append(writer.patch(rev: update.revision, base: update.base, values: values))
            }
        }
        return out
    }

    func handle(_ update: PanelUpdate) {
        guard let target = target.target else { return }
        let delivery: ([String], (@Sendable (String) -> Void)?) = state.withLock { state in
            var writer = state.writer ?? ProtocolWriter()
            let lines = lines(for: update, target: target, writer: &writer)
            if state.writer != nil { state.writer = writer }
            if state.replies != nil, update.sender == token {
                state.replies! += lines
                return ([], nil)
            }
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
