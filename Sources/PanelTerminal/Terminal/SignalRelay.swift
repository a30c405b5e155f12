#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signal handling for the live terminal.
///
/// - SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP and SIGCONT are relayed: the handler writes the
///   signal's number into a pipe (the self-pipe trick) and the terminal's loop, which polls that
///   pipe with the keyboard, acts on it: quit, lay out again, suspend, redraw.
/// - SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS and SIGFPE restore the terminal at once from
///   ``TerminalRestore`` (prepared bytes and attributes, async-signal-safe calls only), then the
///   signal is raised again with its default action, so the process still dies of it (a Swift
///   trap cannot be caught, only survived this way).
///
/// ``uninstall()`` puts every previous disposition back.
final class SignalRelay {
    static let relayed: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]
    static let crashes: [Int32] = [SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE]

    /// The pipe's read end, polled by the loop.
    let readEnd: Int32
    private let writeEnd: Int32
    private var previous: [Int32: sigaction] = [:]

    init() throws(LiveTerminalError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw LiveTerminalError("cannot create a pipe for signals") }
        readEnd = ends[0]
        writeEnd = ends[1]
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        TerminalRestore.prepare()
        TerminalRestore.storage.pointee.pipeWrite = writeEnd
        for signal in Self.relayed { install(signal, handler: relayHandler, flags: SA_RESTART) }
        for signal in Self.crashes {
            install(
                signal, handler: crashHandler,
                flags: Int32(truncatingIfNeeded: SA_RESETHAND) | Int32(truncatingIfNeeded: SA_NODEFER))
        }
    }

    deinit {
        uninstall()
        close(readEnd)
        close(writeEnd)
    }

    /// Puts back the dispositions found when installing.
    func uninstall() {
        for (signal, action) in previous {
            var action = action
            sigaction(signal, &action, nil)
        }
        previous = [:]
        TerminalRestore.storage.pointee.pipeWrite = -1
    }

    /// Sets one signal back to its default action (before raising it again ourselves).
    func restoreDefault(_ signal: Int32) {
        setDefaultDisposition(signal)
    }

    /// Installs the relay handler again for one signal (after a suspension).
    func reinstall(_ signal: Int32) {
        install(signal, handler: relayHandler, flags: SA_RESTART, keepPrevious: true)
    }

    /// Reads the signals relayed since the last call.
    func drain() -> [Int32] {
        var bytes = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let count = bytes.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            signals += bytes[0..<count].map { Int32($0) }
        }
        return signals
    }

    /// The descriptor ``wake(_:)`` writes to.
    var wakeDescriptor: Int32 { writeEnd }

    /// Writes a byte that is no signal (0) to the pipe: wakes the loop from another thread.
    static func wake(_ descriptor: Int32) {
        var byte: UInt8 = 0
        _ = write(descriptor, &byte, 1)
    }

    private func install(
        _ signal: Int32, handler: @convention(c) (Int32) -> Void, flags: Int32, keepPrevious: Bool = false
    ) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        var old = sigaction()
        sigaction(signal, &action, &old)
        if !keepPrevious && previous[signal] == nil { previous[signal] = old }
    }
}

/// Relays a signal to the loop through the pipe (async-signal-safe: `write` only).
private func relayHandler(_ signal: Int32) {
    let saved = errno
    let pipe = TerminalRestore.storage.pointee.pipeWrite
    if pipe >= 0 {
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(pipe, &byte, 1)
    }
    errno = saved
}

/// Restores the terminal and dies of the signal (the handler was reset to the default on entry).
private func crashHandler(_ signal: Int32) {
    TerminalRestore.restoreNow()
    raise(signal)
}

/// `signal(number, SIG_DFL)`.
private func setDefaultDisposition(_ number: Int32) {
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = SIG_DFL
    #else
        action.__sigaction_handler.sa_handler = SIG_DFL
    #endif
    sigaction(number, &action, nil)
}
