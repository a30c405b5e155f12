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
    ///
    /// ```swift
    /// HexColor("#F97316").red   // 249
    /// ```
    public var red: UInt8
    /// Green, 0–255.
    ///
    /// ```swift
    /// HexColor("#F97316").green   // 115
    /// ```
    public var green: UInt8
    /// Blue, 0–255.
    ///
    /// ```swift
    /// HexColor("#F97316").blue   // 22
    /// ```
    public var blue: UInt8
    /// Alpha, 0 (transparent) to 255 (opaque).
    ///
    /// ```swift
    /// HexColor("#F97316").alpha   // 255
    /// ```
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
        // Read in place, digit by digit (no arrays: a colour picker's every write comes here),
        // from the string's own bytes when it holds them in one piece.
        let (packed, count, isValid, isEmpty) =
            text.utf8.withContiguousStorageIfAvailable { HexColor.digits(of: $0) }
            ?? HexColor.digits(of: text.utf8)
        func byte(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: packed >> shift) }
        switch (isValid && !isEmpty, count) {
        case (true, 3):
            self.init(red: (byte(8) & 15) * 17, green: (byte(4) & 15) * 17, blue: (byte(0) & 15) * 17)
        case (true, 6):
            self.init(red: byte(16), green: byte(8), blue: byte(0))
        case (true, 8):
            self.init(red: byte(24), green: byte(16), blue: byte(8), alpha: byte(0))
        default:
            throw ValueError(
                "invalid hex colour \(PanelValue.string(text)): expected #RGB, #RRGGBB or #RRGGBBAA")
        }
    }

    /// The hex digits after the `#` packed into a word, how many, whether every byte was
    /// one (and there were at most 8), and whether the text was empty.
    private static func digits(of utf8: some Sequence<UInt8>) -> (
        packed: UInt32, count: Int, isValid: Bool, isEmpty: Bool
    ) {
        var packed: UInt32 = 0
        var count = 0
        var isValid = true
        var first = true
        for byte in utf8 {
            if first {
                first = false
                if byte == UInt8(ascii: "#") { continue }
                isValid = false
                break
            }
            let nibble: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
            default: nibble = 0xFF
            }
            guard nibble != 0xFF, count < 8 else {
                isValid = false
                break
            }
            packed = packed << 4 | UInt32(nibble)
            count += 1
        }
        return (packed, count, isValid, first)
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
    ///
    /// ```swift
    /// HexColor("#f97316").panelValue   // .string("#F97316")
    /// ```
    public var panelValue: PanelValue { .string(description) }

    /// Whether the colour is fully opaque.
    ///
    /// ```swift
    /// HexColor("#00000080").isOpaque   // false
    /// ```
    public var isOpaque: Bool { alpha == 255 }

    /// Upper-case `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    ///
    /// ```swift
    /// HexColor(red: 0, green: 0, blue: 0, alpha: 128).description   // "#00000080"
    /// ```
    public var description: String {
        let digits: StaticString = "0123456789ABCDEF"
        let count = isOpaque ? 7 : 9
        return String(unsafeUninitializedCapacity: count) { buffer in
            let packed = UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | UInt32(alpha)
            buffer[0] = UInt8(ascii: "#")
            for position in 1..<count {
                buffer[position] = digits.utf8Start[Int(packed >> (32 - 4 * UInt32(position)) & 15)]
            }
            return count
        }
    }
}
