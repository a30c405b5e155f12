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
                io.print(
                    depth == .none
                        ? try renderer.canvas(for: state.document).plainText()
                        : try renderer.render(state.document))
            } catch {
                io.printError("demo: \(error)")
                return invalidInput
            }
            return success
        }
        return live(LivePanelModel(state.panel), color: color, io: io)
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
        let file = TuneFile(path: path)
        guard let panel = file.load(io: io) else { return invalidInput }
        guard io.outputIsTerminal && io.inputIsTerminal else {
            io.printError("tune: needs a terminal on standard input and output")
            return invalidInput
        }
        let model = LivePanelModel(panel, writer: { try file.save($0) }, recoverer: { try file.recover($0) })
        return live(model, color: color, io: io)
    }

    /// `panelkit serve FILE`: the event protocol as JSON lines over standard input and output.
    static func serve(_ parsed: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        if parsed.positionals[0] == "-" {
            throw UsageError("serve: needs a file (standard input carries the protocol)")
        }
        guard let document = loadDocument(parsed.positionals[0], io: io) else { return invalidInput }
        let session = PanelSession(Panel(document))
        let lock = Mutex(())
        let send: @Sendable (String) -> Void = { line in
            lock.withLock { _ in io.write(Array((line + "\n").utf8)) }
        }
        session.setOutput(send)
        var pending: [UInt8] = []
        var answer: [UInt8] = []
        let answerLine = { (line: String) in
            answer.removeAll(keepingCapacity: true)
            if session.receive(line, into: &answer) > 0 { lock.withLock { _ in io.write(answer) } }
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
            pending += chunk
            while let newline = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                if line.isEmpty { continue }
                answerLine(line)
            }
        }
        if !pending.isEmpty {
            answerLine(String(decoding: pending, as: UTF8.self))
        }
        return success
    }
}
