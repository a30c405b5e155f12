@_spi(Internals) import PanelKit
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's event loop: one thread waiting in `poll` on the listening sockets, a wake-up
/// pipe and every connection, so the host's threads are never blocked and nothing spins.
/// Everything but the wake-up flag, the stop flag and the outboxes is touched only by the
/// loop's thread.
///
/// Backpressure, not drops. Each turn writes first (readers are served before anyone's next
/// burst is read), then reads at most ``readLimit`` bytes from each connection and handles at
/// most ``messagesPerTurn`` of its messages (or ``answerBytesPerTurn`` of answers, or
/// ``timePerTurn`` of work), so one client cannot hold the loop; then it writes again. The
/// light connections (whose last share ended for want of messages) are served first, and
/// looked at again after each heavy connection's share, so a person's edit waits for one
/// share of a writer's burst, not a whole turn of them. A connection is read only while less
/// than ``gate`` waits to be sent to it (a client that does not read its answers is not
/// served more of them), and while some reader has more than ``gate`` waiting, the
/// connections with a backlog of messages (a writer's burst) wait too, so that every reader
/// keeps up with what the writers cause. A reader counts for that only while it drains: one
/// that stays behind for ``stallAllowance`` seconds has stopped reading and holds no one
/// back. A client is disconnected only when more than the configuration's
/// ``PanelServer/Configuration/outgoingLimit`` waits for it after a write was tried.
final class ServerLoop: @unchecked Sendable {
    // `@unchecked`: the mutable state below is the loop thread's alone; what other threads
    // touch is the atomics and each connection's `Outbox` (a mutex).
    let configuration: PanelServer.Configuration
    let policy: ServerPolicy
    let listeners: [Int32]
    let makeSession: @Sendable () -> PanelSession
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let wakePending = Atomic<Bool>(false)
    private let stopping = Atomic<Bool>(false)
    private let loopThread = Atomic<UInt>(0)
    private var connections: [Int32: Connection] = [:]
    /// The connections in the order they were accepted: the order outboxes are written in.
    /// The connections, in the order they came (read by the samples' delivery too).
    private(set) var accepted: [Connection] = []
    private var scratch = [UInt8](repeating: 0, count: ServerLoop.readLimit)
    private var gather: [UInt8] = []
    private var answer: [UInt8] = []
    private let parser: HTTPRequestParser
    /// Whether some reader that still drains has more than ``gate`` waiting.
    private var congested = false
    /// The light connections' descriptors and connections looked at between heavy shares.
    private var lightDescriptors: [pollfd] = []
    private var lightOrder: [Connection] = []
    private var turn = 0

    /// The most bytes read from one connection in a turn.
    static let readLimit = 1 << 16
    /// The most messages of one connection handled in a turn.
    static let messagesPerTurn = 32
    /// The most bytes of answers one connection's messages may make in a turn.
    static let answerBytesPerTurn = 1 << 16
    /// The most time, in seconds, spent on one connection's messages in a turn (at least one
    /// message is handled).
    static let timePerTurn = 0.000_25
    /// Bytes waiting for a connection past which it is not read, and past which the
    /// connections with a backlog wait for it.
    static let gate = 1 << 16
    /// How long, in seconds, a reader may stay past the gate and still hold back writers.
    static let stallAllowance = 1.0

    init(
        configuration: PanelServer.Configuration, policy: ServerPolicy, listeners: [Int32],
        makeSession: @escaping @Sendable () -> PanelSession
    ) throws(Socket.Failure) {
        self.configuration = configuration
        self.policy = policy
        self.listeners = listeners
        self.makeSession = makeSession
        parser = HTTPRequestParser(maximumHeadLength: 16 * 1024)
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw Socket.Failure("pipe") }
        (wakeRead, wakeWrite) = (pipeEnds[0], pipeEnds[1])
        for end in pipeEnds {
            Socket.setNonBlocking(end)
            Socket.setCloseOnExec(end)
        }
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static var currentThread: UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }

    /// Makes the loop look at the outboxes (called from any thread after queueing bytes).
    func wake() {
        if loopThread.load(ordering: .relaxed) == Self.currentThread { return }
        if !wakePending.exchange(true, ordering: .acquiringAndReleasing) {
            var byte: UInt8 = 1
            _ = write(wakeWrite, &byte, 1)
        }
    }

    /// Asks the loop to close everything and return.
    func requestStop() {
        stopping.store(true, ordering: .releasing)
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// Runs until ``requestStop()``; every connection and listener is closed when it returns.
    func run() {
        loopThread.store(Self.currentThread, ordering: .relaxed)
        var descriptors: [pollfd] = []
        var order: [Connection] = []
        while !stopping.load(ordering: .acquiring) {
            descriptors.removeAll(keepingCapacity: true)
            order.removeAll(keepingCapacity: true)
            descriptors.append(pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0))
            for listener in listeners {
                descriptors.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0))
            }
            var runnable = false
            for connection in accepted {
                let pending = connection.outbox.pendingCount
                var events: Int16 = mayRead(connection, pending: pending) ? Int16(POLLIN) : 0
                if pending > 0 { events |= Int16(POLLOUT) }
                if mayHandle(connection, pending: pending) { runnable = true }
                descriptors.append(pollfd(fd: connection.descriptor, events: events, revents: 0))
                order.append(connection)
            }
            let timeout = runnable ? 0 : pollTimeout()
            let ready = descriptors.withUnsafeMutableBufferPointer {
                poll($0.baseAddress, nfds_t($0.count), timeout)
            }
            if ready < 0 && errno != EINTR { break }
            if descriptors[0].revents != 0 { drainWake() }
            for index in 0..<listeners.count where descriptors[1 + index].revents != 0 {
                acceptAll(listeners[index])
            }
            let first = 1 + listeners.count
            // Writes first: readers are served before anyone's next burst is read.
            for (offset, connection) in order.enumerated()
            where descriptors[first + offset].revents & Int16(POLLOUT | POLLERR | POLLHUP) != 0 {
                guard connections[connection.descriptor] === connection else { continue }
                if !connection.outbox.flush(to: connection.descriptor, gather: &gather) { drop(connection) }
            }
            updateCongestion()
            // Then a bounded share of work for each connection, starting each turn with
            // another one: the light connections first (those whose last share ended for want
            // of messages), then each heavy one followed by a look at the light ones, so that a
            // message from an interactive client waits for one share of a writer's burst, not
            // for a whole turn of them.
            turn &+= 1
            let count = order.count
            for heavy in [false, true] {
                for step in 0..<count {
                    let offset = (step + turn) % count
                    let connection = order[offset]
                    guard connection.heavy == heavy, connections[connection.descriptor] === connection else {
                        continue
                    }
                    let revents = descriptors[first + offset].revents
                    let asked = descriptors[first + offset].events & Int16(POLLIN) != 0
                    if asked && revents & Int16(POLLIN) != 0 || revents & Int16(POLLHUP | POLLERR) != 0 {
                        readFrom(connection)  // which handles what it read
                    } else if connection.phase == .webSocket,
                        mayHandle(connection, pending: connection.outbox.pendingCount)
                    {
                        handleFrames(connection)
                    } else {
                        continue
                    }
                    if heavy { serveLightConnections() }
                }
            }
            deliverSamples()
            settle()
        }
        shutdown()
    }

    /// Reads and handles what the light connections (see ``Connection/heavy``) sent since the
    /// turn's `poll`, without waiting: one `poll` with no timeout.
    private func serveLightConnections() {
        lightDescriptors.removeAll(keepingCapacity: true)
        lightOrder.removeAll(keepingCapacity: true)
        for connection in accepted
        where connection.phase == .webSocket && !connection.heavy
            && mayRead(connection, pending: connection.outbox.pendingCount)
        {
            lightDescriptors.append(pollfd(fd: connection.descriptor, events: Int16(POLLIN), revents: 0))
            lightOrder.append(connection)
        }
        guard !lightOrder.isEmpty else { return }
        let ready = lightDescriptors.withUnsafeMutableBufferPointer {
            poll($0.baseAddress, nfds_t($0.count), 0)
        }
        guard ready > 0 else { return }
        for (index, connection) in lightOrder.enumerated()
        where lightDescriptors[index].revents != 0 && connections[connection.descriptor] === connection {
            readFrom(connection)
        }
    }

    /// Whether the loop reads from a connection this turn: not while it closes, while its
    /// decoder still holds messages not handled, nor while more than the gate waits for it.
    private func mayRead(_ connection: Connection, pending: Int) -> Bool {
        !connection.closing && !connection.backlogged && pending <= Self.gate
    }

    /// Whether the loop handles messages of a connection this turn without reading first.
    private func mayHandle(_ connection: Connection, pending: Int) -> Bool {
        connection.backlogged && !connection.closing && pending <= Self.gate && !congested
    }

    /// Notes which readers are behind and whether one that still drains is.
    private func updateCongestion() {
        let now = Self.now()
        congested = false
        for connection in accepted where connection.phase == .webSocket && !connection.closing {
            if connection.outbox.pendingCount > Self.gate {
                let since = connection.behindSince ?? now
                connection.behindSince = since
                if now - since < Self.stallAllowance { congested = true }
            } else {
                connection.behindSince = nil
            }
        }
    }

    /// Writes every outbox; closes the connections that are done, late, or that more than
    /// the outgoing limit still waits for after the write (clients that stopped reading).
    private func settle() {
        let now = Self.now()
        // (A copy: dropping changes `accepted`.)
        for connection in accepted {
            // What still waits after a write was tried (nil: the socket failed, or a program
            // outran the loop past the ceiling).
            guard let pending = connection.outbox.flushWaiting(to: connection.descriptor, gather: &gather),
                pending <= configuration.outgoingLimit
            else {
                drop(connection)
                continue
            }
            if connection.closing {
                if pending == 0 || now - connection.lastHeard > 2 {
                    drop(connection)
                }
                continue
            }
            switch connection.phase {
            case .head:
                if now - connection.opened > configuration.requestTimeout {
                    drop(connection)
                }
            case .webSocket:
                let silent = now - connection.lastHeard
                if silent > configuration.idleTimeout {
                    connection.close(1001, reason: "idle")
                    _ = connection.outbox.flush(to: connection.descriptor, gather: &gather)
                    drop(connection)
                } else if silent > configuration.idleTimeout / 2, !connection.pinged {
                    connection.pinged = true
                    connection.outbox.append { WebSocketFrame.append(.ping, payload: [], to: &$0) }
                    _ = connection.outbox.flush(to: connection.descriptor, gather: &gather)
                }
            }
        }
    }

    /// Milliseconds until the next deadline (at most one second; a twentieth while writers
    /// wait for a reader, which may stop counting as one).
    private func pollTimeout() -> Int32 {
        var wait = congested ? 0.05 : 1.0
        let now = Self.now()
        for connection in accepted {
            switch connection.phase {
            case .head: wait = min(wait, connection.opened + configuration.requestTimeout - now)
            case .webSocket:
                let next =
                    connection.pinged
                    ? connection.lastHeard + configuration.idleTimeout
                    : connection.lastHeard + configuration.idleTimeout / 2
                wait = min(wait, next - now)
            }
            if connection.closing { wait = min(wait, 0.1) }
        }
        wait = min(wait, samplesWait(now: now))
        return Int32(max(0, wait * 1000).rounded(.up))
    }

    private func drainWake() {
        wakePending.store(false, ordering: .releasing)
        var bytes = [UInt8](repeating: 0, count: 256)
        while bytes.withUnsafeMutableBytes({ read(wakeRead, $0.baseAddress, $0.count) }) > 0 {}
    }

    private func acceptAll(_ listener: Int32) {
        while let descriptor = Socket.accept(listener) {
            if connections.count >= configuration.maximumConnections {
                // Make room by closing the oldest connection still on its request head (a
                // slow or half-open one); with none, refuse the new one.
                let waiting = accepted.filter { $0.phase == .head && !$0.closing }
                if let oldest = waiting.min(by: { $0.opened < $1.opened }) {
                    drop(oldest)
                } else {
                    let refusal = HTTPResponse.error(503, "too many connections")
                    _ = Socket.write(descriptor, refusal, from: 0)
                    close(descriptor)
                    continue
                }
            }
            let connection = Connection(
                descriptor: descriptor, now: Self.now(), outgoingLimit: configuration.outgoingLimit,
                parser: parser)
            connections[descriptor] = connection
            accepted.append(connection)
        }
    }

    private func drop(_ connection: Connection) {
        guard connections.removeValue(forKey: connection.descriptor) != nil else { return }
        accepted.removeAll { $0 === connection }
        connection.outbox.close()
        connection.session = nil
        close(connection.descriptor)
    }

    /// Reads what the connection sent, at most ``readLimit`` bytes.
    private func readFrom(_ connection: Connection) {
        let count = scratch.withUnsafeMutableBytes { Socket.read(connection.descriptor, into: $0) }
        guard let count else { return }
        if count <= 0 {
            drop(connection)
            return
        }
        connection.lastHeard = Self.now()
        connection.pinged = false
        let received = scratch[0..<count]
        switch connection.phase {
        case .head:
            readHead(connection, connection.head.append(received))
        case .webSocket:
            connection.decoder?.append(received)
            handleFrames(connection)
        }
    }

    private func readHead(_ connection: Connection, _ result: HTTPRequestParser.Result) {
        switch result {
        case .incomplete: return
        case .invalid(let status, let reason):
            respond(connection, HTTPResponse.error(status, reason))
        case .request(let request, let length):
            let rest = connection.head.bytes[length...]
            connection.head = HTTPHeadReader(parser: parser)
            switch policy.route(request) {
            case .refuse(let status, let reason): respond(connection, HTTPResponse.error(status, reason))
            case .setCookie(let location):
                respond(
                    connection,
                    HTTPResponse.setCookie(name: policy.cookieName, token: policy.token, location: location))
            case .asset(let asset):
                respond(
                    connection,
                    HTTPResponse.bytes(
                        status: 200, headers: [("Content-Type", asset.contentType)], body: asset.bytes))
            case .upgrade(let key, let client):
                upgrade(connection, key: key, client: client, rest: Array(rest))
            }
        }
    }

    private func respond(_ connection: Connection, _ bytes: [UInt8]) {
        connection.outbox.append { $0 += bytes }
        connection.closing = true
    }

    private func upgrade(_ connection: Connection, key: String, client: String?, rest: [UInt8]) {
        connection.outbox.append { $0 += HTTPResponse.upgrade(key: key) }
        connection.phase = .webSocket
        let session = makeSession()
        connection.decoder = WebSocketDecoder(role: .server, maximumMessageLength: session.maximumLineLength)
        let outbox = connection.outbox
        session.setOutput(pieces: { [weak self] piece in
            let kind: Outbox.Kind =
                switch piece.kind {
                case .event: .event
                case .patch: .patch
                case .snapshot: .snapshot
                }
            if outbox.append(shared: piece.encoded, kind: kind) { self?.wake() }
        })
        connection.session = session
        if let client { session.adopt(client: client) }
        if !rest.isEmpty {
            connection.decoder?.append(rest)
            handleFrames(connection)
        }
    }

    /// Handles the connection's messages received so far, within the bounds of a turn
    /// (``messagesPerTurn``, ``answerBytesPerTurn``, ``timePerTurn``); it is left backlogged
    /// when more may wait.
    private func handleFrames(_ connection: Connection) {
        guard var decoder = connection.decoder else { return }
        // The answers to the messages of one turn go to the outbox together (in order, before
        // any control frame), so a pipelining client costs one lock per turn, not per message.
        answer.removeAll(keepingCapacity: true)
        connection.backlogged = false
        connection.heavy = false
        var handled = 0
        defer {
            connection.decoder = decoder
            flushAnswers(to: connection)
            // A burst of large answers (snapshots) leaves no large buffer behind.
            if answer.capacity > Self.answerBytesPerTurn * 2 { answer = [] }
            // The answers go now, not after everyone else's turn.
            if handled > 0, connections[connection.descriptor] === connection,
                !connection.outbox.flush(to: connection.descriptor, gather: &gather)
            {
                drop(connection)
            }
        }
        let started = Self.now()
        while !connection.closing, connections[connection.descriptor] === connection {
            if handled > 0,
                handled >= Self.messagesPerTurn || answer.count >= Self.answerBytesPerTurn
                    || Self.now() - started > Self.timePerTurn
            {
                connection.backlogged = decoder.bufferedCount > 0
                connection.heavy = true
                return
            }
            let message: WebSocketMessage?
            do throws(WebSocketError) {
                message = try decoder.next()
            } catch {
                flushAnswers(to: connection)
                connection.close(error.code.rawValue, reason: error.reason)
                return
            }
            guard let message else { return }
            handled += 1
            switch message {
            case .text(let bytes): answerText(bytes, on: connection)
            case .binary:
                flushAnswers(to: connection)
                connection.close(1003, reason: "the protocol is JSON text")
            case .ping(let payload):
                flushAnswers(to: connection)
                connection.outbox.append { WebSocketFrame.append(.pong, payload: payload, to: &$0) }
            case .pong: break
            case .close(let code, _):
                flushAnswers(to: connection)
                connection.close(code == nil ? 1000 : (code! == 1005 ? 1000 : code!), reason: "")
            }
        }
    }

    /// Queues the answers collected so far, one frame per line.
    private func flushAnswers(to connection: Connection) {
        guard !answer.isEmpty else { return }
        connection.outbox.appendTextFrames(lines: answer)
        answer.removeAll(keepingCapacity: true)
    }

    /// Hands one text message to the session and collects its answer lines (a message the
    /// page sent before, same `client` and `seq`, gets its first answer again: the session's
    /// retry ledger).
    private func answerText(_ bytes: [UInt8], on connection: Connection) {
        guard let session = connection.session else { return }
        bytes.withUnsafeBufferPointer { _ = session.receive(bytes: $0, into: &answer) }
    }

    private func shutdown() {
        for connection in accepted {
            if connection.phase == .webSocket { connection.close(1001, reason: "the server stopped") }
            _ = connection.outbox.flush(to: connection.descriptor, gather: &gather)
            drop(connection)
        }
        for listener in listeners { close(listener) }
        close(wakeRead)
        close(wakeWrite)
    }
}
