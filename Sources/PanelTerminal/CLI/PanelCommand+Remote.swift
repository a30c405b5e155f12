extension PanelCommand {
    /// The network commands, or a usage error when this build has none.
    static func remoteCommands(_ remote: RemoteCommands?, for command: String) throws(UsageError)
        -> RemoteCommands
    {
        guard let remote else {
            throw UsageError("\(command): this build of \(program) has no network commands")
        }
        return remote
    }

    /// `panelkit serve FILE --http [--port N] [--host H]`.
    static func serveHTTP(_ parsed: ParsedArguments, io: CommandIO, remote: RemoteCommands?)
        throws(UsageError)
        -> Int32
    {
        let commands = try remoteCommands(remote, for: "serve")
        if parsed.positionals[0] == "-" { throw UsageError("serve: --http needs a file") }
        var port = 0
        if let text = parsed.value("port") {
            guard let number = Int(text), (0...65535).contains(number) else {
                throw UsageError("serve: --port expects a whole number from 0 to 65535, got \"\(text)\"")
            }
            port = number
        }
        guard let panel = loadServedPanel(parsed.positionals[0], io: io, treeProblems: false) else {
            return invalidInput
        }
        return commands.serveHTTP(panel, parsed.value("host"), port, io)
    }

    /// `panelkit attach [URL | PID]`: the live terminal on a remote panel.
    static func attach(_ parsed: ParsedArguments, io: CommandIO, remote: RemoteCommands?) throws(UsageError)
        -> Int32
    {
        let commands = try remoteCommands(remote, for: "attach")
        let color = try parsed.choice("color", of: ["auto", "always", "never"]) ?? "auto"
        guard io.outputIsTerminal && io.inputIsTerminal else {
            io.printError("attach: needs a terminal on standard input and output")
            return invalidInput
        }
        let model: RemotePanelModel
        do {
            model = try RemotePanelModel(connection: commands.connect(parsed.positionals.first, io))
        } catch let failure as RemoteCommands.Failure {
            io.printError("attach: \(failure)")
            // Cleaned field by field (`printError` would show the tabs between them as ␉).
            let table = RemoteCommands.lines(failure.servers).map { "  " + $0 + "\n" }.joined()
            io.writeError(Array(table.utf8))
            return invalidInput
        } catch {
            io.printError("attach: \(error)")
            return invalidInput
        }
        defer { model.close() }
        return live(model, color: color, io: io)
    }
}
