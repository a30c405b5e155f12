import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small blocking WebSocket client for a ``PanelServer``'s `/ws`: what `panelkit attach`,
/// the tests and the benchmarks connect with. Opened from the server's URL (its token is sent
/// as `Authorization: Bearer`); ``send(_:)`` may be called from any thread, ``receive()``
/// from one at a time.
///
/// ```swift
/// let client = try WebSocketClient(url: server.url!)
/// try client.send(#"{"type":"hello","versions":[1]}"#)
/// while let line = client.receive() { print(line) }   // welcome, snapshot, …
/// ```
@_spi(Internals) public final class WebSocketClient: Sendable {
    /// Why a connection failed.
    ///
    /// ```swift
    /// do { _ = try WebSocketClient(url: url) } catch { print(error) }
    /// ```
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What failed.
        ///
        /// ```swift
        /// print(failure.description)   // "connect(127.0.0.1:8123): Connection refused"
        /// ```
        public var description: String
    }

    private let descriptor: Int32
    private let writeLock = Mutex(())
    private let reader: Mutex<Reader>
    private let closed = Atomic<Bool>(false)

    struct Reader: ~Copyable {
        var decoder: WebSocketDecoder
        var scratch = [UInt8](repeating: 0, count: 1 << 16)
    }

    /// Connects to a server's URL (`http://127.0.0.1:PORT/?token=…`, or `ws://…`) and does the
    /// WebSocket handshake on `/ws`, failing when the server has not answered it within
    /// `handshakeTimeout` seconds (a server that accepts connections but never answers would
    /// otherwise hold the caller for ever).
    ///
    /// ```swift
    /// let client = try WebSocketClient(url: "http://127.0.0.1:8123/?token=0123…")
    /// ```
    @_spi(Internals) public init(url: String, origin: String? = nil, handshakeTimeout: Double = 10)
        throws(Failure)
    {
        guard let parts = Self.split(url) else {
            throw Failure(description: "not a panel server URL: \(url)")
        }
        let descriptor = try Self.connect(host: parts.host, port: parts.port)
        var key = [UInt8](repeating: 0, count: 16)
        var generator = SystemRandomNumberGenerator()
        for index in key.indices { key[index] = generator.next() }
        let keyText = Base64.encode(key)
        var head =
            "GET /ws HTTP/1.1\r\nHost: \(parts.authority)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        head += "Sec-WebSocket-Key: \(keyText)\r\nSec-WebSocket-Version: 13\r\n"
        if let token = parts.token { head += "Authorization: Bearer \(token)\r\n" }
        if let origin { head += "Origin: \(origin)\r\n" }
        head += "\r\n"
        Socket.writeAll(descriptor, Array(head.utf8))
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var end: Int?
        let started = ContinuousClock.now
        while end == nil {
            let left = handshakeTimeout - Self.seconds(ContinuousClock.now - started)
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = left > 0 ? poll(&waiting, 1, Int32(min(left * 1000, 60_000).rounded(.up))) : 0
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else {
                systemClose(descriptor)
                throw Failure(
                    description:
                        "the server did not answer the WebSocket handshake within \(handshakeTimeout) s")
            }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0, received.count < 1 << 16 else {
                systemClose(descriptor)
                throw Failure(description: "the server closed the connection during the handshake")
            }
            received += chunk[0..<count]
            end = Self.headEnd(received)
        }
        let response = String(decoding: received[0..<end!], as: UTF8.self)
        let lines = response.split(separator: "\r\n")
        let accept = WebSocketFrame.acceptValue(for: keyText)
        guard let status = lines.first, status.hasPrefix("HTTP/1.1 101"),
            lines.contains(where: { $0.lowercased() == "sec-websocket-accept: \(accept.lowercased())" })
        else {
            systemClose(descriptor)
            throw Failure(description: "the server refused the WebSocket: \(lines.first ?? "")")
        }
        var decoder = WebSocketDecoder(role: .client, maximumMessageLength: 1 << 26)
        decoder.append(received[(end! + 4)...])
        self.descriptor = descriptor
        reader = Mutex(Reader(decoder: decoder))
    }

    deinit {
        close()
    }

    /// Sends one text message.
    ///
    /// ```swift
    /// try client.send(#"{"type":"set","seq":1,"id":"radius","value":12}"#)
    /// ```
    @_spi(Internals) public func send(_ text: String) throws(Failure) {
        var frame: [UInt8] = []
        WebSocketFrame.append(.text, payload: text.utf8, mask: Self.mask(), to: &frame)
        try write(frame)
    }

    /// Sends several text messages in one write (pipelining).
    ///
    /// ```swift
    /// try client.send(lines: ["{…}", "{…}"])
    /// ```
    @_spi(Internals) public func send(lines: [String]) throws(Failure) {
        var frames: [UInt8] = []
        for line in lines { WebSocketFrame.append(.text, payload: line.utf8, mask: Self.mask(), to: &frames) }
        try write(frames)
    }

    private func write(_ bytes: [UInt8]) throws(Failure) {
        guard !closed.load(ordering: .relaxed) else { throw Failure(description: "the connection is closed") }
        let ok = writeLock.withLock { _ in
            var offset = 0
            while offset < bytes.count {
                let count = Socket.write(descriptor, bytes, from: offset)
                if count < 0 { return false }
                offset += count
            }
            return true
        }
        if !ok { throw Failure(description: "the server closed the connection") }
    }

    /// The next text message; `nil` once the connection is closed (pings are answered on
    /// the way).
    ///
    /// ```swift
    /// let line = client.receive()
    /// ```
    @_spi(Internals) public func receive() -> String? {
        receiveBytes().map { String(decoding: $0, as: UTF8.self) }
    }

    /// The next text message's bytes; `nil` once the connection is closed.
    ///
    /// ```swift
    /// let bytes = client.receiveBytes()
    /// ```
    @_spi(Internals) public func receiveBytes() -> [UInt8]? {
        while true {
            let step: ([UInt8]?, [UInt8]?, Bool) = reader.withLock { reader in
                do throws(WebSocketError) {
                    while let message = try reader.decoder.next() {
                        switch message {
                        case .text(let bytes): return (bytes, nil, false)
                        case .ping(let payload): return (nil, payload, false)
                        case .close: return (nil, nil, true)
                        case .binary, .pong: continue
                        }
                    }
                } catch {
                    return (nil, nil, true)
                }
                let count = reader.scratch.withUnsafeMutableBytes {
                    recv(descriptor, $0.baseAddress, $0.count, 0)
                }
                if count < 0 && errno == EINTR { return (nil, nil, false) }
                if count <= 0 { return (nil, nil, true) }
                reader.decoder.append(reader.scratch[0..<count])
                return (nil, nil, false)
            }
            if let text = step.0 { return text }
            if let ping = step.1 {
                var frame: [UInt8] = []
                WebSocketFrame.append(.pong, payload: ping, mask: Self.mask(), to: &frame)
                try? write(frame)
            }
            if step.2 { return nil }
        }
    }

    /// Sends a close frame and closes the socket (a waiting ``receive()`` returns `nil`).
    ///
    /// ```swift
    /// client.close()
    /// ```
    @_spi(Internals) public func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var frame: [UInt8] = []
        WebSocketFrame.appendClose(1000, reason: "", mask: Self.mask(), to: &frame)
        writeLock.withLock { _ in _ = Socket.write(descriptor, frame, from: 0) }
        shutdown(descriptor, Int32(SHUT_RDWR))
        systemClose(descriptor)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func mask() -> (UInt8, UInt8, UInt8, UInt8) {
        var generator = SystemRandomNumberGenerator()
        let word: UInt32 = generator.next()
        return (
            UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 8),
            UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 24)
        )
    }

    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 0x0D && bytes[index + 1] == 0x0A && bytes[index + 2] == 0x0D
            && bytes[index + 3] == 0x0A
        {
            return index
        }
        return nil
    }

    /// The host, port, `host:port` and token of a server URL.
    static func split(_ url: String) -> (host: String, port: Int, authority: String, token: String?)? {
        var rest = Substring(url)
        for scheme in ["http://", "ws://"] where rest.hasPrefix(scheme) {
            rest = rest.dropFirst(scheme.count)
        }
        guard rest.count < url.count else { return nil }
        let authority = rest.prefix { $0 != "/" && $0 != "?" }
        let after = rest.dropFirst(authority.count)
        let host: Substring
        let portText: Substring
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            host = authority[authority.index(after: authority.startIndex)..<close]
            portText = authority[authority.index(after: close)...].dropFirst()
        } else if let colon = authority.lastIndex(of: ":") {
            host = authority[..<colon]
            portText = authority[authority.index(after: colon)...]
        } else {
            return nil
        }
        guard let port = Int(portText), !host.isEmpty else { return nil }
        var token: String?
        if let question = after.firstIndex(of: "?") {
            for pair in after[after.index(after: question)...].split(separator: "&")
            where pair.hasPrefix("token=") {
                token = String(pair.dropFirst("token=".count))
            }
        }
        return (String(host), port, String(authority), token)
    }

    private static func connect(host: String, port: Int) throws(Failure) -> Int32 {
        let descriptor: Int32
        do throws(Socket.Failure) {
            descriptor = try Socket.open(
                host == "localhost" ? "127.0.0.1" : host, port: port, passive: false,
                call: "connect(\(host):\(port))"
            ) { descriptor, address, length, _ in systemConnect(descriptor, address, length) }
        } catch {
            throw Failure(description: error.description)
        }
        Socket.setNoDelay(descriptor)
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return descriptor
    }
}

// The C functions the class's own methods shadow.
private func systemClose(_ descriptor: Int32) { _ = close(descriptor) }
private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t)
    -> Int32
{
    connect(descriptor, address, length)
}
