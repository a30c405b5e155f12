/// What the `panelkit` command and the live terminal write as text, made safe for a terminal:
/// every string that is not a renderer's output (copied text, status and error lines, help,
/// file names) goes through ``Sanitizer/unicode``, and JSON has the characters a terminal
/// could act on escaped.
enum TerminalText {
    /// `text` with every control replaced by a visible stand-in and bidi controls removed
    /// (newlines stay): ``Sanitizer/unicode``.
    static func clean(_ text: String) -> String {
        Sanitizer.unicode.clean(text)
    }

    /// The UTF-8 JSON `bytes` with DEL, the C1 controls (U+0080–U+009F) and the bidi controls
    /// written as `\uXXXX` escapes: the same JSON value (these characters can only be inside
    /// strings, where an escape means the character), and nothing a terminal acts on. C0
    /// controls are escaped by the JSON writer already.
    static func json(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(where: { $0 >= 0x7F }) else { return bytes }
        var out = String.UnicodeScalarView()
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            let value = scalar.value
            guard value == 0x7F || (0x80...0x9F).contains(value) || ControlCharacters.isBidiControl(value)
            else {
                out.append(scalar)
                continue
            }
            out.append(contentsOf: "\\u".unicodeScalars)
            for shift in stride(from: 12, through: 0, by: -4) {
                out.append(Self.hexDigits[Int((value >> UInt32(shift)) & 0xF)])
            }
        }
        return Array(String(out).utf8)
    }

    private static let hexDigits = Array("0123456789abcdef".unicodeScalars)
}
