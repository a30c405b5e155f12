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
        return live(PanelStateModel(state), color: color, io: io)
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
