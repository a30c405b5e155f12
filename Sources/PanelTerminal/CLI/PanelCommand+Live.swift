@_spi(Internals) import PanelJSON
@_spi(Internals) import PanelKit
import Synchronization

extension PanelCommand {
    /// `panelkit demo`: the card panel live; printed once when the output is not a terminal.
    static func demo(_ parsed: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        let color = try parsed.choice("color", of: ["auto", "always", "never"]) ?? "auto"
        let state = DemoCard.state()
        guard io.outputIsTerminal && io.inputIsTerminal else {
            let depth = colorDepth(color, io: io)
            let columns =
                io.terminalColumns ?? TerminalSize.columns(windowColumns: nil, environment: io.environment)
            let renderer = ANSIRenderer(width: min(columns, 60), colorDepth: depth)
            do {
                io.printRendered(
                    depth == .none
                        ? try renderer.canvas(for: state.document).plainText()
                        : try renderer.render(state.document))
            } catch {
                io.printError("demo: \(error)")
                return invalidInput
            }
            return success
        }
        return live(LiveTargetModel(state.panel), color: color, io: io)
    }

    /// Runs a live session, mapping a terminal that cannot be used to exit status 1.
    static func live(_ model: any LiveModel, color: String, io: CommandIO) -> Int32 {
        let depth: ColorDepth? = color == "auto" ? nil : colorDepth(color, io: io)
        do {
            _ = try LiveTerminal.run(model, options: LiveTerminal.Options(colorDepth: depth))
            return success
        } catch {
            io.printError("\(error)")
            return invalidInput
        }
    }
}

extension PanelCommand {
    /// `panelkit tune FILE`: the live session on a panel read from JSON; `w` writes it back.
    static func tune(_ parsed: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        let color = try parsed.choice("color", of: ["auto", "always", "never"]) ?? "auto"
        let path = parsed.positionals[0]
        if path == "-" { throw UsageError("tune: needs a file (standard input is the keyboard)") }
        let file = TuneFile(path: path, force: parsed.flag("force"))
        guard let panel = file.load(io: io) else { return invalidInput }
        guard io.outputIsTerminal && io.inputIsTerminal else {
            io.printError("tune: needs a terminal on standard input and output")
            return invalidInput
        }
        let model = LiveTargetModel(
            panel, writer: { try file.save($0) }, recoverer: { try file.recover($0) },
            unsaved: { file.unsavedChanges($0) }, problems: file.warnings)
        return live(model, color: color, io: io)
    }

    /// `panelkit serve FILE`: the event protocol as JSON lines over standard input and output.
    static func serve(_ parsed: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        if parsed.positionals[0] == "-" {
            throw UsageError("serve: needs a file (standard input carries the protocol)")
        }
        guard let panel = loadServedPanel(parsed.positionals[0], io: io, treeProblems: true) else {
            return invalidInput
        }
        let session = PanelSession(panel)
        let lock = Mutex(())
        // JSON lines to a terminal get DEL, C1 and bidi controls escaped (the same JSON).
        let toTerminal = io.outputIsTerminal
        let emit: @Sendable ([UInt8]) -> Void = { bytes in
            lock.withLock { _ in io.write(toTerminal ? TerminalText.json(bytes) : bytes) }
        }
        session.setOutput { line in emit(Array((line + "\n").utf8)) }
        // Lines are framed as they are read (each byte scanned once, a line refused as soon as
        // it passes the limit) and handed to the session as bytes: never decoded here, so
        // invalid UTF-8 reaches the parser, which rejects it.
        let limit = session.maximumLineLength
        var framer = LineFramer(maximumLineLength: limit)
        var answer: [UInt8] = []
        let handle = { (frame: LineFramer.Frame) in
            answer.removeAll(keepingCapacity: true)
            switch frame {
            case .line(let bytes):
                if bytes.isEmpty { return }
                if session.receive(bytes: bytes, into: &answer) == 0 { return }
            case .oversized(let seq):
                session.refuseOversizedLine(seq: seq, into: &answer)
            }
            emit(answer)
        }
        while true {
            let chunk: [UInt8]
            do {
                chunk = try io.readChunk()
            } catch {
                io.printError("serve: \(error)")
                return invalidInput
            }
            if chunk.isEmpty { break }
            framer.append(chunk, handle)
        }
        framer.finish(handle)
        return success
    }
}

extension PanelCommand {
    /// Reads the document `serve` serves and prints, on standard error (the protocol keeps
    /// standard output), the warnings its reading gave and, with `treeProblems`, the problems
    /// the panel's tree has (`PanelServer` prints its own on start): a served panel is not
    /// silent about them. `nil`, every error printed, when it cannot be read.
    static func loadServedPanel(_ path: String, io: CommandIO, treeProblems: Bool) -> Panel? {
        guard let decoded = loadDocument(path, io: io, decoder: TreeDecoder()) else { return nil }
        let name = path == "-" ? "standard input" : path
        let panel = Panel(decoded.document)
        for warning in decoded.warnings { io.printError("\(name): \(warning)") }
        guard treeProblems else { return panel }
        for problem in SessionTarget.panel(panel).problems { io.printError("\(name): warning: \(problem)") }
        return panel
    }
}
