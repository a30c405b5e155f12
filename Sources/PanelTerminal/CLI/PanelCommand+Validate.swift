extension PanelCommand {
    /// `panelkit validate [--strict] FILE|-`: every problem with its JSON path, exit 1 when
    /// there is an error; notes and warnings are printed and, with `--strict`, are errors.
    static func validate(_ parsed: ParsedArguments, io: CommandIO) -> Int32 {
        let path = parsed.positionals[0]
        let name = path == "-" ? "standard input" : path
        let decoder = TreeDecoder(strict: parsed.flag("strict"))
        guard let decoded = loadDocument(path, io: io, decoder: decoder) else { return invalidInput }
        for diagnostic in decoded.diagnostics { io.printError("\(name): \(diagnostic)") }
        let document = decoded.document
        do {
            _ = try ASCIIRenderer(width: 80).canvas(for: document)
        } catch {
            for line in String(describing: error).split(separator: "\n") {
                io.printError("\(name): layout at 80 columns: \(line)")
            }
            return invalidInput
        }
        let nodes = document.root.allNodes.count
        io.print(
            "\(name): valid (\(nodes) node\(nodes == 1 ? "" : "s"), \(document.values.count) value\(document.values.count == 1 ? "" : "s"))"
        )
        return success
    }

    /// `panelkit schema`: the JSON Schema.
    static func schema(io: CommandIO) -> Int32 {
        do {
            let text = try JSONSchema.text()
            io.write(Array((text.hasSuffix("\n") ? text : text + "\n").utf8))
            return success
        } catch {
            io.printError("schema: \(error)")
            return invalidInput
        }
    }
}
