import PanelKit
import Testing

/// Text the API hands back for printing (dumps, reports, error messages) quotes control and
/// bidi characters visibly escaped, so printing it cannot drive a terminal.
@Suite struct HostileMessageTests {
    /// ESC (a CSI and an OSC title), BEL, DEL, a one-character C1 CSI, and a right-to-left
    /// override: every kind of character that must never reach a terminal raw.
    static let hostile = "\u{1B}[2J\u{1B}]0;pwned\u{7}\u{7F}\u{9B}31m\u{202E}\u{2066}\u{200F}"
    static let escaped = #"\u{1B}[2J\u{1B}]0;pwned\u{07}\u{7F}\u{9B}31m\u{202E}\u{2066}\u{200F}"#

    struct Model: Codable, Equatable, Sendable {
        var title = "x"
        var style = "a"
        var speed = 1.0
    }

    /// Whether `text` holds a character that can drive a terminal (newlines allowed).
    static func isSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains { ControlCharacters.isHostile($0, keepingNewline: true) }
    }

    static func hostileState() -> PanelState<Model> {
        let name = "t" + hostile
        return PanelState("Panel" + hostile, initial: Model(style: "b" + hostile)) {
            TextField(name, \.title, placeholder: hostile)
            Picker("style", \.style, options: [Option("a" + hostile, label: "A" + hostile)])
            Slider("speed", \.speed, in: 0...2, unit: hostile)
        }
    }

    @Test func escapingWritesEachHostileCharacterAsItsCode() {
        #expect(ControlCharacters.escaped(Self.hostile) == Self.escaped)
        #expect(ControlCharacters.escaped("plain é 日本 👍🏽") == "plain é 日本 👍🏽")
        #expect(ControlCharacters.escaped("a\nb") == #"a\u{0A}b"#)
        #expect(ControlCharacters.escaped("a\nb", keepingNewlines: true) == "a\nb")
        for value in UInt32(0)...0x9F where !(0x20..<0x7F).contains(value) {
            let scalar = Unicode.Scalar(value)!
            #expect(ControlCharacters.isHostile(scalar), "U+\(String(value, radix: 16))")
            #expect(Self.isSafe(ControlCharacters.escaped(String(Character(scalar)))))
        }
    }

    @Test func dumpEscapesIdsLabelsAndValues() {
        let dump = Self.hostileState().document.dump()
        #expect(Self.isSafe(dump))
        #expect(dump.contains("textField #t" + Self.escaped + " \"t" + Self.escaped + "\""))
        #expect(dump.contains("placeholder=\"" + Self.escaped + "\""))
        #expect(dump.contains("unit=\"" + Self.escaped + "\""))
        // The initial value "b…" is not an option: it is normalised to the first option (and
        // still reported in the validation report).
        #expect(dump.contains("= \"a" + Self.escaped + "\""))
        #expect(dump.hasPrefix("panel \"Panel" + Self.escaped + "\"\n"))
    }

    @Test func validationReportEscapesWhatItQuotes() {
        let report = Self.hostileState().validationReport.description
        #expect(Self.isSafe(report))
        // The malformed id, and the initial value that is not one of the options.
        #expect(report.contains("t" + Self.escaped + ": malformed id \"t" + Self.escaped + "\""))
        #expect(
            report.contains("style: \"b" + Self.escaped + "\" is not one of the options (\"a" + Self.escaped))
    }

    @Test func valueErrorsEscapeWhatTheyQuote() {
        let state = Self.hostileState()
        do {
            try state.set(.string("z" + Self.hostile), for: "style")
            Issue.record("a value that is not an option was accepted")
        } catch {
            #expect(Self.isSafe(error.description))
            #expect(error.description.hasPrefix("style: \"z" + Self.escaped + "\" is not one of the options"))
            // The message itself is kept as data, unescaped, for code that reads it.
            #expect(error.message.contains(Self.hostile))
        }
        do {
            try state.set(1, for: NodeID("nope" + Self.hostile))
            Issue.record("an unknown id was accepted")
        } catch {
            #expect(error.description == "nope" + Self.escaped + ": no control with this id")
        }
    }

    @Test func jsonDecodingErrorsEscapeWhatTheyQuote() throws {
        let text = #"""
            {"format": "panelkit\u001b[2J\u009b", "version": 1,
             "root": {"kind": "panel", "title": "P", "children": [
               {"kind": "picker", "id": "s\u202e", "options": ["a"]},
               {"kind": "toggle", "id": "t\u0007", "label": 3}]},
             "values": {"t\u0007": "\u001b]0;x\u0007"}}
            """#
        do {
            _ = try TreeDecoder().decode(text)
            Issue.record("a broken document was accepted")
        } catch {
            let description = error.description
            #expect(Self.isSafe(description))
            #expect(description.contains(#"$.format: expected "panelkit", got "panelkit\u{1B}[2J\u{9B}""#))
            #expect(description.contains(#"malformed id "t\u{07}""#))
            #expect(error.problems.count >= 3)
        }
    }

    @Test func layoutErrorsEscapeWhatTheyQuote() {
        let ghost = LayoutRef("ghost" + Self.hostile)
        let screen = Screen {
            Text("hi").id(NodeID("t" + Self.hostile)).constraints { c in
                c.leading == ghost.trailing
                c.top == c.parent.top
            }
        }
        do {
            _ = try LayoutEngine().layout(screen.node, in: CellSize(width: 20, height: 5))
            Issue.record("a reference to an unknown node was laid out")
        } catch {
            let description = error.description
            #expect(Self.isSafe(description))
            #expect(description.contains("ghost" + Self.escaped))
        }
    }

    @Test func aNullValueIsNamedOnce() {
        let state = Self.hostileState()
        #expect(throws: ValueError("expected a number, got null", id: "speed")) {
            try state.set(nil, for: "speed")
        }
        #expect(PanelValue.null.typedDescription == "null")
        #expect(PanelValue.string("fast").typedDescription == "string \"fast\"")
        #expect(PanelValue.bool(true).typedDescription == "boolean true")
    }

    @Test func eachRepeatOfAnIdIsReportedOnceWithItsPlace() {
        struct Pair: Codable, Equatable, Sendable {
            var a = 1.0
            var b = 1.0
        }
        let state = PanelState("P", initial: Pair()) {
            Slider("a", \.a, in: 0...2)
            Slider("a", \.b, in: 0...2)
            Slider("a", \.b, in: 0...2)
        }
        let lines = state.validationReport.problems.map(\.description)
        #expect(
            lines == [
                #"a: duplicate id "a" at $.root.children[1] (first used at $.root.children[0])"#,
                #"a: duplicate id "a" at $.root.children[2] (first used at $.root.children[0])"#,
            ])
        #expect(Set(lines).count == lines.count)
    }
}
