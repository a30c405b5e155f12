import Testing

@testable import PanelTerminal

@Suite struct ArgumentParserTests {
    let render = PanelCommand.specs.first { $0.name == "render" }!

    @Test func optionsFlagsAndPositionals() throws {
        let parsed = try ArgumentParser.parse(
            ["--width", "60", "--frames", "--format=ascii", "panel.json"], spec: render)
        #expect(parsed.value("width") == "60")
        #expect(parsed.value("format") == "ascii")
        #expect(parsed.flag("frames"))
        #expect(!parsed.flag("help"))
        #expect(parsed.positionals == ["panel.json"])
    }

    @Test func dashIsStandardInputAndDoubleDashEndsOptions() throws {
        #expect(try ArgumentParser.parse(["-"], spec: render).positionals == ["-"])
        #expect(try ArgumentParser.parse(["--", "--frames"], spec: render).positionals == ["--frames"])
        #expect(!(try ArgumentParser.parse(["--", "--frames"], spec: render).flag("frames")))
    }

    @Test func theLastValueWins() throws {
        #expect(
            try ArgumentParser.parse(["--width", "1", "--width=2", "x"], spec: render).value("width") == "2")
    }

    @Test(arguments: [
        (["--nope", "x"], "render: unknown option --nope"),
        (["-x", "x"], "render: unknown option -x"),
        (["x", "--width"], "render: --width needs a value (N)"),
        ([String](), "render: missing FILE|-"),
        (["a", "b"], "render: unexpected argument \"b\""),
        (["--frames=yes", "x"], "render: --frames takes no value"),
    ])
    func mistakesAreOneLine(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try ArgumentParser.parse(arguments, spec: render) }
    }

    @Test func helpAnywhereBeforeDoubleDash() throws {
        let help = try ArgumentParser.parse(["render", "x", "--help"], commands: PanelCommand.specs)
        guard case .help(let text) = help else {
            Issue.record("expected help")
            return
        }
        #expect(text.contains("--widths N,N,..."))
        let afterDashes = try ArgumentParser.parse(["render", "--", "--help"], commands: PanelCommand.specs)
        #expect(afterDashes == .run(ParsedArguments(command: "render", positionals: ["--help"])))
    }

    @Test func everySubcommandHasHelp() throws {
        for spec in PanelCommand.specs {
            for form in [[spec.name, "--help"], [spec.name, "-h"], ["help", spec.name]] {
                let outcome = try ArgumentParser.parse(form, commands: PanelCommand.specs)
                #expect(outcome == .help(spec.help(program: "panelkit")), "\(form)")
            }
            #expect(spec.help(program: "panelkit").contains("usage: panelkit \(spec.name)"))
        }
        guard case .help(let overview) = try ArgumentParser.parse(["--help"], commands: PanelCommand.specs)
        else {
            Issue.record("expected help")
            return
        }
        for spec in PanelCommand.specs { #expect(overview.contains("  \(spec.name) ")) }
    }

    @Test func unknownSubcommand() {
        #expect(throws: UsageError("panelkit: unknown subcommand \"draw\" (try panelkit --help)")) {
            try ArgumentParser.parse(["draw"], commands: PanelCommand.specs)
        }
        #expect(throws: UsageError("panelkit: missing subcommand (try panelkit --help)")) {
            try ArgumentParser.parse([], commands: PanelCommand.specs)
        }
    }
}
