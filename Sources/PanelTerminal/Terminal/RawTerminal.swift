#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal in raw mode on the alternate screen: entered once, left on every path.
///
/// ``enter()`` saves the terminal attributes, switches to raw mode (no echo, no line editing,
/// no signals from keys: ctrl-C and ctrl-Z arrive as bytes), enters the alternate screen and
/// turns on mouse, paste and focus reports. ``leave()`` undoes all of it; so do the signal
/// handlers (``SignalRelay``) on SIGINT, SIGTERM, SIGHUP, SIGQUIT, the crash signals and every
/// other signal whose default action ends the process.
struct RawTerminal {
    let input: Int32
    let output: Int32

    /// The terminal's size in cells (80 × 24 when unknown).
    var size: (width: Int, height: Int) {
        var size = winsize()
        if ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
            return (Int(size.ws_col), Int(size.ws_row))
        }
        return (80, 24)
    }

    /// Saves the attributes, enters raw mode and the alternate screen.
    func enter() throws(LiveTerminalError) {
        TerminalRestore.prepare()
        let state = TerminalRestore.storage
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else {
            throw LiveTerminalError("standard input is not a terminal")
        }
        var raw = saved
        cfmakeraw(&raw)
        // Keep output processing so that a stray newline still returns the carriage.
        raw.c_oflag |= tcflag_t(OPOST)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        state.pointee.input = input
        state.pointee.output = output
        state.pointee.saved = saved
        state.pointee.hasSaved = true
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            throw LiveTerminalError("cannot put the terminal in raw mode")
        }
        state.pointee.active = true
        FileIO.writeAll(TerminalRestore.enterBytes, to: output)
    }

    /// Leaves the alternate screen and restores the saved attributes.
    func leave() {
        TerminalRestore.restoreNow()
    }
}

/// Why the live terminal could not start.
///
/// ```swift
/// do { try LiveTerminal.run(state) } catch { print(error) }   // "standard input is not a terminal"
/// ```
public struct LiveTerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason.
    ///
    /// ```swift
    /// do { try LiveTerminal.run(card) } catch { print(error.description) }   // typed: LiveTerminalError
    /// ```
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
