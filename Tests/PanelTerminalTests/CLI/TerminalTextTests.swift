import Foundation
@_spi(Internals) import PanelJSON
import Testing

@testable import PanelTerminal

/// What the command and the live terminal print besides the screen is cleaned: copied texts,
/// errors naming a hostile file, JSON with C1 and bidi controls escaped (and still the same
/// JSON).
@Suite struct TerminalTextTests {
    /// Strings a terminal would act on: OSC 52 and OSC 2, OSC 8, a cursor report request, a
    /// reset, a tmux passthrough, bells, raw C1, DEL and a bidi override.
    static let hostile = [
        "\u{1B}]52;c;UFdORUQ=\u{7}", "\u{1B}]2;PWNED\u{7}", "\u{1B}]0;PWNED\u{1B}\\",
        "\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "\u{1B}[6n", "\u{1B}c",
        "\u{1B}Ptmux;\u{1B}\u{1B}]2;PWNED\u{7}\u{1B}\\", String(repeating: "\u{7}", count: 8),
        "\u{9B}31m\u{9D}2;x\u{9C}", "\u{7F}", "a\u{202E}b\u{2066}c",
    ]

    /// Whether the text holds nothing a terminal acts on: no control but newline, no C1, no
    /// DEL, no bidi control.
    static func isInert(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            if value == 0x0A { return true }
            return value >= 0x20 && value != 0x7F && !(0x80...0x9F).contains(value)
                && !ControlCharacters.isBidiControl(value)
        }
    }

    @Test func copiedTextsArePrintedCleaned() {
        let copied = Self.hostile.map { "Apply these tuned values for the \"\($0)\" panel.\n\n{}\n" }
        let printed = String(decoding: LiveTerminal.printedBytes(of: copied), as: UTF8.self)
        #expect(Self.isInert(printed))
        #expect(printed.contains("␛]52;c;UFdORUQ=␇"))
        #expect(
            printed.split(separator: "\n", omittingEmptySubsequences: false).count == 3 * copied.count + 1)
    }

    @Test func errorsNamingAHostileFileAreCleaned() {
        for name in Self.hostile {
            let recorder = RecordingIO()
            #expect(recorder.run("validate", "/nonexistent/" + name + ".json") == 1)
            #expect(!recorder.stderr.isEmpty)
            #expect(Self.isInert(recorder.stderr), "\(recorder.stderr.debugDescription)")
        }
    }

    @Test func jsonKeepsItsValueWithC1DELAndBidiEscaped() throws {
        for text in Self.hostile + ["plain", "日本語 👍", "\u{85}\u{A0}\u{200E}\u{2069}"] {
            var writer = JSONWriter()
            writer.write(.object(["title": .string(text)]))
            let escaped = TerminalText.json(writer.bytes)
            let shown = String(decoding: escaped, as: UTF8.self)
            #expect(Self.isInert(shown), "\(shown.debugDescription)")
            var parser = JSONParser(escaped)
            #expect(try parser.parse() == .object(["title": .string(text)]))
        }
    }
}
