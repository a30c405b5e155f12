extension PanelCommand {
    /// `panelkit render FILE|-`: the document as ASCII, ANSI or JSON.
    static func render(_ parsed: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        let format = try parsed.choice("format", of: ["ascii", "ansi", "json"]) ?? "ansi"
        let color = try parsed.choice("color", of: ["auto", "always", "never"]) ?? "auto"
        let width = try parsed.positiveInteger("width")
        let widths = try parseWidths(parsed)
        let frames = parsed.flag("frames")
        if format == "json" {
            for option in ["width", "widths"] where parsed.value(option) != nil {
                throw UsageError("render: --\(option) does not apply to --format json")
            }
            if frames { throw UsageError("render: --frames does not apply to --format json") }
        }
        if width != nil && widths != nil { throw UsageError("render: give --width or --widths, not both") }
        guard let document = loadDocument(parsed.positionals[0], io: io) else { return invalidInput }
        let depth = colorDepth(color, io: io)
        let columns =
            width ?? io.terminalColumns
            ?? TerminalSize.columns(windowColumns: nil, environment: io.environment)
        do {
            switch format {
            case "json":
                io.printJSON(try JSONRenderer(style: .pretty).render(document))
            case _ where widths != nil:
                let backend: FreeFormPreview.Backend = format == "ascii" ? .ascii : .ansi(depth)
                var sizes: [CellSize] = []
                for width in widths ?? [] {
                    let height = try ASCIIRenderer(width: width, showsFrames: frames).canvas(for: document)
                        .height
                    sizes.append(CellSize(width: width, height: height))
                }
                let preview = FreeFormPreview(
                    node: document.root, values: document.values, sizes: sizes, showsFrames: frames,
                    backend: backend)
                io.printRendered(
                    depth == .none && format == "ansi"
                        ? try preview.canvas().plainText() : try preview.render())
            case "ascii":
                io.printRendered(try ASCIIRenderer(width: columns, showsFrames: frames).render(document))
            default:
                // Without colours, no escape sequence at all (not even bold or dim): plain Unicode text.
                let renderer = ANSIRenderer(width: columns, colorDepth: depth, showsFrames: frames)
                io.printRendered(
                    depth == .none
                        ? try renderer.canvas(for: document).plainText() : try renderer.render(document))
            }
        } catch {
            let name = parsed.positionals[0] == "-" ? "standard input" : parsed.positionals[0]
            for line in String(describing: error).split(separator: "\n") { io.printError("\(name): \(line)") }
            return invalidInput
        }
        return success
    }

    /// `--widths 40,80,120`, each a positive whole number.
    private static func parseWidths(_ parsed: ParsedArguments) throws(UsageError) -> [Int]? {
        guard let text = parsed.value("widths") else { return nil }
        var widths: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let width = Int(part), width > 0, width <= 10_000 else {
                throw UsageError(
                    "render: --widths expects whole numbers from 1 to 10000 separated by commas, got \"\(text)\""
                )
            }
            widths.append(width)
        }
        return widths
    }

    /// The colour depth for `--color`: `never` is none; `always` ignores `NO_COLOR` and whether
    /// the output is a terminal (at least 16 colours); `auto` is the terminal backend's rule.
    static func colorDepth(_ option: String, io: CommandIO) -> ColorDepth {
        switch option {
        case "never":
            return .none
        case "always":
            var environment = io.environment
            environment["NO_COLOR"] = nil
            if let force = environment["FORCE_COLOR"], ["0", "false"].contains(force.lowercased()) {
                environment["FORCE_COLOR"] = nil
            }
            return max(.sixteen, ColorDepth.detect(option: nil, environment: environment, isTerminal: true))
        default:
            return ColorDepth.detect(
                option: nil, environment: io.environment, isTerminal: io.outputIsTerminal)
        }
    }
}
