/// Measures how many terminal columns text occupies, per grapheme cluster (Swift `Character`).
///
/// The widths come from tables generated from the Unicode data files of one pinned version
/// (`unicodeVersion`) by `Scripts/unicode/generate-width-table.py`, and are checked against Python's
/// `wcwidth` for every code point and for thousands of sequences.
///
/// Per code point: East Asian Wide and Fullwidth take 2 columns; nonspacing, enclosing and spacing
/// combining marks, format characters, Hangul medial vowels and final consonants and the emoji
/// skin-tone modifiers take 0; East Asian Ambiguous takes 1, or 2 when `ambiguousIsWide` is set;
/// everything else (halfwidth kana included) takes 1. C0, DEL and C1 controls count 0 here: the
/// `Sanitizer` replaces them with visible stand-ins before anything is measured or drawn.
///
/// Per grapheme cluster, in this order:
/// 1. a pair of regional indicators (a flag) is 2; a lone regional indicator is 1;
/// 2. an emoji-variation base followed by VS15 (U+FE0E, text presentation) is 1, by VS16 (U+FE0F,
///    emoji presentation) is 2;
/// 3. a keycap (`#`, `*` or a digit, then U+20E3, with or without VS16) is 2;
/// 4. an Extended_Pictographic base followed by a zero-width joiner or a skin-tone modifier
///    (a ZWJ or modifier sequence) is 2;
/// 5. otherwise the widths of the code points are summed, skipping a code point that follows a
///    zero-width joiner (as `wcwidth.wcswidth` does), so a base letter with marks is 1, a Hangul
///    jamo sequence is 2 and a halfwidth kana with its halfwidth voiced mark is 2.
///
/// Rules 1–4 differ from `wcwidth.wcswidth` only where `wcswidth` measures emoji sequences code
/// point by code point: VS15 after a wide emoji (`wcswidth` 2, here 1), a keycap without VS16
/// (`wcswidth` 1, here 2) and ZWJ or modifier sequences whose base is narrow without VS16
/// (`wcswidth` 1, here 2).
///
/// ```swift
/// let width = DisplayWidth.standard
/// width.columns(of: "日本")    // 4
/// width.columns(of: "e\u{301}") // 1
/// width.columns(of: "👩‍💻")      // 2
/// ```
public struct DisplayWidth: Sendable, Hashable {
    /// Whether East Asian Ambiguous characters (such as `±`, `α`, `①`) take two columns.
    ///
    /// Terminals set up for CJK text often draw them wide; the default is narrow.
    ///
    /// ```swift
    /// DisplayWidth(ambiguousIsWide: true).columns(of: "±") // 2
    /// ```
    package var ambiguousIsWide: Bool

    /// Creates a measure; ambiguous characters are narrow unless `ambiguousIsWide` is `true`.
    ///
    /// ```swift
    /// let cjk = DisplayWidth(ambiguousIsWide: true)
    /// ```
    package init(ambiguousIsWide: Bool = false) {
        self.ambiguousIsWide = ambiguousIsWide
    }

    /// The default measure: ambiguous characters are narrow.
    ///
    /// ```swift
    /// DisplayWidth.standard.columns(of: "abc") // 3
    /// ```
    public static let standard = DisplayWidth()

    /// The Unicode version the width tables were generated from.
    ///
    /// ```swift
    /// print(DisplayWidth.unicodeVersion) // "15.0.0"
    /// ```
    package static var unicodeVersion: String { UnicodeWidthTable.unicodeVersion }

    /// The columns one code point takes on its own (0, 1 or 2; controls count 0).
    ///
    /// ```swift
    /// DisplayWidth.standard.columns(of: Unicode.Scalar(0x4E2D)!) // 2
    /// ```
    package func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        return columns(code: WidthTable.shared.code(value))
    }

    /// The columns one grapheme cluster takes (0, 1 or 2, and more only for unusual clusters such as a
    /// halfwidth kana with a halfwidth voiced mark).
    ///
    /// ```swift
    /// DisplayWidth.standard.columns(of: Character("🇯🇵")) // 2
    /// ```
    package func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        let first = scalars.first!.value
        if first >= 0x20 && first < 0x7F && character.utf8.count == 1 { return 1 }
        let table = WidthTable.shared
        let firstCode = table.code(first)
        if scalars.count == 1 { return columns(code: firstCode) }
        // 1. Regional indicators: a pair is a flag.
        if first >= 0x1F1E6 && first <= 0x1F1FF {
            var count = 0
            for scalar in scalars where scalar.value >= 0x1F1E6 && scalar.value <= 0x1F1FF { count += 1 }
            return count >= 2 ? 2 : 1
        }
        var iterator = scalars.makeIterator()
        _ = iterator.next()
        let second = iterator.next()!.value
        // 2. Variation selectors after an emoji-variation base.
        if firstCode & WidthTable.variationBase != 0 {
            if second == 0xFE0E { return 1 }
            if second == 0xFE0F { return 2 }
        }
        // 3. Keycaps.
        if first == 0x23 || first == 0x2A || (first >= 0x30 && first <= 0x39) {
            if scalars.contains(where: { $0.value == 0x20E3 }) { return 2 }
        }
        // 4. Emoji ZWJ and modifier sequences.
        if firstCode & WidthTable.pictographic != 0 {
            for scalar in scalars
            where scalar.value == 0x200D || (scalar.value >= 0x1F3FB && scalar.value <= 0x1F3FF) {
                return 2
            }
        }
        // 5. Sum, skipping what follows a zero-width joiner.
        var total = columns(code: firstCode)
        var afterJoiner = false
        for scalar in scalars.dropFirst() {
            if afterJoiner {
                afterJoiner = false
                continue
            }
            if scalar.value == 0x200D {
                afterJoiner = true
                continue
            }
            total += columns(of: scalar)
        }
        return total
    }

    /// The columns a string takes: the sum over its grapheme clusters.
    ///
    /// ```swift
    /// DisplayWidth.standard.columns(of: "Speed 速度") // 10
    /// ```
    package func columns(of text: some StringProtocol) -> Int {
        var printableASCII = true
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
            printableASCII = false
            break
        }
        if printableASCII { return text.utf8.count }
        var total = 0
        for character in text { total += columns(of: character) }
        return total
    }

    func columns(code: UInt8) -> Int {
        switch code & WidthTable.classMask {
        case WidthTable.control, WidthTable.zero: return 0
        case WidthTable.wide: return 2
        case WidthTable.ambiguous: return ambiguousIsWide ? 2 : 1
        default: return 1
        }
    }

    /// Whether a code point is a C0, DEL or C1 control (which the sanitiser replaces).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        WidthTable.shared.code(scalar.value) & WidthTable.classMask == WidthTable.control
    }

    /// Whether a code point has zero width on its own.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        WidthTable.shared.code(scalar.value) & WidthTable.classMask == WidthTable.zero
    }
}
