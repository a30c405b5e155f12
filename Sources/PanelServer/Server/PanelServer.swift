import PanelKit
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Serves a running program's panel to a browser and to `panelkit attach`: the reference web
/// page and one WebSocket endpoint, `/ws`, speaking the panel protocol through a
/// ``PanelKit/PanelSession`` per connection (one message per text frame).
///
/// ``start()`` returns at once: the server runs on a thread of its own, waiting in `poll`, so
/// the host's threads are never blocked. Any number of browsers and terminals can be attached;
/// each sees every change, whatever made it. Secure by default: loopback only, a random
/// 128-bit token on every request (``url`` carries it once; the page turns it into an
/// `HttpOnly; SameSite=Strict` cookie), `Host` and `Origin` checked, no state change over
/// HTTP, a strict Content-Security-Policy, and bounded resources per connection (see
/// ``Configuration``).
///
/// ```swift
/// let server = PanelServer(panel: card.panel)
/// try server.start()
/// print(server.url!)   // http://127.0.0.1:PORT/?token=…
/// // … the program goes on; the page and `panelkit attach` tune it live …
/// server.stop()
/// ```
public final class PanelServer: Sendable {
    /// The configuration the server was made with.
    ///
    /// ```swift
    /// server.configuration.maximumConnections   // 64
    /// ```
    package let configuration: Configuration
    /// The token every request must carry (drawn when the server is made, unless the
    /// configuration fixes it).
    ///
    /// ```swift
    /// let header = "Authorization: Bearer \(server.token)"
    /// ```
    package let token: String

    let target: @Sendable (Int, SessionGroup) -> PanelSession
    /// What the server's sessions share: each update's frames, encoded once for every client.
    let group = SessionGroup { lines in
        var frames: [UInt8] = []
        WebSocketFrame.appendTextFrames(lines: lines, to: &frames)
        return frames
    }
    /// The panels' names, for the discovery file: a panel's title, a store's keys.
    let panels: [String]
    /// What is served, whose tree problems ``start()`` prints on standard error.
    let served: SessionTarget?

    struct Running {
        var loop: ServerLoop?
        var thread: ServerThread?
        var port: Int?
        var discovery: DiscoveryFile?
        var waiters: [CheckedContinuation<Void, Never>] = []
        var stopped = false
    }

    let running = Mutex(Running())

    /// Serves one panel.
    ///
    /// ```swift
    /// let server = PanelServer(panel: Panel(document))
    /// ```
    public convenience init(panel: Panel, configuration: Configuration = Configuration()) {
        self.init(configuration: configuration, panels: [panel.name], served: .panel(panel)) { limit, group in
            PanelSession(target: .panel(panel), maximumLineLength: limit, group: group)
        }
    }

    /// Serves every panel of a store (ids under each panel's key, as in
    /// ``PanelKit/PanelSession/init(store:maximumLineLength:)``).
    ///
    /// ```swift
    /// let server = PanelServer(store: .shared)
    /// ```
    package convenience init(store: PanelStore = .shared, configuration: Configuration = Configuration()) {
        self.init(configuration: configuration, panels: store.members.map(\.key), served: .store(store)) {
            limit, group in
            PanelSession(target: .store(store), maximumLineLength: limit, group: group)
        }
    }

    init(
        configuration: Configuration, panels: [String], served: SessionTarget? = nil,
        target: @escaping @Sendable (Int, SessionGroup) -> PanelSession
    ) {
        self.configuration = configuration
        self.panels = panels
        self.served = served
        self.target = target
        token = configuration.token ?? ServerToken.random() ?? ""
    }

    /// The longest message a client may send, in bytes (the session's line limit); a longer
    /// one closes its connection with 1009.
    ///
    /// ```swift
    /// PanelServer.maximumMessageLength   // 1048576
    /// ```
    package static let maximumMessageLength = 1 << 20

    /// The address to open, with the token (`http://127.0.0.1:PORT/?token=TOKEN`), once the
    /// server is started; `nil` before.
    ///
    /// ```swift
    /// try server.start()
    /// print(server.url!)
    /// ```
    public var url: String? {
        guard let port else { return nil }
        return "http://\(displayHost):\(port)/?token=\(token)"
    }

    /// The port listened on, once started.
    ///
    /// ```swift
    /// let port = server.port   // 8123, or the one picked for port 0
    /// ```
    package var port: Int? { running.withLock { $0.port } }

    /// The discovery file this server wrote (what `panelkit list` reads), once started.
    ///
    /// ```swift
    /// print(server.discoveryFile ?? "not discoverable")
    /// ```
    package var discoveryFile: String? { running.withLock { $0.discovery?.path } }

    private var displayHost: String {
        guard let host = configuration.host else { return "127.0.0.1" }
        return host.contains(":") ? "[\(host)]" : host
    }

    /// Binds and starts serving on a thread of the server's own; returns at once. Throws when
    /// the address cannot be bound, the token is too weak, or the server was started before.
    ///
    /// A served panel whose tree has problems (its ``PanelKit/Panel/validationReport``: a
    /// duplicate id, a rule naming a control that is not there) is served anyway, and each
    /// problem is printed on standard error once started (`PanelServer: warning: …`).
    ///
    /// ```swift
    /// try server.start()
    /// ```
    public func start() throws(PanelServerError) {
        guard ServerToken.isAcceptable(token) else {
            throw PanelServerError(
                "the token must be at least 22 letters, digits, - or _ (there is no way to turn it off)")
        }
        try running.withLock { (state: inout Running) throws(PanelServerError) in
            guard state.loop == nil, !state.stopped else {
                throw PanelServerError("the server was started before")
            }
            let (listeners, port) = try bind()
            let policy = ServerPolicy(
                token: token, port: port, listenAddress: configuration.host,
                allowedHosts: configuration.allowedHosts)
            let (target, group) = (self.target, self.group)
            let loop: ServerLoop
            do throws(Socket.Failure) {
                loop = try ServerLoop(configuration: configuration, policy: policy, listeners: listeners) {
                    target(PanelServer.maximumMessageLength, group)
                }
            } catch {
                for listener in listeners { close(listener) }
                throw PanelServerError(error.description)
            }
            state.loop = loop
            state.port = port
            state.thread = ServerThread { loop.run() }
            if configuration.discoverable {
                state.discovery = DiscoveryFile.write(
                    name: configuration.name ?? DiscoveryFile.programName, panels: panels,
                    url: "http://\(displayHost):\(port)/?token=\(token)")
            }
        }
        for problem in served?.problems ?? [] {
            let line = Sanitizer.unicode.clean("PanelServer: warning: \(problem)") + "\n"
            _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
        }
    }

    /// Stops serving: every connection is closed (WebSockets with 1001) and the listening
    /// sockets too before it returns, and the discovery file is removed. A stopped server
    /// cannot be started again; make a new one.
    ///
    /// ```swift
    /// server.stop()
    /// ```
    public func stop() {
        let (loop, thread, discovery, waiters) = running.withLock { state in
            let taken = (state.loop, state.thread, state.discovery, state.waiters)
            state.loop = nil
            state.thread = nil
            state.discovery = nil
            state.waiters = []
            state.stopped = true
            return taken
        }
        loop?.requestStop()
        thread?.join()
        discovery?.remove()
        for waiter in waiters { waiter.resume() }
    }

    /// The `async` form: starts the server (unless started) and returns once it is stopped,
    /// by ``stop()`` or by cancelling the task.
    ///
    /// ```swift
    /// let server = PanelServer(panel: panel)
    /// let serving = Task { try await server.run() }
    /// // …
    /// serving.cancel()
    /// ```
    package func run() async throws(PanelServerError) {
        if running.withLock({ $0.loop == nil && !$0.stopped }) { try start() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let finished = running.withLock { state in
                    if state.stopped { return true }
                    state.waiters.append(continuation)
                    return false
                }
                if finished { continuation.resume() }
            }
        } onCancel: {
            stop()
        }
    }

    deinit {
        stop()
    }

    /// The listening sockets: both loopback addresses by default, else the host asked for.
    private func bind() throws(PanelServerError) -> ([Int32], Int) {
        do throws(Socket.Failure) {
            guard let host = configuration.host else {
                let (first, port) = try Socket.listen(address: "127.0.0.1", port: configuration.port)
                // ::1 on the same port, when the machine has IPv6.
                if let (second, _) = try? Socket.listen(address: "::1", port: port) {
                    return ([first, second], port)
                }
                return ([first], port)
            }
            if !Self.isLoopback(host) {
                Socket.writeAll(
                    2,
                    Array(
                        "warning: the panel server listens on \(host), reachable from other machines (the token still guards it)\n"
                            .utf8))
            }
            let (descriptor, port) = try Socket.listen(
                address: host == "localhost" ? "127.0.0.1" : host, port: configuration.port)
            return ([descriptor], port)
        } catch {
            throw PanelServerError(error.description)
        }
    }

    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}

/// Why a ``PanelServer`` could not start.
///
/// ```swift
/// do { try server.start() } catch { print(error) }   // bind(127.0.0.1, port 80): Permission denied
/// ```
public struct PanelServerError: Error, CustomStringConvertible, Sendable {
    /// What failed, with the call and the system's reason.
    ///
    /// ```swift
    /// error.description   // "bind(127.0.0.1, port 80): Permission denied"
    /// ```
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
