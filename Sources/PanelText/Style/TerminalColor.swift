/// A colour a terminal cell can have: one of the 16 standard colours, an entry of the 256-colour
/// palette, or a 24-bit RGB colour.
///
/// RGB colours are downsampled when the terminal has fewer colours (see ``ColorDepth``); standard
/// and palette colours are written as they are.
///
/// ```swift
/// let accent = TerminalColor.standard(6)          // cyan
/// let swatch = TerminalColor(hex: "#FF8800")!     // truecolor
/// ```
package struct TerminalColor: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case standard(UInt8)
        case palette(UInt8)
        case rgb(UInt8, UInt8, UInt8)
    }

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
    }

    /// One of the 16 standard colours (0–7 normal, 8–15 bright); larger numbers wrap.
    ///
    /// ```swift
    /// let red = TerminalColor.standard(1)
    /// ```
    package static func standard(_ index: UInt8) -> TerminalColor {
        TerminalColor(kind: .standard(index % 16))
    }

    /// An entry of the 256-colour palette.
    ///
    /// ```swift
    /// let orange = TerminalColor.palette(208)
    /// ```
    package static func palette(_ index: UInt8) -> TerminalColor {
        TerminalColor(kind: .palette(index))
    }

    /// A 24-bit colour.
    ///
    /// ```swift
    /// let teal = TerminalColor.rgb(0, 128, 128)
    /// ```
    package static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> TerminalColor {
        TerminalColor(kind: .rgb(red, green, blue))
    }

    /// A 24-bit colour from `#RRGGBB`, `RRGGBB`, `#RGB` or `#RRGGBBAA` (alpha ignored); `nil` when the
    /// text is not such a colour.
    ///
    /// ```swift
    /// TerminalColor(hex: "#0af")  // .rgb(0, 170, 255)
    /// ```
    package init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        var values: [UInt8] = []
        for character in digits {
            guard let value = character.hexDigitValue else { return nil }
            values.append(UInt8(value))
        }
        switch values.count {
        case 3: kind = .rgb(values[0] * 17, values[1] * 17, values[2] * 17)
        case 6, 8:
            kind = .rgb(values[0] << 4 | values[1], values[2] << 4 | values[3], values[4] << 4 | values[5])
        default: return nil
        }
    }
}
