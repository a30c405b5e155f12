import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a `panelkit` command reads and writes: standard input, output and error, the
/// environment, and what it knows about the terminal. ``standard`` is the process's own;
/// tests pass one that records the output.
///
/// ```swift
/// let status = PanelCommand.run(["schema"], io: .standard)
/// ```
package struct CommandIO: Sendable {
    /// Reads all of standard input.
    package var readInput: @Sendable () throws(FileError) -> [UInt8]
    /// Reads what standard input has now (at least one byte, or none at its end): for
    /// line protocols. By default, all of ``readInput`` at once.
    package var readChunk: @Sendable () throws(FileError) -> [UInt8]
    /// Writes to standard output.
    package var write: @Sendable ([UInt8]) -> Void
    /// Writes to standard error.
    package var writeError: @Sendable ([UInt8]) -> Void
    /// The environment variables (`NO_COLOR`, `TERM`, `COLUMNS`, …).
    package var environment: [String: String]
    /// Whether standard output is a terminal.
    package var outputIsTerminal: Bool
    /// Whether standard input is a terminal.
    package var inputIsTerminal: Bool
    /// The terminal's width in columns, when standard output is one.
    package var terminalColumns: Int?

    /// Creates an I/O description (tests record the output through the closures).
    ///
    /// ```swift
    /// let io = CommandIO(readInput: { Array("{}".utf8) }, write: { _ in }, writeError: { _ in })
    /// ```
    package init(
        readInput: @escaping @Sendable () throws(FileError) -> [UInt8],
        write: @escaping @Sendable ([UInt8]) -> Void,
        writeError: @escaping @Sendable ([UInt8]) -> Void,
        environment: [String: String] = [:], outputIsTerminal: Bool = false, inputIsTerminal: Bool = false,
        terminalColumns: Int? = nil
    ) {
        self.readInput = readInput
        let done = Atomic<Bool>(false)
        self.readChunk = { () throws(FileError) -> [UInt8] in
            if done.exchange(true, ordering: .relaxed) { return [] }
            return try readInput()
        }
        self.write = write
        self.writeError = writeError
        self.environment = environment
        self.outputIsTerminal = outputIsTerminal
        self.inputIsTerminal = inputIsTerminal
        self.terminalColumns = terminalColumns
    }

    /// The process's standard input, output and error, its environment and its terminal.
    ///
    /// ```swift
    /// exit(PanelCommand.run(Array(CommandLine.arguments.dropFirst()), io: .standard))
    /// ```
    package static var standard: CommandIO {
        var io = CommandIO(
            readInput: { () throws(FileError) -> [UInt8] in
                try FileIO.readAll(descriptor: 0, name: "standard input")
            },
            write: { FileIO.writeAll($0, to: 1) },
            writeError: { FileIO.writeAll($0, to: 2) },
            environment: FileIO.environment(), outputIsTerminal: isatty(1) == 1,
            inputIsTerminal: isatty(0) == 1,
            terminalColumns: TerminalSize.windowColumns(descriptor: 1))
        io.readChunk = { () throws(FileError) -> [UInt8] in
            try FileIO.readSome(descriptor: 0, name: "standard input")
        }
        return io
    }

    /// Writes text and a newline to standard output, cleaned of controls (``TerminalText``).
    func print(_ text: String) {
        write(Array((TerminalText.clean(text) + "\n").utf8))
    }

    /// Writes a renderer's output and a newline to standard output as it is: the renderers
    /// clean every string they draw, and the escape sequences in it are the style encoder's.
    func printRendered(_ text: String) {
        write(Array((text + "\n").utf8))
    }

    /// Writes JSON text and a newline to standard output, DEL, C1 and bidi controls escaped
    /// (``TerminalText/json(_:)``).
    func printJSON(_ text: String) {
        write(TerminalText.json(Array((text + "\n").utf8)))
    }

    /// Writes text and a newline to standard error, cleaned of controls (``TerminalText``).
    func printError(_ text: String) {
        writeError(Array((TerminalText.clean(text) + "\n").utf8))
    }
}
