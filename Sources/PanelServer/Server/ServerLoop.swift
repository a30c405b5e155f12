import PanelJSON
import PanelKit
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
    private var ledgers: [String: ClientLedger] = [:]
    private var scratch = [UInt8](repeating: 0, count: 1 << 16)
    private var answer: [UInt8] = []
    private let parser: HTTPRequestParser

    /// The most page ledgers kept (the least recently used goes first).
    static let ledgerLimit = 128

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
            for connection in connections.values {
                var events: Int16 = connection.closing ? 0 : Int16(POLLIN)
                if connection.outbox.isPending { events |= Int16(POLLOUT) }
                descriptors.append(pollfd(fd: connection.descriptor, events: events, revents: 0))
                order.append(connection)
            }
            let timeout = pollTimeout()
            let ready = descriptors.withUnsafeMutableBufferPointer {
                poll($0.baseAddress, nfds_t($0.count), timeout)
            }
            if ready < 0 && errno != EINTR { break }
            if descriptors[0].revents != 0 { drainWake() }
            for index in 0..<listeners.count where descriptors[1 + index].revents != 0 {
                acceptAll(listeners[index])
            }
            let first = 1 + listeners.count
            for (offset, connection) in order.enumerated() {
                let revents = descriptors[first + offset].revents
                guard revents != 0, connections[connection.descriptor] === connection else { continue }
                if revents & Int16(POLLIN) != 0 || revents & Int16(POLLHUP | POLLERR) != 0 {
                    readFrom(connection)
                }
            }
            settle()
        }
        shutdown()
    }

    /// Flushes every outbox, closes the connections that are done, overflowed or late.
    private func settle() {
        let now = Self.now()
        for connection in Array(connections.values) {
            if connection.outbox.overflowed {
                drop(connection)
                continue
            }
            if connection.outbox.isPending, !connection.outbox.flush(to: connection.descriptor) {
                drop(connection)
                continue
            }
            if connection.closing {
                if !connection.outbox.isPending || now - connection.lastHeard > 2 { drop(connection) }
                continue
            }
            switch connection.phase {
            case .head:
                if now - connection.opened > configuration.requestTimeout { drop(connection) }
            case .webSocket:
                let silent = now - connection.lastHeard
                if silent > configuration.idleTimeout {
                    connection.close(1001, reason: "idle")
                    _ = connection.outbox.flush(to: connection.descriptor)
                    drop(connection)
                } else if silent > configuration.idleTimeout / 2, !connection.pinged {
                    connection.pinged = true
                    connection.outbox.append { WebSocketFrame.append(.ping, payload: [], to: &$0) }
                    _ = connection.outbox.flush(to: connection.descriptor)
                }
            }
        }
    }

    /// Milliseconds until the next deadline (at most one second).
    private func pollTimeout() -> Int32 {
        var wait = 1.0
        let now = Self.now()
        for connection in connections.values {
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
                let waiting = connections.values.filter { $0.phase == .head && !$0.closing }
                if let oldest = waiting.min(by: { $0.opened < $1.opened }) {
                    drop(oldest)
                } else {
                    let refusal = HTTPResponse.error(503, "too many connections")
                    _ = Socket.write(descriptor, refusal, from: 0)
                    close(descriptor)
                    continue
                }
            }
            connections[descriptor] = Connection(
                descriptor: descriptor, now: Self.now(), outgoingLimit: configuration.outgoingLimit)
        }
    }

    private func drop(_ connection: Connection) {
        guard connections.removeValue(forKey: connection.descriptor) != nil else { return }
        connection.outbox.close()
        connection.session = nil
        close(connection.descriptor)
    }

    private func readFrom(_ connection: Connection) {
        var received: [UInt8] = []
        // Reads what is there, a bounded amount per turn so one client cannot starve the others.
        for _ in 0..<16 {
            guard let count = Socket.read(connection.descriptor, into: &received, scratch: &scratch) else {
                break
            }
            if count <= 0 {
                drop(connection)
                return
            }
            if count < scratch.count { break }
        }
        guard !received.isEmpty else { return }
        connection.lastHeard = Self.now()
        connection.pinged = false
        switch connection.phase {
        case .head:
            connection.head += received
            readHead(connection)
        case .webSocket:
            connection.decoder?.append(received)
            readFrames(connection)
        }
    }

    private func readHead(_ connection: Connection) {
        switch parser.parse(connection.head) {
        case .incomplete: return
        case .invalid(let status, let reason):
            respond(connection, HTTPResponse.error(status, reason))
        case .request(let request, let length):
            let rest = connection.head[length...]
            connection.head = []
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
        session.setOutput { [weak self] line in
            if outbox.append({ WebSocketFrame.append(.text, payload: line.utf8, to: &$0) }) { self?.wake() }
        }
        connection.session = session
        if let client {
            let ledger = ledgers[client] ?? ClientLedger(now: Self.now())
            ledger.lastUse = Self.now()
            ledgers[client] = ledger
            connection.ledger = ledger
            if ledgers.count > Self.ledgerLimit,
                let oldest = ledgers.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                ledgers[oldest.key] = nil
            }
        }
        if !rest.isEmpty {
            connection.decoder?.append(rest)
            readFrames(connection)
        }
    }

    private func readFrames(_ connection: Connection) {
        guard var decoder = connection.decoder else { return }
        // The answers to the messages of one read go to the outbox together (in order, before
        // any control frame), so a pipelining client costs one lock per read, not per message.
        answer.removeAll(keepingCapacity: true)
        defer {
            connection.decoder = decoder
            flushAnswers(to: connection)
        }
        while !connection.closing, connections[connection.descriptor] === connection {
            let message: WebSocketMessage?
            do throws(WebSocketError) {
                message = try decoder.next()
            } catch {
                flushAnswers(to: connection)
                connection.close(error.code.rawValue, reason: error.reason)
                return
            }
            guard let message else { return }
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

    /// Hands one text message to the session and collects its answer lines; a message the
    /// page sent before (same `client` and `seq`) gets its first answer again.
    private func answerText(_ bytes: [UInt8], on connection: Connection) {
        guard let session = connection.session else { return }
        let seq = connection.ledger == nil ? nil : Self.sequenceNumber(of: bytes)
        if let seq, let ledger = connection.ledger, let previous = ledger.answer(for: seq) {
            answer += previous
            return
        }
        let start = answer.count
        bytes.withUnsafeBufferPointer { _ = session.receive(bytes: $0, into: &answer) }
        if let seq, let ledger = connection.ledger { ledger.record(Array(answer[start...]), for: seq) }
    }

    /// The `seq` of a protocol message, if it has a whole-number one.
    static func sequenceNumber(of bytes: [UInt8]) -> Int? {
        var parser = JSONParser(bytes)
        guard case .object(let members)? = try? parser.parse(), case .number(let number)? = members["seq"],
            number.rounded() == number, abs(number) < 1e15
        else { return nil }
        return Int(number)
    }

    private func shutdown() {
        for connection in Array(connections.values) {
            if connection.phase == .webSocket { connection.close(1001, reason: "the server stopped") }
            _ = connection.outbox.flush(to: connection.descriptor)
            drop(connection)
        }
        for listener in listeners { close(listener) }
        close(wakeRead)
        close(wakeWrite)
    }
}
