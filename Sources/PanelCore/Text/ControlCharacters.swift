/// The characters that can drive a terminal or reorder what it shows, and the visibly
/// escaped form in which text meant for people (error messages, reports, dumps) quotes them.
///
/// Hostile characters are the C0 controls (U+0000–U+001F, newline included unless kept),
/// DEL (U+007F), the C1 controls (U+0080–U+009F, among them the one-character CSI U+009B) and
/// the bidirectional controls (embeddings, overrides and isolates U+202A–U+202E and
/// U+2066–U+2069, and the marks U+200E, U+200F and U+061C). Each becomes its code in Swift's
/// escape style, upper-case hex: `\u{1B}`, `\u{9B}`, `\u{202E}`. Everything else is kept,
/// so an id, a label or a value reads as it was written, and printing an error can never
/// start an escape sequence or flip the line.
///
/// ```swift
/// ControlCharacters.escaped("a\u{1B}[2Jb")      // #"a\u{1B}[2Jb"#
/// ControlCharacters.escaped("x\u{202E}y")       // #"x\u{202E}y"#
/// ControlCharacters.escaped("two\nlines", keepingNewlines: true)   // unchanged
/// ```
package enum ControlCharacters {
    /// Whether `scalar` is a C0 control (newline too, unless `keepingNewline`), DEL, a C1
    /// control or a bidirectional control.
    ///
    /// ```swift
    /// ControlCharacters.isHostile("\u{9B}")   // true
    /// ControlCharacters.isHostile("é")        // false
    /// ```
    package static func isHostile(_ scalar: Unicode.Scalar, keepingNewline: Bool = false) -> Bool {
        let value = scalar.value
        if value < 0x20 { return !(keepingNewline && value == 0x0A) }
        if value < 0x7F { return false }
        return value <= 0x9F || isBidiControl(value)
    }

    /// Whether the code point is a bidirectional embedding, override or isolate control
    /// (U+202A–U+202E, U+2066–U+2069) or a directional mark (U+200E, U+200F, U+061C).
    ///
    /// ```swift
    /// ControlCharacters.isBidiControl(0x202E)   // true (RIGHT-TO-LEFT OVERRIDE)
    /// ```
    package static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E
            || value == 0x200F || value == 0x061C
    }

    /// `text` with every hostile character written as `\u{…}` (upper-case hex, at least two
    /// digits); newlines are escaped too unless `keepingNewlines`.
    ///
    /// ```swift
    /// ControlCharacters.escaped("bell\u{7}")   // #"bell\u{07}"#
    /// ```
    package static func escaped(_ text: some StringProtocol, keepingNewlines: Bool = false) -> String {
        var isClean = true
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
            if byte == 0x0A && keepingNewlines { continue }
            isClean = false
            break
        }
        if isClean { return String(text) }
        var output = ""
        for scalar in text.unicodeScalars {
            if isHostile(scalar, keepingNewline: keepingNewlines) {
                output += escape(scalar)
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// The escape of one scalar: `\u{1B}`.
    ///
    /// ```swift
    /// ControlCharacters.escape("\u{7F}")   // #"\u{7F}"#
    /// ```
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
    }
}
