import Synchronization

/// Turns a target's updates into lines for one session: into the answer of the line being
/// received when the session's own message caused them, else to the output handler (kept
/// in a backlog until there is one).
final class SessionRelay: Sendable {
    struct State {
        var replies: [String]?
        /// Whether the lines of this session's own updates are being collected as bytes
        /// (in ``replyBytes``, each followed by a newline) rather than in ``replies``.
        var collectsBytes = false
        /// The collected lines as bytes; kept (emptied) from one line to the next.
        var replyBytes: [UInt8] = []
        /// How many lines ``replyBytes`` holds.
        var replyLineCount = 0
        var output: (@Sendable (String) -> Void)?
        var finish: (@Sendable () -> Void)?
        var backlog: [String] = []
        /// Whether lines were dropped from a full backlog (a snapshot replaces them).
        var overflowed = false
        /// The writer of the lines updates cause (the session's own answers have another).
        var writer = ProtocolWriter()
    }

    let token: String
    let target: WeakSessionTarget
    let state = Mutex(State())

    init(token: String, target: SessionTarget) {
        self.token = token
        self.target = target.weak
    }

    /// From now on, the lines of updates this session causes are collected for its answer.
    func beginReplies() {
        var replies: [String] = []
        replies.reserveCapacity(4)  // room for the direct answer too (see endReplies)
        state.withLock { $0.replies = replies }
    }

    /// From now on, the lines of updates this session causes are collected as bytes, each
    /// followed by a newline, for ``endReplies(appendingTo:)``.
    func beginByteReplies() {
        state.withLock { $0.collectsBytes = true }
    }

    /// Appends the lines collected since ``beginByteReplies()`` to `out` (after the line's
    /// direct answer, already there) and returns how many; stops collecting them.
    func endReplies(appendingTo out: inout [UInt8]) -> Int {
        state.withLock { state in
            state.collectsBytes = false
            out.append(contentsOf: state.replyBytes)
            state.replyBytes.removeAll(keepingCapacity: true)
            let count = state.replyLineCount
            state.replyLineCount = 0
            return count
        }
    }

    /// The answer to a line: its direct answer (`ack`, `reject`…), then the lines of the
    /// updates it caused; stops collecting them.
    func endReplies(after direct: [String]) -> [String] {
        var answer = state.withLock { state in
            let replies = state.replies ?? []
            state.replies = nil
            return replies
        }
        if answer.isEmpty { return direct }
        answer.insert(contentsOf: direct, at: 0)
        return answer
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

    /// Appends the lines an update means for a frontend to `out`; `target` is called only
    /// when they need the document or the presets.
    func appendLines(
        for update: PanelUpdate, to out: inout [String], writer: inout ProtocolWriter,
        target: () -> SessionTarget?
    ) {
        if let action = update.action {
            out.append(writer.action(id: action, rev: update.revision))
        }
        guard update.revision != update.base else { return }
        if let change = update.onlyChange, !update.isStructural, !update.presetsChanged {
            // The common patch (one value), without the generic sequence below.
            out.append(
                writer.patch(rev: update.revision, base: update.base, id: change.id, value: change.newValue))
            return
        }
        guard let target = target() else { return }
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
    }

    func handle(_ update: PanelUpdate) {
        let delivery: ([String], (@Sendable (String) -> Void)?) = state.withLock { state in
            if state.collectsBytes, update.sender == token {
                if let change = update.onlyChange, update.action == nil, update.revision != update.base,
                    !update.isStructural, !update.presetsChanged
                {
                    // The common patch, written straight into the bytes.
                    state.writer.patch(
                        rev: update.revision, base: update.base, id: change.id, value: change.newValue,
                        into: &state.replyBytes)
                    state.replyLineCount += 1
                } else {
                    var lines: [String] = []
                    appendLines(for: update, to: &lines, writer: &state.writer) { self.target.target }
                    for line in lines { state.replyBytes.appendLine(line) }
                    state.replyLineCount += lines.count
                }
                return ([], nil)
            }
            if state.replies != nil, update.sender == token {
                appendLines(for: update, to: &state.replies!, writer: &state.writer) { self.target.target }
                return ([], nil)
            }
            var lines: [String] = []
            appendLines(for: update, to: &lines, writer: &state.writer) { self.target.target }
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

extension [UInt8] {
    /// Appends `line`'s UTF-8 bytes and a newline.
    mutating func appendLine(_ line: String) {
        append(contentsOf: line.utf8)
        append(0x0A)
    }
}
