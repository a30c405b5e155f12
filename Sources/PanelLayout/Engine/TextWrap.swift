/// Greedy word wrapping with an injected display-width function: how many lines a text takes
/// at a given width, and its longest word.
struct TextWrap {
    let measure: (String) -> Int

    /// The number of lines `text` takes when wrapped on spaces at `width` columns; a word
    /// longer than a line is broken across lines. At least 1.
    func lineCount(_ text: String, width: Double) -> Int {
        guard width.isFinite else {
            return text.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        let columns = Swift.max(1, Int(Swift.min(width + 1e-9, 1e9).rounded(.down)))
        var lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var used = -1  // columns used on the current line; -1 = no line started
            var count = 1
            for word in paragraph.split(separator: " ") {
                var length = measure(String(word))
                if used >= 0, used + 1 + length <= columns {
                    used += 1 + length
                    continue
                }
                if used >= 0 { count += 1 }
                while length > columns {
                    length -= columns
                    count += 1
                }
                used = length
            }
            lines += count
        }
        return Swift.max(1, lines)
    }

    /// The display width of the widest line (the text on one line per paragraph).
    func lineWidth(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { measure(String($0)) }.max() ?? 0
    }

    /// The display width of the longest word.
    func longestWord(_ text: String) -> Int {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { measure(String($0)) }.max() ?? 0
    }
}
