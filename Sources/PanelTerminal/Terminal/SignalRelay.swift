import PanelKit

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
/// - Every other signal whose default action ends the process restores the terminal at once
///   from ``TerminalRestore`` (prepared bytes and attributes, async-signal-safe calls only),
///   then runs the handler it found there, if any, and ends the process as the signal's
///   default action does:
///   - the ones that dump core (``crashes``: SIGQUIT, SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS,
///     SIGFPE, SIGSYS, SIGXCPU, SIGXFSZ), unless the program ignores them. The handler found
///     there is usually the Swift runtime's backtracer, which then prints its report on a
///     terminal already given back (and can ask "Press space to interact"). SIGQUIT skips it:
///     it is a person quitting (`ctrl-\`), who expects the process gone at once, not a report
///     and a question; the process dies of it (status 131, a core dump where enabled);
///   - the ones that only terminate (``terminations``: SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM,
///     SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT and the real-time signals), only while
///     their disposition is the default: a program that handles or ignores one of them keeps
///     its own meaning for it, and the session is not torn down under it.
///
///   A signal sent by a process (`kill`, `raise`) is raised again with the default disposition
///   and ends the process when the handler returns; a fault (a bad access, a Swift trap) is
///   not: returning runs the faulting instruction again, which faults into the default.
/// - SIGKILL and SIGSTOP cannot be caught: after `kill -9` the terminal stays as it was (run
///   `reset`).
///
/// ``uninstall()`` puts every previous disposition back.
final class SignalRelay {
    static let relayed: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]
    /// The signals whose default action ends the process with a core dump.
    static let crashes: [Int32] = [
        SIGQUIT, SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGSYS, SIGXCPU, SIGXFSZ,
    ]
    /// The signals whose default action ends the process without a core dump (other than the
    /// relayed SIGINT, SIGTERM and SIGHUP).
    static var terminations: [Int32] {
        var signals: [Int32] = [SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGIO]
        #if canImport(Glibc) || canImport(Musl)
            signals += [SIGPWR, SIGSTKFLT]
        #endif
        #if canImport(Glibc)
            let first = __libc_current_sigrtmin()
            let last = __libc_current_sigrtmax()
            if first > 0, first <= last { signals += Array(first...last) }
        #endif
        return signals.filter { $0 < TerminalRestore.signalCapacity }
    }

    /// Whether `signal` is one the kernel raises for the instruction that faulted (when its
    /// `si_code` is positive): returning from the handler runs that instruction again, which
    /// faults into the default action. Any other signal (SIGQUIT from the terminal's `ctrl-\`,
    /// SIGXCPU, SIGXFSZ…) is raised again, or the process would go on.
    static func isFault(_ signal: Int32) -> Bool {
        signal == SIGSEGV || signal == SIGBUS || signal == SIGILL || signal == SIGFPE || signal == SIGTRAP
    }

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
        for signal in Self.relayed { installRelay(signal) }
        for signal in Self.crashes where !Self.disposition(of: signal, is: SIG_IGN) {
            installRestoring(signal)
        }
        for signal in Self.terminations where Self.disposition(of: signal, is: SIG_DFL) {
            installRestoring(signal)
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
            TerminalRestore.forgetDisposition(of: signal)
        }
        previous = [:]
        TerminalRestore.storage.pointee.pipeWrite = -1
    }

    /// Sets one signal back to its default action (before raising it again ourselves).
    func restoreDefault(_ signal: Int32) {
        TerminalRestore.setDefaultDisposition(of: signal)
    }

    /// Installs the relay handler again for one signal (after a suspension).
    func reinstall(_ signal: Int32) {
        installRelay(signal, keepPrevious: true)
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

    /// Whether the signal's current disposition is `handler` (`SIG_DFL` or `SIG_IGN`).
    private static func disposition(of signal: Int32, is handler: sighandler_t?) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        #if canImport(Darwin)
            let found = current.__sigaction_u.__sa_handler
        #else
            let found = current.__sigaction_handler.sa_handler
        #endif
        if current.sa_flags & Int32(truncatingIfNeeded: SA_SIGINFO) != 0 { return false }
        return unsafeBitCast(found, to: Int.self) == unsafeBitCast(handler, to: Int.self)
    }

    /// Installs the handler that restores the terminal and hands the signal on to the
    /// disposition found here, which it keeps where the handler can read it.
    private func installRestoring(_ signal: Int32) {
        // On the alternate signal stack when the thread has one (the Swift runtime sets one up
        // for its backtracer), so that a stack overflow still gives the terminal back.
        let installed = install(signal) { previous in
            SignalHandler.install(
                detailed: restoringHandler, for: signal, flags: Int32(truncatingIfNeeded: SA_ONSTACK),
                previous: &previous)
        }
        guard installed else { return }
        if let old = previous[signal] { TerminalRestore.keepDisposition(old, for: signal) }
    }

    /// Installs the relay handler for `signal`.
    private func installRelay(_ signal: Int32, keepPrevious: Bool = false) {
        install(signal, keepPrevious: keepPrevious) { previous in
            SignalHandler.install(relayHandler, for: signal, flags: SA_RESTART, previous: &previous)
        }
    }

    /// Installs a handler by `installing` (which reports the disposition it replaced), keeping
    /// that disposition (unless `keepPrevious`, when one is kept already).
    @discardableResult
    private func install(_ signal: Int32, keepPrevious: Bool = false, _ installing: (inout sigaction) -> Bool)
        -> Bool
    {
        var old = sigaction()
        guard installing(&old) else { return false }
        if !keepPrevious && previous[signal] == nil { previous[signal] = old }
        return true
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

/// Restores the terminal, runs the handler found when installing (the Swift runtime's
/// backtracer, say) on the terminal given back, then ends the process as the signal's default
/// action does: raised again with the default disposition when a process sent it (it stays
/// blocked until this handler returns), left to fault again when the kernel raised it for the
/// instruction that returning runs again. Async-signal-safe: `write`, `tcsetattr`,
/// `sigaction` and `raise`, and whatever the earlier handler does.
private func restoringHandler(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    TerminalRestore.restoreNow()
    // SIGQUIT is a person asking to quit now (ctrl-\), not a crash: the backtracer would
    // print a report and wait for a key on the terminal just given back.
    if signal != SIGQUIT { TerminalRestore.runKeptHandler(of: signal, info: info, context: context) }
    TerminalRestore.setDefaultDisposition(of: signal)
    if !SignalRelay.isFault(signal) || (info?.pointee.si_code ?? 0) <= 0 { raise(signal) }
}
