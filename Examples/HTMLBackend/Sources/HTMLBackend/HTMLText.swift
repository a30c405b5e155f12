/// Escaping for text and attribute values in HTML.
///
/// Every string from a document (labels, titles, values, ids) goes through here, so a
/// hostile label such as `<script>` shows as text and never becomes markup.
///
/// ```swift
/// HTMLText.escape("<b> & \"q\"")   // "&lt;b&gt; &amp; &quot;q&quot;"
/// ```
public enum HTMLText {
    /// The text with `&`, `<`, `>`, `"` and `'` replaced by entities, and control
    /// characters other than tab and newline replaced by U+FFFD (they are not allowed in
    /// HTML).
    ///
    /// ```swift
    /// HTMLText.escape("a<b")   // "a&lt;b"
    /// ```
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A string usable as an HTML `id` and in CSS selectors: the node id with every
    /// character outside `[A-Za-z0-9_-]` replaced by `-`, prefixed by `pk-`.
    ///
    /// ```swift
    /// HTMLText.elementID(for: "motion.spring")   // "pk-motion-spring"
    /// ```
    public static func elementID(for id: String) -> String {
        var out = "pk-"
        for scalar in id.unicodeScalars {
            let isSafe =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_" || scalar == "-"
            out.unicodeScalars.append(isSafe ? scalar : "-")
        }
        return out
    }

    /// A number as CSS and HTML attributes want it: no exponent for ordinary magnitudes, no
    /// trailing `.0`.
    ///
    /// ```swift
    /// HTMLText.number(0.5)   // "0.5"
    /// HTMLText.number(48)    // "48"
    /// ```
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
