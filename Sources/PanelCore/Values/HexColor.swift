/// An sRGB colour with alpha, written as a hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
///
/// Parsing is case-insensitive; `#RGB` doubles each digit (`#F80` is `#FF8800`). The
/// canonical form, which ``description`` and the primitive value use, is upper-case
/// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque, so alpha is never lost.
/// Colour controls store their value as this string.
///
/// ```swift
/// let fill: HexColor = "#f97316"
/// fill.red            // 249
/// fill.alpha          // 255
/// fill.description    // "#F97316"
/// try HexColor(parsing: "#F9731680").alpha   // 128
/// ```
public struct HexColor: Hashable, Sendable, PrimitiveCodable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from its components.
    ///
    /// ```swift
    /// let orange = HexColor(red: 0xF9, green: 0x73, blue: 0x16)
    /// ```
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (any case); throws an error quoting the string
    /// otherwise.
    ///
    /// ```swift
    /// try HexColor(parsing: "#0f0")       // #00FF00
    /// try HexColor(parsing: "orange")     // throws
    /// ```
    public init(parsing text: String) throws(ValueError) {
        let digits = Array(text.utf8)
        func fail() -> ValueError {
            ValueError("invalid hex colour \(PanelValue.string(text)): expected #RGB, #RRGGBB or #RRGGBBAA")
        }
        guard digits.first == UInt8(ascii: "#") else { throw fail() }
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for byte in digits.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibbles.append(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibbles.append(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibbles.append(byte - UInt8(ascii: "A") + 10)
            default: throw fail()
            }
        }
        switch nibbles.count {
        case 3:
            self.init(red: nibbles[0] * 17, green: nibbles[1] * 17, blue: nibbles[2] * 17)
        case 6, 8:
            let bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
            self.init(
                red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
        default:
            throw fail()
        }
    }

    /// Creates a colour from a literal; a malformed literal is a programming error and stops
    /// the program with a message quoting it. Use ``init(parsing:)`` for input.
    ///
    /// ```swift
    /// let fill: HexColor = "#F97316"
    /// ```
    public init(stringLiteral value: String) {
        do {
            try self.init(parsing: value)
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// Reads the colour from its primitive form, a hex string.
    ///
    /// ```swift
    /// try HexColor(panelValue: "#FFF")   // #FFFFFF
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        try self.init(parsing: String(panelValue: panelValue))
    }

    /// The canonical hex string.
    public var panelValue: PanelValue { .string(description) }

    /// Whether the colour is fully opaque.
    ///
    /// ```swift
    /// HexColor("#00000080").isOpaque   // false
    /// ```
    public var isOpaque: Bool { alpha == 255 }

    /// Upper-case `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        let table = Array("0123456789ABCDEF")
        var out = "#"
        for byte in isOpaque ? [red, green, blue] : [red, green, blue, alpha] {
            out.append(table[Int(byte >> 4)])
            out.append(table[Int(byte & 15)])
        }
        return out
    }
}
