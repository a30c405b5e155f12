#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a signal handler needs to give the terminal back, prepared before any handler is
/// installed: the output descriptor, the bytes that leave the alternate screen and the modes we
/// turned on, the saved terminal attributes, and the self-pipe that relays signals to the loop.
///
/// This is the one piece of process-wide mutable state in the live terminal: a signal handler
/// can reach nothing else. It is allocated once, filled in before the handlers are installed,
/// and read by the handlers with `write(2)`, `tcsetattr(3)` and `raise(3)` only, which are
/// async-signal-safe.
enum TerminalRestore {
    struct Storage {
        var input: Int32 = 0
        var output: Int32 = 1
        var saved = termios()
        var hasSaved = false
        var active = false
        var restore: UnsafeMutablePointer<UInt8>
        var restoreCount = 0
        var pipeWrite: Int32 = -1
        /// The standard output and error as they were before `OutputCapture` put them on pipes
        /// (-1 when not captured): given back too, so that a crash report reaches the terminal.
        var capturedOutput: Int32 = -1
        var capturedError: Int32 = -1
        /// The disposition each restoring signal had before (by signal number), and whether
        /// one is kept.
        var dispositions: UnsafeMutablePointer<sigaction>
        var hasDisposition: UnsafeMutablePointer<Bool>
    }

    /// One more than the highest signal number a disposition is kept for.
    static let signalCapacity: Int32 = 128

    /// The bytes that undo what entering wrote (modes off, main screen, cursor shown).
    static let restoreBytes: [UInt8] = Array(
        "\u{1B}[0m\u{1B}[?2026l\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"
            .utf8)

    /// The bytes that enter the alternate screen, hide the cursor, turn on SGR mouse reports
    /// with drags, bracketed paste and focus reports, and ask whether synchronized output is
    /// supported.
    static let enterBytes: [UInt8] = Array(
        "\u{1B}[?1049h\u{1B}[H\u{1B}[2J\u{1B}[?25l\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[?1004h\u{1B}[?2026$p"
            .utf8)

    /// The storage, allocated on first use (which ``prepare()`` makes happen before any handler
    /// can run).
    nonisolated(unsafe) static let storage: UnsafeMutablePointer<Storage> = {
        let restore = UnsafeMutablePointer<UInt8>.allocate(capacity: restoreBytes.count)
        restore.initialize(from: restoreBytes, count: restoreBytes.count)
        let pointer = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
        let count = Int(signalCapacity)
        let dispositions = UnsafeMutablePointer<sigaction>.allocate(capacity: count)
        dispositions.initialize(repeating: sigaction(), count: count)
        let has = UnsafeMutablePointer<Bool>.allocate(capacity: count)
        has.initialize(repeating: false, count: count)
        pointer.initialize(
            to: Storage(
                restore: restore, restoreCount: restoreBytes.count, dispositions: dispositions,
                hasDisposition: has))
        return pointer
    }()

    /// Makes sure the storage exists (call before installing handlers).
    static func prepare() {
        _ = storage
    }

    /// Writes the restore bytes and the saved attributes: what every exit path does. Safe in a
    /// signal handler.
    static func restoreNow() {
        let state = storage
        guard state.pointee.active else { return }
        state.pointee.active = false
        var offset = 0
        while offset < state.pointee.restoreCount {
            let count = write(
                state.pointee.output, state.pointee.restore + offset, state.pointee.restoreCount - offset)
            if count <= 0 { break }
            offset += count
        }
        if state.pointee.hasSaved {
            tcsetattr(state.pointee.input, TCSAFLUSH, &state.pointee.saved)
        }
        if state.pointee.capturedOutput >= 0 { dup2(state.pointee.capturedOutput, 1) }
        if state.pointee.capturedError >= 0 { dup2(state.pointee.capturedError, 2) }
    }

    /// Keeps the disposition a restoring handler puts back for `signal` (set before the handler
    /// is installed).
    static func keepDisposition(_ action: sigaction, for signal: Int32) {
        guard signal > 0, signal < signalCapacity else { return }
        storage.pointee.dispositions[Int(signal)] = action
        storage.pointee.hasDisposition[Int(signal)] = true
    }

    /// Forgets it again (when the handlers are uninstalled).
    static func forgetDisposition(of signal: Int32) {
        guard signal > 0, signal < signalCapacity else { return }
        storage.pointee.hasDisposition[Int(signal)] = false
    }

    /// Calls the handler that was installed for `signal` before ours, if one was (not the
    /// default or ignore), with the signal's information. Safe in a signal handler as far as
    /// that handler is.
    static func runKeptHandler(
        of signal: Int32, info: UnsafeMutablePointer<siginfo_t>?, context: UnsafeMutableRawPointer?
    ) {
        let state = storage
        guard signal > 0, signal < signalCapacity, state.pointee.hasDisposition[Int(signal)] else { return }
        let action = state.pointee.dispositions[Int(signal)]
        #if canImport(Darwin)
            let simple = action.__sigaction_u.__sa_handler
            let detailed = action.__sigaction_u.__sa_sigaction
        #else
            let simple = action.__sigaction_handler.sa_handler
            let detailed = action.__sigaction_handler.sa_sigaction
        #endif
        let address = unsafeBitCast(simple, to: Int.self)
        guard address != unsafeBitCast(SIG_DFL, to: Int.self), address != unsafeBitCast(SIG_IGN, to: Int.self)
        else { return }
        if action.sa_flags & Int32(truncatingIfNeeded: SA_SIGINFO) != 0 {
            detailed?(signal, info, context)
        } else {
            simple?(signal)
        }
    }

    /// `signal(number, SIG_DFL)`. Safe in a signal handler.
    static func setDefaultDisposition(of signal: Int32) {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = SIG_DFL
        #else
            action.__sigaction_handler.sa_handler = SIG_DFL
        #endif
        sigaction(signal, &action, nil)
    }
}
