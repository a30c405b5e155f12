import PanelCore

/// Turns untrusted text into text that is safe to show in a terminal, keeping its alignment.
///
/// Every C0 control except newline, DEL and every C1 control (U+0080–U+009F) becomes a visible
/// stand-in, so an author or user string can never start an escape sequence, move the cursor, set the
/// window title or ring the bell. Bidirectional embedding, override and isolate controls
/// (U+202A–U+202E, U+2066–U+2069) and the directional marks (U+200E, U+200F, U+061C) are removed, so
/// they cannot reorder what follows them on screen. Stand-ins are measured like any other text, so the
/// cleaned string lines up.
///
/// | input | ``unicode`` (ANSI backend) | ``ascii`` (ASCII backend) |
/// |---|---|---|
/// | ESC (U+001B) | `␛` (U+241B) | `^[` |
/// | other C0 (U+0000–U+001F) | control picture U+2400 + code | `^@` … `^_` |
/// | DEL (U+007F) | `␡` (U+2421) | `^?` |
/// | C1 (U+0080–U+009F) | `<9B>` (hex) | `<9B>` (hex) |
///
/// Only the style encoder writes escape sequences.
///
/// ```swift
/// Sanitizer.unicode.clean("a\u{1B}[2Jb")  // "a␛[2Jb"
/// Sanitizer.ascii.clean("a\u{1B}[2Jb")    // "a^[[2Jb"
/// ```
package struct Sanitizer: Sendable, Hashable {
    /// Whether stand-ins are ASCII only (the ASCII backend) rather than Unicode control pictures.
    ///
    /// ```swift
    /// Sanitizer(asciiOnly: true).clean("\u{7F}") // "^?"
    /// ```
    package var asciiOnly: Bool

    /// Creates a sanitiser with ASCII or Unicode stand-ins.
    ///
    /// ```swift
    /// let sanitizer = Sanitizer(asciiOnly: false)
    /// ```
    package init(asciiOnly: Bool) {
        self.asciiOnly = asciiOnly
    }

    /// Stand-ins drawn from Unicode's control pictures (for the ANSI backend).
    ///
    /// ```swift
    /// Sanitizer.unicode.clean("\u{7}") // "␇"
    /// ```
    package static let unicode = Sanitizer(asciiOnly: false)

    /// ASCII-only stand-ins in caret notation (for the ASCII backend).
    ///
    /// ```swift
    /// Sanitizer.ascii.clean("\u{7}") // "^G"
    /// ```
    package static let ascii = Sanitizer(asciiOnly: true)

    /// Returns `text` with controls replaced by stand-ins and bidi controls removed; newlines stay.
    ///
    /// ```swift
    /// Sanitizer.unicode.clean("tab\there") // "tab␉here"
    /// ```
    package func clean(_ text: some StringProtocol) -> String {
        var clean = true
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
            if byte == 0x0A { continue }
            clean = false
            break
        }
        if clean { return String(text) }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 0x20 && value < 0x7F || value == 0x0A {
                output.append(scalar)
            } else if value < 0x20 {
                if asciiOnly {
                    output.append("^")
                    output.append(Unicode.Scalar(UInt8(value + 0x40)))
                } else {
                    output.append(Unicode.Scalar(0x2400 + value)!)
                }
            } else if value == 0x7F {
                if asciiOnly {
                    output.append("^")
                    output.append("?")
                } else {
                    output.append("\u{2421}")
                }
            } else if value >= 0x80 && value <= 0x9F {
                output.append("<")
                output.append(Self.hexDigit(value >> 4))
                output.append(Self.hexDigit(value & 0xF))
                output.append(">")
            } else if ControlCharacters.isBidiControl(value) {
                continue
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// Like ``clean(_:)``, and newlines become spaces too (for one-line labels and values).
    ///
    /// ```swift
    /// Sanitizer.unicode.cleanLine("two\nlines") // "two lines"
    /// ```
    package func cleanLine(_ text: some StringProtocol) -> String {
        let cleaned = clean(text)
        guard cleaned.utf8.contains(0x0A) else { return cleaned }
        return String(cleaned.map { $0 == "\n" ? " " : $0 })
    }

    private static func hexDigit(_ value: UInt32) -> Unicode.Scalar {
        Unicode.Scalar(UInt8(value < 10 ? 0x30 + value : 0x41 + value - 10))
    }
}
