/// The `panelkit` command: parses a command line and runs a subcommand through library calls.
///
/// Subcommands: `demo`, `render`, `validate`, `schema`, `tune`, `serve`, `list`, `attach` (see
/// `panelkit --help`).
/// Exit status 0 on success, 1 when the input is invalid (every problem is printed, each with
/// its JSON path), 2 for a command line that cannot be run (one line saying why).
///
/// ```swift
/// let status = PanelCommand.run(["render", "--format", "ascii", "panel.json"], io: .standard)
/// ```
package enum PanelCommand {
    /// Exit status for success.
    ///
    /// ```swift
    /// PanelCommand.success   // 0
    /// ```
    package static let success: Int32 = 0
    /// Exit status when the input is invalid (a document with problems, an unreadable file).
    ///
    /// ```swift
    /// PanelCommand.invalidInput   // 1
    /// ```
    package static let invalidInput: Int32 = 1
    /// Exit status for a command line that cannot be run.
    ///
    /// ```swift
    /// PanelCommand.usageError   // 2
    /// ```
    package static let usageError: Int32 = 2

    static let program = "panelkit"

    static let specs: [CommandSpec] = [
        CommandSpec(
            name: "demo", summary: "tune the card panel live in the terminal",
            options: [OptionSpec("color", value: "auto|always|never", help: "colours (default auto)")],
            discussion: """
                Opens the README's card panel in the terminal: arrows move and adjust, space
                toggles, ? lists the keys, q quits. When standard output is not a terminal the
                panel is printed once instead.
                """),
        CommandSpec(
            name: "render", summary: "print a panel document as text or JSON", positionals: ["FILE|-"],
            options: [
                OptionSpec("format", value: "ascii|ansi|json", help: "output format (default ansi)"),
                OptionSpec("width", value: "N", help: "columns (default: the terminal's, else 80)"),
                OptionSpec("color", value: "auto|always|never", help: "colours for ansi (default auto)"),
                OptionSpec("widths", value: "N,N,...", help: "render at several widths side by side"),
                OptionSpec("frames", help: "outline every frame and name it"),
            ],
            discussion: """
                Reads a PanelKit JSON document from FILE, or from standard input when FILE is -.
                --color auto follows NO_COLOR, FORCE_COLOR, TERM and COLORTERM and whether the
                output is a terminal. An invalid document prints every problem and exits 1.
                """),
        CommandSpec(
            name: "validate", summary: "check a panel document and list every problem",
            positionals: ["FILE|-"],
            options: [OptionSpec("strict", help: "treat notes and warnings as errors")],
            discussion: """
                Decodes the document (syntax, envelope, tree, values) and lays it out at 80
                columns. Prints every problem with its JSON path and exits 1 when there is an
                error. Notes (a value stored in its canonical form: hex case, clamping,
                snapping) and warnings (an unknown kind, property or modifier, a value for an id
                not in the tree — each with a "did you mean") are printed too; with --strict
                they are errors.
                """),
        CommandSpec(name: "schema", summary: "print the JSON Schema of panel documents"),
        CommandSpec(
            name: "tune", summary: "tune a panel document live; w writes it back", positionals: ["FILE"],
            options: [
                OptionSpec("color", value: "auto|always|never", help: "colours (default auto)"),
                OptionSpec("force", help: "let w write FILE even when it is read-only"),
            ],
            discussion: """
                Opens the panel in FILE in the terminal (the keys of panelkit demo). w writes the
                values back into FILE's own text, with the presets (saved in the envelope as
                "presets" and "activePreset"): only what changed is edited, the rest of the file
                is kept byte for byte, and the write is atomic (a temporary file, flushed, then
                renamed). When FILE can no longer be read as JSON, w refuses and W moves it aside
                (FILE.corrupt-DATE, never deleted) and writes the panel afresh. A FILE this user
                may not write (chmod 444, another's file; for root, one with no write bit) is
                not written unless --force is given. q with unsaved changes asks first.
                """),
        CommandSpec(
            name: "serve",
            summary: "serve a panel document: JSON lines on standard input and output, or --http",
            positionals: ["FILE"],
            options: [
                OptionSpec("http", help: "serve the web page and a WebSocket instead (prints the URL)"),
                OptionSpec("port", value: "N", help: "with --http: the port (default 0: a free one)"),
                OptionSpec("host", value: "H", help: "with --http: the address (default: loopback only)"),
            ],
            discussion: """
                Speaks the panel event protocol (hello, set, edit, action, preset.*, undo, redo,
                reset, folder.toggle, resync) one JSON object per line: requests on standard
                input, answers and patches on standard output. Ends at the end of the input.
                With --http, serves the reference web page and /ws (the same protocol, one
                message per WebSocket text frame) until interrupted; the first line printed is
                the URL to open, with its token.
                """),
        CommandSpec(
            name: "list", summary: "list the panel servers running for this user",
            discussion: """
                Reads the discovery files running servers leave (and removes those whose
                process is gone): process id, name, panels and URL, one server a line.
                """),
        CommandSpec(
            name: "attach", summary: "tune a running program's panel live in this terminal",
            positionals: ["[URL|PID]"],
            options: [OptionSpec("color", value: "auto|always|never", help: "colours (default auto)")],
            discussion: """
                Opens the live terminal session (the keys of panelkit tune) on a panel served
                by a running program: by its URL (with the token), by its process id, or, with
                one server running, that one.
                """),
    ]

    /// Runs a command line (without the program name) and returns the exit status.
    ///
    /// ```swift
    /// exit(PanelCommand.run(Array(CommandLine.arguments.dropFirst()), io: .standard))
    /// ```
    package static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        run(arguments, io: io, remote: nil)
    }

    /// Runs a command line with the network commands (`serve --http`, `list`, `attach`)
    /// given by `remote` (the `panelkit` executable passes the server library's).
    ///
    /// ```swift
    /// exit(PanelCommand.run(Array(CommandLine.arguments.dropFirst()), io: .standard, remote: commands))
    /// ```
    package static func run(_ arguments: [String], io: CommandIO, remote: RemoteCommands?) -> Int32 {
        do {
            switch try ArgumentParser.parse(arguments, commands: specs, program: program) {
            case .help(let text):
                io.print(text)
                return success
            case .run(let parsed):
                return try run(parsed, io: io, remote: remote)
            }
        } catch {
            io.printError(error.message)
            return usageError
        }
    }

    private static func run(_ parsed: ParsedArguments, io: CommandIO, remote: RemoteCommands?)
        throws(UsageError) -> Int32
    {
        switch parsed.command {
        case "demo": return try demo(parsed, io: io)
        case "render": return try render(parsed, io: io)
        case "validate": return validate(parsed, io: io)
        case "schema": return schema(io: io)
        case "tune": return try tune(parsed, io: io)
        case "serve" where parsed.flag("http"): return try serveHTTP(parsed, io: io, remote: remote)
        case "serve": return try serve(parsed, io: io)
        case "list": return try remoteCommands(remote, for: "list").list(io)
        case "attach": return try attach(parsed, io: io, remote: remote)
        default: throw UsageError("\(program): unknown subcommand \"\(parsed.command)\"")
        }
    }

    /// Reads and decodes a document; prints every problem and returns `nil` when it cannot.
    static func loadDocument(_ path: String, io: CommandIO) -> PanelDocument? {
        loadDocument(path, io: io, decoder: TreeDecoder())?.document
    }

    /// Reads and decodes the document at `path` with `decoder`, printing every error; `nil`
    /// when there is one. The notes and warnings come back with the document.
    static func loadDocument(_ path: String, io: CommandIO, decoder: TreeDecoder) -> DecodedDocument? {
        let name = path == "-" ? "standard input" : path
        do {
            let bytes = try FileIO.readFile(path, io: io)
            return try decoder.decodeReporting(bytes: bytes)
        } catch let error as FileError {
            io.printError(error.description)
        } catch let error as JSONDecodingError {
            for problem in error.problems { io.printError("\(name): \(problem)") }
        } catch {
            io.printError("\(name): \(error)")
        }
        return nil
    }
}
