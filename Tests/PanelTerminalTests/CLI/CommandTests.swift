import Foundation
import TestDocuments
import Testing

@testable import PanelTerminal

@Suite struct CommandTests {
    @Test func badUsageExitsTwoWithOneLine() {
        for arguments in [
            ["render"], ["render", "--width", "0", "-"], ["render", "--format", "svg", "-"], ["bogus"],
            ["render", "--widths", "40,,80", "-"], ["render", "--format", "json", "--frames", "-"],
            ["schema", "extra"],
        ] {
            let recorder = RecordingIO(input: Documents.small)
            #expect(PanelCommand.run(arguments, io: recorder.io) == 2, "\(arguments)")
            #expect(recorder.stderr.split(separator: "\n").count == 1, "\(arguments): \(recorder.stderr)")
            #expect(recorder.stdout.isEmpty)
        }
    }

    @Test func renderMatchesTheRenderers() throws {
        let document = try TreeDecoder().decode(Documents.small)
        let ascii = RecordingIO(input: Documents.small)
        #expect(ascii.run("render", "--format", "ascii", "--width", "40", "-") == 0)
        #expect(ascii.stdout == (try ASCIIRenderer(width: 40).render(document)) + "\n")

        let ansi = RecordingIO(input: Documents.small)
        #expect(ansi.run("render", "--color", "always", "--width", "50", "-") == 0)
        #expect(ansi.stdout == (try ANSIRenderer(width: 50, colorDepth: .sixteen).render(document)) + "\n")

        let plain = RecordingIO(input: Documents.small)
        #expect(plain.run("render", "--color", "never", "--width", "50", "-") == 0)
        #expect(!plain.stdout.contains("\u{1B}"))
        #expect(plain.stdout == (try ANSIRenderer(width: 50).canvas(for: document).plainText()) + "\n")

        let json = RecordingIO(input: Documents.small)
        #expect(json.run("render", "--format", "json", "-") == 0)
        #expect(try TreeDecoder().decode(json.stdout) == document)
    }

    @Test func renderAtSeveralWidths() throws {
        let recorder = RecordingIO(input: Documents.small)
        #expect(recorder.run("render", "--format", "ascii", "--widths", "30,50", "--frames", "-") == 0)
        let lines = recorder.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("30x"))
        #expect(lines[0].contains("50x"))
        let document = try TreeDecoder().decode(Documents.small)
        let narrow = try ASCIIRenderer(width: 30, showsFrames: true).render(document).split(separator: "\n")
        for (index, line) in narrow.enumerated() {
            #expect(lines[index + 1].hasPrefix(line), "row \(index)")
        }
    }

    @Test func colorOption() {
        let noColor = RecordingIO(environment: ["NO_COLOR": "1", "TERM": "xterm-256color"], isTerminal: true)
            .io
        #expect(PanelCommand.colorDepth("auto", io: noColor) == .none)
        #expect(PanelCommand.colorDepth("always", io: noColor) == .palette256)
        #expect(PanelCommand.colorDepth("never", io: noColor) == .none)
        let pipe = RecordingIO(environment: ["TERM": "xterm"], isTerminal: false).io
        #expect(PanelCommand.colorDepth("auto", io: pipe) == .none)
        #expect(PanelCommand.colorDepth("always", io: pipe) == .sixteen)
    }

    @Test func invalidInputExitsOneWithEveryProblem() throws {
        let expected: [JSONProblem]
        do {
            _ = try TreeDecoder().decode(Documents.broken)
            Issue.record("the broken document decoded")
            return
        } catch {
            expected = error.problems
        }
        #expect(expected.count >= 3)
        for command in ["validate", "render"] {
            let recorder = RecordingIO(input: Documents.broken)
            #expect(recorder.run(command, "-") == 1)
            let lines = recorder.stderr.split(separator: "\n").map(String.init)
            #expect(lines == expected.map { "standard input: \($0)" }, "\(command)")
        }
    }

    @Test func validatePrintsErrorsAndWarningsTogether() {
        // A typo'd kind (a warning) does not wait for the error (a value no option has) to be
        // fixed: both are printed, and the exit status is the error's.
        let text = #"""
            {"format":"panelkit","version":1,"root":{"kind":"panel","title":"P","children":[
              {"kind":"slidr","id":"speed","range":[0,2]},
              {"kind":"picker","id":"shape","options":["circle","square"]}
            ]},"values":{"shape":"hexagon"}}
            """#
        let recorder = RecordingIO(input: text)
        #expect(recorder.run("validate", "-") == 1)
        let lines = recorder.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            lines.first?.hasPrefix("standard input: $.root.children[0].kind: warning: unknown kind \"slidr\"")
                == true)
        #expect(lines.first?.hasSuffix("did you mean \"slider\"?") == true)
        #expect(lines.last?.hasPrefix("standard input: $.values.shape: ") == true)
        #expect(recorder.stdout.isEmpty)
        // A misspelt required property: the error names it, and nothing follows from it.
        let misspelt = RecordingIO(
            input: #"""
                {"format":"panelkit","version":1,"root":{"kind":"panel","children":[
                  {"kind":"slider","id":"g","rnage":[0,20],
                   "accessibility":{"role":"slider","label":"g","decrement":9.7,"increment":9.9}}]}}
                """#)
        #expect(misspelt.run("validate", "-") == 1)
        #expect(
            misspelt.stderr
                == #"standard input: $.root.children[0]: a slider needs "range" or "stops"; it has "rnage": did you mean "range"?"#
                + "\n")
    }

    @Test func validateReportsAValidDocument() {
        let recorder = RecordingIO(input: Documents.small)
        #expect(recorder.run("validate", "-") == 0)
        #expect(recorder.stdout == "standard input: valid (7 nodes, 4 values)\n")
    }

    @Test func missingFileIsInvalidInput() {
        let recorder = RecordingIO()
        #expect(recorder.run("validate", "no/such/file.json") == 1)
        #expect(recorder.stderr == "no/such/file.json: No such file or directory\n")
    }

    @Test func schemaIsTheResource() throws {
        let recorder = RecordingIO()
        #expect(recorder.run("schema") == 0)
        #expect(recorder.stdout.trimmingSuffixNewlines == (try JSONSchema.text()).trimmingSuffixNewlines)
    }
}

extension String {
    fileprivate var trimmingSuffixNewlines: Substring {
        var text = Substring(self)
        while text.last == "\n" { text = text.dropLast() }
        return text
    }
}

@Suite struct ServeAndTuneCommandTests {
    @Test func serveAnswersEveryLine() throws {
        let path = "/tmp/panelkit-serve-test-\(UInt32.random(in: 0...UInt32.max)).json"
        try TuneFile.writeAtomically(Array(Documents.small.utf8), to: path)
        let recorder = RecordingIO(
            input: """
                {"type":"hello","versions":[1]}
                {"type":"set","seq":1,"id":"size","value":99}
                not json
                """)
        #expect(recorder.run("serve", path) == 0)
        let lines = recorder.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix(#"{"type":"welcome""#))
        #expect(lines[1].hasPrefix(#"{"type":"snapshot""#))
        #expect(lines[2] == #"{"type":"ack","seq":1,"rev":1,"value":10}"#)
        #expect(lines[3] == #"{"type":"patch","rev":1,"base":0,"values":{"size":10}}"#)
        #expect(lines[4].hasPrefix(#"{"type":"reject","seq":null,"rev":1,"code":"malformed""#))
    }

    @Test func tuneAndServeNeedAFile() {
        for command in ["tune", "serve"] {
            let recorder = RecordingIO()
            #expect(recorder.run(command, "-") == 2)
            #expect(recorder.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test func tuneWithoutATerminalIsInvalid() throws {
        let path = "/tmp/panelkit-tune-test-\(UInt32.random(in: 0...UInt32.max)).json"
        try TuneFile.writeAtomically(Array(Documents.small.utf8), to: path)
        let recorder = RecordingIO()
        #expect(recorder.run("tune", path) == 1)
        #expect(recorder.stderr == "tune: needs a terminal on standard input and output\n")
    }

    @Test func tuneFileKeepsPresetsAcrossASaveAndALoad() throws {
        let path = "/tmp/panelkit-tune-test-\(UInt32.random(in: 0...UInt32.max)).json"
        try TuneFile.writeAtomically(Array(Documents.small.utf8), to: path)
        let file = TuneFile(path: path)
        let panel = try #require(file.load(io: RecordingIO().io))
        try panel.set(7, for: "size")
        _ = try panel.savePreset(named: "seven")
        try panel.set(9, for: "size")  // kept by the active preset
        panel.clearActivePreset()
        #expect(try file.save(panel) == "wrote \(path) (1 preset)")
        let again = try #require(file.load(io: RecordingIO().io))
        #expect(again.values["size"] == 7)
        #expect(again.presets.map(\.name) == ["seven"])
        #expect(again.presets.first?.values["size"] == 9)
        #expect(again.activePresetID == nil)
    }

    @Test func anAtomicWriteReplacesTheFileWholeOrNotAtAll() throws {
        let folder = "/tmp/panelkit-atomic-test-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/taken", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/panel.json"
        try TuneFile.writeAtomically(Array("a first, longer text".utf8), to: path)
        try TuneFile.writeAtomically(Array("second".utf8), to: path)
        #expect(try FileIO.readFile(path, io: RecordingIO().io) == Array("second".utf8))
        // A file that cannot be put in place (a folder has the name) is an error naming it,
        // and no temporary file is left behind.
        #expect(throws: FileError.self) {
            try TuneFile.writeAtomically(Array("x".utf8), to: folder + "/taken")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["panel.json", "taken"])
        #expect(throws: FileError.self) {
            try TuneFile.writeAtomically([], to: folder + "/missing/panel.json")
        }
    }

    @Test func aBrokenPresetListIsReportedAndNothingIsWritten() throws {
        let path = "/tmp/panelkit-tune-test-\(UInt32.random(in: 0...UInt32.max)).json"
        let text = Documents.small.replacingLastBrace(with: #", "presets": [{"name": 3}]}"#)
        try TuneFile.writeAtomically(Array(text.utf8), to: path)
        let recorder = RecordingIO()
        #expect(TuneFile(path: path).load(io: recorder.io) == nil)
        #expect(recorder.stderr == "\(path): $.presets[0]: expected {\"name\": string, \"values\": object}\n")
    }
}

extension String {
    fileprivate func replacingLastBrace(with text: String) -> String {
        guard let index = lastIndex(of: "}") else { return self }
        return String(self[..<index]) + text
    }
}
