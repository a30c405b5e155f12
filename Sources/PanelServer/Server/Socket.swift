#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few socket calls the server makes, over the C library: listening sockets on an
/// address, accepting, non-blocking reads and writes.
enum Socket {
    /// An error from a socket call, with the call's name and `errno`'s text.
    struct Failure: Error, CustomStringConvertible {
        var description: String

        init(_ call: String, _ number: Int32 = errno) {
            description = "\(call): \(String(cString: strerror(number)))"
        }
    }

    /// A listening, non-blocking socket bound to `address` (a numeric IPv4 or IPv6 address)
    /// and `port` (0 picks one); returns the descriptor and the port bound.
    static func listen(address: String, port: Int, backlog: Int32 = 128) throws(Failure) -> (Int32, Int) {
        let descriptor = try open(address, port: port, passive: true, call: "bind(\(address), port \(port))")
        {
            descriptor, address, length, family in
            var one: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
            if family == AF_INET6 {
                setsockopt(
                    descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
            }
            return bind(descriptor, address, length)
        }
        guard systemListen(descriptor, backlog) == 0 else {
            let failure = Failure("listen")
            close(descriptor)
            throw failure
        }
        setNonBlocking(descriptor)
        setCloseOnExec(descriptor)
        return (descriptor, boundPort(descriptor))
    }

    /// A close-on-exec stream socket for the first address `host` and `port` resolve to, on
    /// which `action` (a bind, a connect) returned 0; else closed, and the error names `call`.
    static func open(
        _ host: String, port: Int, passive: Bool, call: String,
        _ action: (Int32, UnsafePointer<sockaddr>, socklen_t, Int32) -> Int32
    ) throws(Failure) -> Int32 {
        var hints = addrinfo()
        hints.ai_flags = passive ? AI_NUMERICHOST | AI_PASSIVE : 0
        hints.ai_family = AF_UNSPEC
        #if canImport(Darwin)
            hints.ai_socktype = SOCK_STREAM
        #else
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let info = list else {
            throw Failure("getaddrinfo(\(host))", status == EAI_SYSTEM ? errno : EINVAL)
        }
        defer { freeaddrinfo(list) }
        let descriptor = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
        guard descriptor >= 0 else { throw Failure("socket") }
        setCloseOnExec(descriptor)
        guard action(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen, info.pointee.ai_family) == 0
        else {
            let failure = Failure(call)
            close(descriptor)
            throw failure
        }
        return descriptor
    }

    /// The local port a socket is bound to.
    static func boundPort(_ descriptor: Int32) -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let ok = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(descriptor, $0, &length) == 0
            }
        }
        guard ok else { return 0 }
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer in
            if family == AF_INET6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin6_port))
                }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                Int(UInt16(bigEndian: $0.pointee.sin_port))
            }
        }
    }

    /// Accepts one connection (non-blocking, close-on-exec), or `nil` when none waits.
    static func accept(_ listener: Int32) -> Int32? {
        let descriptor = systemAccept(listener)
        guard descriptor >= 0 else { return nil }
        setNonBlocking(descriptor)
        setCloseOnExec(descriptor)
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        setNoDelay(descriptor)
        return descriptor
    }

    /// Turns Nagle's algorithm off: answers are small and go at once.
    static func setNoDelay(_ descriptor: Int32) {
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    static func setNonBlocking(_ descriptor: Int32) {
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
    }

    static func setCloseOnExec(_ descriptor: Int32) {
        let flags = fcntl(descriptor, F_GETFD)
        _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC)
    }

    /// Reads what is there into `buffer`; the count read, 0 at the end of the stream, `nil`
    /// when nothing is there now, -1 on an error.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
        if count >= 0 { return count }
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return nil }
        return -1
    }

    /// Writes as much of `bytes[offset...]` as the socket takes now; the count written, or
    /// -1 on an error (a closed peer).
    static func write(_ descriptor: Int32, _ bytes: [UInt8], from offset: Int) -> Int {
        #if canImport(Darwin)
            let flags: Int32 = 0
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        let count = bytes.withUnsafeBytes { buffer in
            send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, flags)
        }
        if count >= 0 { return count }
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return 0 }
        return -1
    }

    /// Writes all of `bytes` on a blocking descriptor (a discovery file, a wake-up pipe).
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes {
                systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset)
            }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return }
            offset += count
        }
    }
}

// The C functions whose names the enum's own methods shadow.
private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 { listen(descriptor, backlog) }
private func systemAccept(_ listener: Int32) -> Int32 { accept(listener, nil, nil) }
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}
