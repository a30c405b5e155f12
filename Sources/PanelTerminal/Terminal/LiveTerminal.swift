#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens a live tuning session on a panel in the terminal: arrows move and adjust, the panel
/// redraws only what changed, and the terminal is given back as it was however the session
/// ends (quit, error, SIGINT, SIGTERM, SIGHUP, SIGQUIT, a crash signal, or any other signal
/// whose default action ends the process and that the program does not handle itself; not
/// SIGKILL, which nothing can catch).
///
/// The call returns when the person quits (`q` or Escape). Meanwhile the program goes on: its
/// other threads and tasks keep running and observing the state, and changes they make show on
/// the screen at once. Whatever the person copied with `c` is printed after the terminal is
/// restored and returned in `copied`.
///
/// ```swift
/// let card = PanelState("Card", initial: Card()) { … }
/// try LiveTerminal.run(card)            // blocks until q
/// print(card.values.cornerRadius)       // what the person chose
/// ```
public enum LiveTerminal {
    /// How a session ended.
    ///
    /// ```swift
    /// let outcome = try LiveTerminal.run(card)
    /// outcome.copied   // texts copied with c
    /// ```
    public struct Outcome: Hashable, Sendable {
        /// The texts copied with `c`, in order, as the panel made them (already printed to
        /// standard output, cleaned of controls).
        ///
        /// ```swift
        /// for text in try LiveTerminal.run(card).copied { save(text) }
        /// ```
        package var copied: [String]
    }

    /// Options for a session.
    ///
    /// ```swift
    /// try LiveTerminal.run(card, options: LiveTerminal.Options(colorDepth: .sixteen))
    /// ```
    public struct Options: Sendable {
        /// The colour depth, or `nil` to detect it from the environment (see `ColorDepth.detect`).
        ///
        /// ```swift
        /// var options = LiveTerminal.Options()
        /// options.colorDepth = .trueColor
        /// ```
        package var colorDepth: ColorDepth?
        /// Whether to print the copied texts to standard output after the session.
        ///
        /// ```swift
        /// var options = LiveTerminal.Options()
        /// options.printsCopiedText = false   // the caller handles outcome.copied
        /// ```
        package var printsCopiedText: Bool
        /// Whether to capture what the program prints (standard output and error) while the
        /// session is on screen: its latest lines show in a log area (`o` folds it) and all of
        /// it is printed, in order, when the session ends. Off, a print scrolls the panel.
        ///
        /// ```swift
        /// var options = LiveTerminal.Options()
        /// options.capturesOutput = false   // a print scrolls the panel
        /// ```
        package var capturesOutput: Bool
        /// Where floating buttons remember their positions, per storage id; `nil` for
        /// `FloatingButtonPositionFile.standard()`.
        ///
        /// ```swift
        /// var options = LiveTerminal.Options()
        /// options.floatingButtonFile = FloatingButtonPositionFile(url: folder.appendingPathComponent("fab.json"))
        /// ```
        package var floatingButtonFile: FloatingButtonPositionFile?

        /// Creates options.
        ///
        /// ```swift
        /// LiveTerminal.Options(colorDepth: .trueColor, printsCopiedText: false, capturesOutput: false)
        /// ```
        public init(
            colorDepth: ColorDepth? = nil, printsCopiedText: Bool = true, capturesOutput: Bool = true,
            floatingButtonFile: FloatingButtonPositionFile? = nil
        ) {
            self.colorDepth = colorDepth
            self.printsCopiedText = printsCopiedText
            self.capturesOutput = capturesOutput
            self.floatingButtonFile = floatingButtonFile
        }
    }

    /// Runs the session on a model until the person quits (the terminal's loop).
    static func run(_ model: any LiveModel, options: Options) throws(LiveTerminalError) -> Outcome {
        guard isatty(0) == 1, isatty(1) == 1 else {
            throw LiveTerminalError("a live session needs a terminal on standard input and output")
        }
        let relay = try SignalRelay()
        let relayWake = relay.wakeDescriptor
        // A pipe or descriptor that cannot be made leaves the output as it is.
        let capture = options.capturesOutput ? try? OutputCapture.start { SignalRelay.wake(relayWake) } : nil
        let screen = capture?.terminal ?? 1
        let terminal = RawTerminal(input: 0, output: screen)
        let depth = ColorDepth.detect(
            option: options.colorDepth, environment: FileIO.environment(), isTerminal: true)
        let size = terminal.size
        do {
            try terminal.enter()
        } catch {
            capture?.finish()
            throw error
        }
        let wakeDescriptor = relay.wakeDescriptor
        let session = LiveSession(
            model: model, width: size.width, height: size.height, colorDepth: depth,
            buttonFile: options.floatingButtonFile ?? .standard(), wake: { SignalRelay.wake(wakeDescriptor) })
        var fatal: Int32? = nil
        FileIO.writeAll(session.redrawAll(), to: screen)
        loop: while !session.isFinished {
            let now = Clock.now
            var timeout: Int32 = -1
            if let next = session.nextTick(after: now) {
                timeout = Int32(max(0, min(60_000, (next - now) * 1000)))
            }
            var descriptors = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: relay.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, timeout)
            if ready < 0 && errno != EINTR { break }
            if descriptors[1].revents != 0 {
                for signal in relay.drain() {
                    switch signal {
                    case SIGWINCH:
                        let size = terminal.size
                        FileIO.writeAll(session.resize(width: size.width, height: size.height), to: screen)
                    case SIGINT, SIGTERM, SIGHUP:
                        fatal = signal
                        break loop
                    case SIGTSTP:
                        suspend(terminal, relay: relay, session: session, capture: capture)
                    case SIGCONT:
                        FileIO.writeAll(session.redrawAll(), to: screen)
                    default:
                        FileIO.writeAll(session.tick(now: Clock.now), to: screen)
                    }
                }
            }
            if descriptors[0].revents & Int16(POLLIN) != 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                if count == 0 { break }
                if count > 0 {
                    FileIO.writeAll(session.receive(Array(buffer[0..<count]), now: Clock.now), to: screen)
                }
            } else if descriptors[0].revents & Int16(POLLHUP | POLLERR) != 0 {
                break
            }
            capture?.show(in: session)
            FileIO.writeAll(session.tick(now: Clock.now), to: screen)
            if session.quitsAtOnce { fatal = SIGQUIT }
            if session.takeSuspendRequest() {
                suspend(terminal, relay: relay, session: session, capture: capture)
            }
        }
        session.commitHeld()
        terminal.leave()
        relay.uninstall()
        capture?.finish()  // what the program printed, after the screen is gone
        if let fatal {
            // Die of the signal, as the program would have without us; `ctrl-\` as SIGQUIT's
            // default does (no backtracer report, no question: gone at once).
            if fatal == SIGQUIT { TerminalRestore.setDefaultDisposition(of: SIGQUIT) }
            raise(fatal)
        }
        let copied = session.copiedTexts
        if options.printsCopiedText { FileIO.writeAll(printedBytes(of: copied), to: 1) }
        return Outcome(copied: copied)
    }

    /// What is printed of the copied texts after the session: each cleaned of controls
    /// (``TerminalText``: a panel title or a preset name cannot set the window title, write
    /// the clipboard or ring the bell), each ending with a newline.
    static func printedBytes(of copied: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        for text in copied {
            let clean = TerminalText.clean(text)
            bytes += Array((clean.hasSuffix("\n") ? clean : clean + "\n").utf8)
        }
        return bytes
    }

    /// Ctrl-Z: give the terminal back, stop, and on `fg` take it again and redraw everything.
    private static func suspend(
        _ terminal: RawTerminal, relay: SignalRelay, session: LiveSession, capture: OutputCapture?
    ) {
        session.commitHeld()
        terminal.leave()
        relay.restoreDefault(SIGTSTP)
        raise(SIGTSTP)
        // Stopped here until SIGCONT.
        relay.reinstall(SIGTSTP)
        try? terminal.enter()
        capture?.redirect()  // leaving gave the descriptors back
        let size = terminal.size
        FileIO.writeAll(session.resize(width: size.width, height: size.height), to: terminal.output)
    }
}

/// Seconds on a monotonic clock.
enum Clock {
    static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
