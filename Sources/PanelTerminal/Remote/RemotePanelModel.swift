import Dispatch
@_spi(Internals) import PanelJSON
import Synchronization

/// A panel served by another process, as a live session's model (`panelkit attach`): every
/// operation a person asks for is sent as a protocol message and waits for its answer; a
/// mirror of the document is kept from the server's `snapshot` and `patch` messages, which
/// a reader thread applies by revision (asking for a `resync` when one is missed).
final class RemotePanelModel: LiveModel, @unchecked Sendable {
    // `@unchecked`: the mutable state is behind `state`; the connection is Sendable.
    /// An operation refused by the server, or a connection that ended.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    private final class Waiter: @unchecked Sendable {
        // `@unchecked`: `answer` is written before the semaphore is signalled, read after.
        let semaphore = DispatchSemaphore(value: 0)
        var answer: [String: PanelValue]?
    }

    private struct State {
        var document: PanelDocument
        var revision: Int
        var presets: [(id: String, name: String)] = []
        var activePreset: String?
        var waiters: [Int: Waiter] = [:]
        var observers: [Int: @Sendable (LiveModelChange) -> Void] = [:]
        var closed = false
    }

    private let connection: any PanelConnection
    private let state: Mutex<State>
    private let sequence = Atomic<Int>(0)
    private let observerKeys = Atomic<Int>(0)
    /// The monitors' readings received (see `RemoteSamples`).
    private let remoteSamples = RemoteSamples()
    /// How long an operation waits for its answer, in seconds.
    static let answerTimeout = 10.0

    /// Says hello and waits for the first snapshot, then follows the server's messages.
    init(connection: any PanelConnection) throws {
        self.connection = connection
        try connection.send(
            ProtocolMessage(seq: nil, body: .hello(versions: ProtocolMessage.supportedVersions)).line ?? "")
        var first: (PanelDocument, Int, [String: PanelValue])?
        while first == nil {
            guard let line = connection.receive() else {
                throw Refusal(description: "the server closed the connection")
            }
            guard let message = Self.parse(line) else { continue }
            if message["type"] == .string("reject") {
                throw Refusal(description: message["message"]?.string ?? "the server refused the handshake")
            }
            if message["type"] == .string("snapshot"), let document = Self.document(of: message) {
                first = (document, Self.integer(message["rev"]) ?? 0, message)
            }
        }
        var initial = State(document: first!.0, revision: first!.1)
        Self.readPresets(first!.2, into: &initial)
        state = Mutex(initial)
        DispatchQueue(label: "panelkit.attach.reader").async { [self] in readLoop() }
    }

    /// Closes the connection.
    func close() {
        connection.close()
    }

    var document: PanelDocument { state.withLock { $0.document } }

    var samples: [NodeID: MonitorReading] { remoteSamples.current }

    var presets: (list: [(id: String, name: String)], active: String?) {
        state.withLock { ($0.presets, $0.activePreset) }
    }

    /// Sends the message an edit is in the protocol (``ProtocolMessage/line``, the one encoder)
    /// and waits for its answer: the `ack`'s value (the canonical value, a drawer's state); a
    /// `reject` throws with the server's message. An edit that names no control names no
    /// panel either: the server's session routes it by the one policy (`PanelRouter`), with
    /// what this connection changed last, as it does for the page.
    func apply(_ edit: PanelEdit) throws -> PanelValue? {
        guard ProtocolMessage.Kind(of: .edit(edit)) != nil else {
            throw LiveUnsupported(description: "attach does not send this edit")
        }
        let answer = try request { seq in ProtocolMessage(seq: seq, body: .edit(edit)) }
        if case .changeDrawer = edit, answer["value"] == nil {
            throw Refusal(description: "the drawer's state was not sent back")
        }
        return answer["value"]
    }

    func copyText() -> String {
        Panel(document).copyInstructionText()
    }

    func write() throws -> String {
        throw LiveUnsupported(
            description: "the panel belongs to the program serving it: nothing to write here")
    }

    func observe(_ onChange: @escaping @Sendable (LiveModelChange) -> Void) -> (@Sendable () -> Void)? {
        let key = observerKeys.add(1, ordering: .relaxed).newValue
        state.withLock { $0.observers[key] = onChange }
        return { [weak self] in _ = self?.state.withLock { $0.observers.removeValue(forKey: key) } }
    }

    /// Sends the message `make` builds with the next sequence number and waits for its `ack`,
    /// whose fields it returns; a `reject` throws with the server's message.
    private func request(_ make: (Int) -> ProtocolMessage) throws -> [String: PanelValue] {
        let seq = sequence.add(1, ordering: .relaxed).newValue
        let waiter = Waiter()
        let open = state.withLock { state in
            if !state.closed { state.waiters[seq] = waiter }
            return !state.closed
        }
        guard open else { throw Refusal(description: "the connection to the panel's program is closed") }
        guard let line = make(seq).line else {
            throw LiveUnsupported(description: "attach does not send this edit")
        }
        try connection.send(line)
        let timedOut = waiter.semaphore.wait(timeout: .now() + Self.answerTimeout) == .timedOut
        state.withLock { _ = $0.waiters.removeValue(forKey: seq) }
        guard !timedOut, let answer = waiter.answer else {
            throw Refusal(
                description: timedOut ? "no answer from the panel's program" : "the connection closed")
        }
        if answer["type"] == .string("reject") {
            throw Refusal(description: answer["message"]?.string ?? "refused")
        }
        return answer
    }

    /// Applies the server's messages until the connection ends.
    private func readLoop() {
        while let line = connection.receive() {
            guard let message = Self.parse(line) else { continue }
            handle(message)
        }
        let (waiters, observers) = state.withLock { state in
            state.closed = true
            let waiters = state.waiters
            state.waiters = [:]
            return (waiters, Array(state.observers.values))
        }
        for waiter in waiters.values { waiter.semaphore.signal() }
        // Said at once (the reader notices the end of the stream as it happens), not at the
        // next key's refused request.
        for observer in observers { observer(.ended(Self.endedReason)) }
    }

    /// What the status line says once the serving program has gone.
    static let endedReason = "the panel's program closed the connection: changes no longer reach it"

    private func handle(_ message: [String: PanelValue]) {
        switch message["type"]?.string {
        case "ack", "reject":
            guard let seq = Self.integer(message["seq"]) else { return }
            let waiter = state.withLock { $0.waiters.removeValue(forKey: seq) }
            waiter?.answer = message
            waiter?.semaphore.signal()
        case "samples": remoteSamples.merge(message, document: document)
        case "snapshot":
            guard let document = Self.document(of: message) else { return }
            let observers = state.withLock { state in
                state.document = document
                state.revision = Self.integer(message["rev"]) ?? state.revision
                Self.readPresets(message, into: &state)
                return Array(state.observers.values)
            }
            for observer in observers { observer(.structure) }
        case "patch":
            guard let revision = Self.integer(message["rev"]), let base = Self.integer(message["base"]) else {
                return
            }
            let (changes, observers, missed) = state.withLock {
                state -> ([(id: NodeID, value: PanelValue)], [@Sendable (LiveModelChange) -> Void], Bool) in
                guard base == state.revision else { return ([], [], revision > state.revision) }
                state.revision = revision
                var changes: [(id: NodeID, value: PanelValue)] = []
                if case .object(let values)? = message["values"] {
                    for (key, value) in values {
                        let id = NodeID(key)
                        _ = state.document.values.updateValue(value, for: id)
                        changes.append((id, value))
                    }
                }
                let presetsBefore = state.presets.map { $0.id + "\u{0}" + $0.name }
                let activeBefore = state.activePreset
                Self.readPresets(message, into: &state)
                if state.presets.map({ $0.id + "\u{0}" + $0.name }) != presetsBefore
                    || state.activePreset != activeBefore
                {
                    changes.append((NodeID(""), .null))
                }
                return (changes, Array(state.observers.values), false)
            }
            if missed {
                let seq = sequence.add(1, ordering: .relaxed).newValue
                let have = state.withLock { $0.revision }
                if let line = ProtocolMessage(seq: seq, body: .resync(have: have)).line {
                    try? connection.send(line)
                }
                return
            }
            let shown = changes.filter { !$0.id.rawValue.isEmpty }
            let change: LiveModelChange = shown.count == changes.count ? .values(shown) : .structure
            for observer in observers { observer(change) }
        default:
            break
        }
    }

    private static func parse(_ line: String) -> [String: PanelValue]? {
        var parser = JSONParser(Array(line.utf8))
        guard case .object(let members)? = try? parser.parse() else { return nil }
        return members
    }

    private static func document(of message: [String: PanelValue]) -> PanelDocument? {
        guard let value = message["document"] else { return nil }
        return try? TreeDecoder().decode(value: value)
    }

    private static func integer(_ value: PanelValue?) -> Int? {
        guard case .number(let number)? = value, number.rounded() == number, abs(number) < 1e15 else {
            return nil
        }
        return Int(number)
    }

    private static func readPresets(_ message: [String: PanelValue], into state: inout State) {
        if case .array(let list)? = message["presets"] {
            let entries: [(id: String, name: String)] = list.compactMap { item in
                guard case .object(let preset) = item, let id = preset["id"]?.string else { return nil }
                return (id, preset["name"]?.string ?? id)
            }
            if message["type"] == "patch" {
                // A patch carries only the presets that changed: drop the removed ids, then
                // replace by id in place or append.
                if case .array(let removed)? = message["presetsRemoved"] {
                    let gone = Set(removed.compactMap(\.string))
                    state.presets.removeAll { gone.contains($0.id) }
                }
                for entry in entries {
                    if let index = state.presets.firstIndex(where: { $0.id == entry.id }) {
                        state.presets[index] = entry
                    } else {
                        state.presets.append(entry)
                    }
                }
            } else {
                state.presets = entries
            }
        }
        if let active = message["activePreset"] {
            state.activePreset = active.string
        }
    }
}
