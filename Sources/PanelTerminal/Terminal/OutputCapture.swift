import Synchronization

// `@preconcurrency`: `stdout` and `stderr` are C globals; they are read here only to flush and
// set line buffering, which stdio itself makes safe.
#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// What the program prints while a live session is on screen: its standard output and error
/// are put on pipes (`dup2`) that a thread reads, so that a `print` from a simulation loop does
/// not scroll the panel away. The session shows the latest lines in its log area; when the
/// session ends (quit, an error, a signal that ends it), ``finish()`` gives the descriptors back
/// and writes everything captured to them, in the order it was printed, each stream to its
/// own descriptor.
///
/// The screen is drawn on ``terminal``, a copy of the standard output taken before the
/// capture began.
///
/// ```swift
/// let capture = try OutputCapture.start(wake: { SignalRelay.wake(descriptor) })
/// FileIO.writeAll(frame, to: capture.terminal)   // the screen
/// print("tick")                                  // captured
/// capture.takeLines()                            // ["tick"]
/// capture.finish()                               // "tick" printed on the terminal
/// ```
final class OutputCapture: Sendable {
    /// One stream being captured.
    private struct Stream: Sendable {
        /// The descriptor the program writes to (1 or 2).
        let descriptor: Int32
        /// A copy of it as it was, given back by ``finish()``.
        let saved: Int32
        /// The pipe's read end (the thread's) and write end (now at `descriptor`).
        let readEnd: Int32
        let writeEnd: Int32
    }

    private struct Log: Sendable {
        /// Everything read, in order, with the descriptor it was written to.
        var chunks: [(descriptor: Int32, bytes: [UInt8])] = []
        /// Complete lines not yet taken by the session.
        var lines: [String] = []
        /// The start of a line whose end has not been read yet, per descriptor.
        var partial: [Int32: [UInt8]] = [:]
        var finished = false
        /// Whether the reading thread saw every pipe closed.
        var readerDone = false
    }

    /// Where the screen is drawn: the standard output as it was before the capture.
    let terminal: Int32
    private let streams: [Stream]
    private let log = Mutex(Log())
    private let wake: @Sendable () -> Void
    private let reader = Mutex<pthread_t?>(nil)

    private init(terminal: Int32, streams: [Stream], wake: @escaping @Sendable () -> Void) {
        self.terminal = terminal
        self.streams = streams
        self.wake = wake
    }

    /// Starts capturing standard output and error; `wake` is called (from the reading thread)
    /// when new output arrived. Throws when a pipe or descriptor cannot be made (nothing is
    /// changed then).
    static func start(wake: @escaping @Sendable () -> Void) throws(LiveTerminalError) -> OutputCapture {
        fflush(stdout)
        fflush(stderr)
        var streams: [Stream] = []
        func undo() {
            for stream in streams {
                dup2(stream.saved, stream.descriptor)
                close(stream.saved)
                close(stream.readEnd)
                close(stream.writeEnd)
            }
        }
        for descriptor: Int32 in [1, 2] {
            var ends: [Int32] = [-1, -1]
            let saved = dup(descriptor)
            guard saved >= 0, pipe(&ends) == 0 else {
                if saved >= 0 { close(saved) }
                undo()
                throw LiveTerminalError(
                    "cannot capture descriptor \(descriptor): \(String(cString: strerror(errno)))")
            }
            _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(saved, F_SETFD, FD_CLOEXEC)
            dup2(ends[1], descriptor)
            streams.append(Stream(descriptor: descriptor, saved: saved, readEnd: ends[0], writeEnd: ends[1]))
        }
        // A pipe makes stdio buffer whole blocks: keep lines coming as they are printed.
        setvbuf(stdout, nil, _IOLBF, 0)
        // Leaving the screen (a crash signal too) gives the descriptors back at once.
        TerminalRestore.prepare()
        TerminalRestore.storage.pointee.capturedOutput = streams[0].saved
        TerminalRestore.storage.pointee.capturedError = streams[1].saved
        let capture = OutputCapture(terminal: streams[0].saved, streams: streams, wake: wake)
        capture.startReading()
        return capture
    }

    private func startReading() {
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
            let started = pthread_create(
                &thread, nil,
                { context in
                    Unmanaged<OutputCapture>.fromOpaque(context).takeRetainedValue().readUntilClosed()
                    return nil
                }, context)
            if started == 0, let thread { reader.withLock { $0 = thread } }
        #else
            var thread = pthread_t()
            let started = pthread_create(
                &thread, nil,
                { context in
                    guard let context else { return nil }
                    Unmanaged<OutputCapture>.fromOpaque(context).takeRetainedValue().readUntilClosed()
                    return nil
                }, context)
            if started == 0 { reader.withLock { $0 = thread } }
        #endif
        if started != 0 {
            Unmanaged<OutputCapture>.fromOpaque(context).release()
        }
    }

    /// The thread: reads every pipe until all of them are closed.
    private func readUntilClosed() {
        var open = streams
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while !open.isEmpty {
            var descriptors = open.map { pollfd(fd: $0.readEnd, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            var closed: [Int32] = []
            for (index, entry) in descriptors.enumerated() where entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    record(Array(buffer[0..<count]), from: open[index].descriptor)
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    closed.append(entry.fd)
                }
            }
            open.removeAll { closed.contains($0.readEnd) }
        }
        log.withLock { $0.readerDone = true }
    }

    private func record(_ bytes: [UInt8], from descriptor: Int32) {
        log.withLock { log in
            log.chunks.append((descriptor, bytes))
            var line = log.partial[descriptor] ?? []
            for byte in bytes {
                if byte == UInt8(ascii: "\n") {
                    log.lines.append(String(decoding: line, as: UTF8.self))
                    line = []
                } else {
                    line.append(byte)
                }
            }
            log.partial[descriptor] = line
            // The session shows the latest lines only; the chunks keep everything.
            if log.lines.count > 1000 { log.lines.removeFirst(log.lines.count - 1000) }
        }
        wake()
    }

    /// The complete lines printed since the last call, oldest first.
    func takeLines() -> [String] {
        log.withLock { log in
            defer { log.lines = [] }
            return log.lines
        }
    }

    /// Hands the lines printed since the last call to the session's log area.
    func show(in session: LiveSession) {
        session.appendOutput(takeLines())
    }

    /// Puts standard output and error on the pipes again (after the terminal was given back
    /// for a suspension, which gives the descriptors back too).
    func redirect() {
        guard !log.withLock({ $0.finished }) else { return }
        fflush(stdout)
        fflush(stderr)
        for stream in streams { dup2(stream.writeEnd, stream.descriptor) }
    }

    /// Gives standard output and error back and writes everything captured to them, in order.
    /// Safe to call more than once (the later calls do nothing).
    func finish() {
        let first = log.withLock { log in
            defer { log.finished = true }
            return !log.finished
        }
        guard first else { return }
        fflush(stdout)
        fflush(stderr)
        TerminalRestore.storage.pointee.capturedOutput = -1
        TerminalRestore.storage.pointee.capturedError = -1
        for stream in streams {
            dup2(stream.saved, stream.descriptor)
            close(stream.writeEnd)
        }
        // With every write end closed, the thread reads what is left and stops; a child process
        // that inherited a descriptor may keep a pipe open: then wait a little, not forever.
        if let thread = reader.withLock({ $0 }) {
            var waited = 0
            while !log.withLock({ $0.readerDone }), waited < 200 {
                usleep(10_000)
                waited += 1
            }
            if log.withLock({ $0.readerDone }) { pthread_join(thread, nil) } else { pthread_detach(thread) }
        }
        let chunks = log.withLock { $0.chunks }
        for chunk in chunks { _ = FileIO.writeAll(chunk.bytes, to: chunk.descriptor) }
        for stream in streams {
            // The read end stays open for a thread still reading (it ends with the process).
            if log.withLock({ $0.readerDone }) { close(stream.readEnd) }
            close(stream.saved)
        }
    }
}
