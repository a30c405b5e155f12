import Foundation
@_spi(Internals) import PanelJSON
import PanelKit
import TestSupport
import Testing

/// Writes how the terminal backends' sanitiser cleans every character that matters, so that
/// CI can check that the Python frontend (`Examples/python-frontend/panel_text.py`) cleans
/// them exactly the same way: `<emitted-json>/sanitizer.jsonl`, one JSON object per line,
/// `{"input": …, "unicode": …, "ascii": …}`, from `Sanitizer.unicode` and
/// `Sanitizer.ascii`. (Not a `.json` file: it is not a PanelKit document.)
@Suite struct SanitizerTableExport {
    /// Every scalar up to U+00FF, the bidi controls and their neighbours, a few wide and
    /// combining characters, and mixed hostile strings.
    static let inputs: [String] = {
        var inputs = (UInt32(0)...0xFF).map { String(Character(Unicode.Scalar($0)!)) }
        let more: [UInt32] =
            Array(0x2000...0x2070) + [0x061B, 0x061C, 0x061D, 0x2400, 0x241B, 0xFEFF, 0x1F44D]
        inputs += more.map { String(Character(Unicode.Scalar($0)!)) }
        inputs += [
            "a\u{1B}[2Jb", "\u{1B}]0;title\u{7}", "\u{9B}31mred", "x\u{202E}gnp.exe", "two\nlines",
            "tab\there",
            "日本語", "e\u{301}", "👍🏽", "\u{7F}\u{80}\u{9F}\u{A0}",
        ]
        return inputs
    }()

    @Test func writesTheTable() throws {
        var lines: [String] = []
        for input in Self.inputs {
            var writer = JSONWriter()
            writer.write(
                .object([
                    "input": .string(input),
                    "unicode": .string(Sanitizer.unicode.clean(input)),
                    "ascii": .string(Sanitizer.ascii.clean(input)),
                ]))
            lines.append(String(decoding: writer.bytes, as: UTF8.self))
        }
        let folder = EmittedJSON.directory
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = lines.joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("sanitizer.jsonl"))
        #expect(lines.count == Self.inputs.count)
    }
}
