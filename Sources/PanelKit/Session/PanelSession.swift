@_spi(Internals) import PanelJSON
import Synchronization

/// One frontend's live connection to a panel (or to every panel of a ``PanelStore``),
/// speaking the event protocol: JSON lines in, JSON lines out, with no transport of its own,
/// so stdio, a socket, a web bridge and a test all use it the same way.
///
/// - ``receive(_:)`` takes one line from the frontend and returns the lines that answer it:
///   `welcome` and a `snapshot` for a `hello`; an `ack` (with the canonical value stored)
///   or a `reject` (with a code, the id and a message) for every other message, followed by
///   the `patch` its change caused.
/// - Lines caused by anything else — code, another frontend, an undo, an action — go to the
///   ``setOutput(_:)`` handler (or the ``output`` stream): a `patch` for every accepted
///   change whatever its origin, a `snapshot` after a structural change (a new
///   configuration, a folder expanded, visibility changed), an `action` event when a
///   button is pressed.
///
/// Several sessions can be attached to one panel; each gets every patch. The panel is the
/// source of truth: `rev` grows by one per accepted change and a patch's `base` is the
/// revision before it, so a frontend that missed one asks for a `resync`. A malformed,
/// oversized or unknown line gets a `reject` that says what and where, and the session goes
/// on: nothing a frontend sends can crash it or corrupt the values.
///
/// ```swift
/// let session = PanelSession(card.panel)
/// session.setOutput { line in transport.send(line) }
/// for line in session.receive(#"{"type":"hello","versions":[1]}"#) { transport.send(line) }
/// session.receive(#"{"type":"set","seq":1,"id":"cornerRadius","value":60}"#)
/// // {"type":"ack","seq":1,"rev":1,"value":48}
/// // {"type":"patch","rev":1,"base":0,"values":{"cornerRadius":48}}
/// ```
public final class PanelSession: Sendable {
    /// The longest line accepted, in bytes; a longer one is rejected with `oversized`.
    public let maximumLineLength: Int
    /// This session's token (sent in `welcome`), unique in the process.
    package let token: String

    let target: SessionTarget
    let relay: SessionRelay
    private let observation: PanelObservation
    /// Held while a line is handled (one at a time), with the writer of the direct answers and
    /// the retry ledger.
    let serial = Mutex(LineState())
    /// What the router remembers of this frontend's edits (where its undo goes).
    let memory = Mutex(RouteMemory())
    /// This viewer's `samples` rate and what it saw of the monitors (see ``samplesLine(now:)``).
    let sampling = SampleSchedule()

    private static let counter = Atomic<Int>(0)

    /// Attaches a frontend to one panel.
    ///
    /// ```swift
    /// let session = PanelSession(Panel(document))
    /// ```
    public convenience init(_ panel: Panel, maximumLineLength: Int = 1 << 20) {
        self.init(target: .panel(panel), maximumLineLength: maximumLineLength)
    }

    /// Attaches a frontend to every panel of a store: the document is the store's, ids are
    /// under each panel's key (`Card.radius`), and messages without an id (presets, undo,
    /// redo, reset of every control) name their panel with `"panel": "Card"` when the store
    /// holds more than one.
    ///
    /// ```swift
    /// let session = PanelSession(store: .shared)
    /// ```
    public convenience init(store: PanelStore, maximumLineLength: Int = 1 << 20) {
        self.init(target: .store(store), maximumLineLength: maximumLineLength)
    }

    package init(target: SessionTarget, maximumLineLength: Int, group: SessionGroup? = nil) {
        let number = PanelSession.counter.add(1, ordering: .relaxed).newValue
        let token = "s\(number)"
        self.token = token
        self.maximumLineLength = maximumLineLength
        self.target = target
        let relay = SessionRelay(token: token, target: target, group: group)
        self.relay = relay
        // The relay is held strongly (it holds the target only weakly, so there is no
        // cycle): a weak reference would make every retain of it take the slow path.
        switch target {
        case .panel(let panel):
            // The updates this session answers itself are not the relay's.
            observation = panel.addObserver(for: token) { update in relay.handle(update) }
        case .store, .host:
            observation = target.observe { update in relay.handle(update) }
        }
    }

    deinit {
        observation.cancel()
        relay.finish()
    }

    /// Where lines not caused by ``receive(_:)`` go (patches from other origins, snapshots
    /// after structural changes, action events). Lines produced before a handler is set are
    /// kept and handed to it when it is set.
    ///
    /// ```swift
    /// session.setOutput { line in print(line) }
    /// ```
    public func setOutput(_ handler: @escaping @Sendable (String) -> Void) {
        relay.setOutput(handler)
    }

    /// The lines not caused by ``receive(_:)``, as a stream (an alternative to
    /// ``setOutput(_:)``; setting one replaces the other). It ends when the session is
    /// released.
    ///
    /// ```swift
    /// for await line in session.output { transport.send(line) }
    /// ```
    public var output: AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        relay.setOutput({ continuation.yield($0) }, finish: { continuation.finish() })
        return stream
    }

    /// Handles one line from the frontend (without its newline) and returns the lines that
    /// answer it, in order.
    ///
    /// ```swift
    /// let replies = session.receive(#"{"type":"undo","seq":4}"#)
    /// ```
    public func receive(_ line: String) -> [String] {
        var line = line
        return line.withUTF8 { receive(bytes: $0) }
    }

    /// Handles one line given as UTF-8 bytes (without its newline).
    ///
    /// ```swift
    /// let replies = session.receive(bytes: Array(line.utf8))
    /// ```
    package func receive(bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var out: [UInt8] = []
        receive(bytes: bytes, into: &out)
        // Each line ends with a newline and holds none (JSON escapes them).
        return out.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Handles one line from the frontend (without its newline) and appends the lines that
    /// answer it to `out`, each followed by a newline: the same lines as ``receive(_:)``,
    /// without making a string or an array for them. Reusing one buffer from line to line
    /// makes answering a `set` allocate nothing; returns the number of lines appended.
    ///
    /// ```swift
    /// var out: [UInt8] = []
    /// for line in lines {
    ///     out.removeAll(keepingCapacity: true)
    ///     session.receive(line, into: &out)
    ///     transport.write(out)
    /// }
    /// ```
    @discardableResult
    public func receive(_ line: String, into out: inout [UInt8]) -> Int {
        // A native string's bytes are read where they are (no copy of the string to make it
        // contiguous, and no reference taken to it).
        if let count = line.utf8.withContiguousStorageIfAvailable({ receive(bytes: $0, into: &out) }) {
            return count
        }
        var line = line
        return line.withUTF8 { receive(bytes: $0, into: &out) }
    }

    /// Appends the `reject` (code `oversized`, followed by a newline) for a line a transport
    /// refused as soon as it passed ``maximumLineLength``, without keeping its bytes — what
    /// the line framer hands over as `.oversized`, naming the line's `seq` when the
    /// framer found one in its first bytes.
    ///
    /// ```swift
    /// var framer = LineFramer(maximumLineLength: session.maximumLineLength)
    /// framer.append(chunk) { frame in
    ///     switch frame {
    ///     case .line(let bytes): session.receive(bytes: bytes, into: &out)
    ///     case .oversized(let seq): session.refuseOversizedLine(seq: seq, into: &out)
    ///     }
    /// }
    /// ```
    public func refuseOversizedLine(seq: Int? = nil, into out: inout [UInt8]) {
        serial.withLock { state in
            out.appendLine(
                state.writer.rejectOversized(seq: seq, rev: target.revision, limit: maximumLineLength))
        }
    }

    /// Answers one line: scanned once, a resent one from the retry ledger (see
    /// ``receive(bytes:into:)``).
    func answerLine(bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> Int {
        serial.withLock { state in
            guard bytes.count <= maximumLineLength else {
                out.appendLine(
                    state.writer.reject(
                        seq: ProtocolLine.seq(recoveredFrom: bytes), rev: target.revision,
                        code: "oversized",
                        id: nil,
                        message:
                            "$: the line is \(bytes.count) bytes, more than the \(maximumLineLength) this session accepts"
                    ))
                return 1
            }
            // One scan of the line: the common `set` comes out without a dictionary (and is
            // answered without making a message); any other object as its members, which the one
            // decoder reads into a message; a malformed line as its problem, with its `seq`.
            // A line with a `seq` sent again with the same bytes gets its first answer again
            // from the retry ledger, keyed by the seq this same scan read.
            let scan = ProtocolLine.scan(bytes)
            let seq: Int
            if case .set(let number, _, _) = scan {
                seq = number
            } else if let number = scan.seq {
                seq = number
            } else {
                return answer(scan, writer: &state.writer, into: &out)
            }
            let withText = state.writer.writesText
            guard let ledger = state.sharedLedger else {
                // The session's own book, guarded by the line's lock already: no lock of its own.
                let found = state.book.replay(seq: seq, line: bytes, into: &out)
                if let count = RetryLedger.Book.finish(
                    found, into: &out, snapshot: { snapshotLine(withText: withText) })
                {
                    return count
                }
                let start = out.count
                let count = answer(scan, writer: &state.writer, into: &out)
                // Read through the mutable view: the read-only one took a reference to the
                // buffer (an atomic retain and release on every line).
                out.withUnsafeMutableBytes { whole in
                    state.book.record(
                        seq: seq, line: bytes, answer: UnsafeRawBufferPointer(rebasing: whole[start...]),
                        count: count)
                }
                return count
            }
            if let count = ledger.replay(
                seq: seq, line: bytes, into: &out, snapshot: { snapshotLine(withText: withText) })
            {
                return count
            }
            let start = out.count
            let count = answer(scan, writer: &state.writer, into: &out)
            ledger.record(seq: seq, line: bytes, answer: out, from: start, count: count)
            return count
        }
    }

    /// Answers what one scan of a line found.
    private func answer(_ scan: ProtocolLine.Scan, writer: inout ProtocolWriter, into out: inout [UInt8])
        -> Int
    {
        switch scan {
        case .set(let seq, let id, let value):
            return answerSet(seq: seq, idUTF8: id, value: value, writer: &writer, into: &out)
        case .members(let members):
            let message: ProtocolMessage
            do throws(ProtocolError) {
                message = try ProtocolMessage(members: members)
            } catch {
                return reject(error, writer: &writer, into: &out)
            }
            return answer(
                message.body, seq: message.seq, panel: message.panel, writer: &writer, into: &out)
        case .malformed(let error):
            return reject(error, writer: &writer, into: &out)
        }
    }

    /// Appends the `reject` of a line refused before it reached a panel.
    private func reject(_ error: ProtocolError, writer: inout ProtocolWriter, into out: inout [UInt8]) -> Int
    {
        out.appendLine(
            writer.reject(
                seq: error.seq, rev: target.revision, code: error.code, id: error.id, message: error.message))
        return 1
    }

    /// The lines a frontend needs on connecting without a handshake: a `snapshot`.
    ///
    /// ```swift
    /// for line in session.start() { transport.send(line) }
    /// ```
    public func start() -> [String] {
        var writer = ProtocolWriter()
        return [target.snapshot(with: &writer)]
    }
}
