/// Greedy word wrapping with an injected display-width function, the one wrapping rule of the
/// layout and of the backends that draw wrapped text: words are joined by single spaces while they
/// fit, and a word longer than a line is broken between characters.
///
/// ```swift
/// let wrap = TextWrap(measure: { $0.count })
/// wrap.lines("one two three", columns: 7)   // ["one two", "three"]
/// ```
package struct TextWrap {
    /// The display width of a string, in cells.
    package let measure: (String) -> Int

    /// Creates a wrapper that measures with `measure`.
    ///
    /// ```swift
    /// let wrap = TextWrap(measure: { $0.count })
    /// ```
    package init(measure: @escaping (String) -> Int) {
        self.measure = measure
    }

    /// The lines of `text` wrapped on spaces at `columns` columns (each paragraph, split at
    /// newlines, starts a new line); no line is wider than `columns` unless one character is.
    ///
    /// ```swift
    /// TextWrap(measure: { $0.count }).lines("abcdefgh", columns: 3)   // ["abc", "def", "gh"]
    /// ```
    package func lines(_ text: String, columns: Int) -> [String] {
        let columns = Swift.max(1, columns)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var used = 0
            for piece in paragraph.split(separator: " ") {
                var word = piece
                var length = measure(String(word))
                if !line.isEmpty, used + 1 + length <= columns {
                    line += " " + word
                    used += 1 + length
                    continue
                }
                if !line.isEmpty {
                    lines.append(line)
                    line = ""
                    used = 0
                }
                while length > columns {
                    var taken = 0
                    var end = word.startIndex
                    for index in word.indices {
                        let width = measure(String(word[index]))
                        if taken + width > columns { break }
                        taken += width
                        end = word.index(after: index)
                    }
                    if end == word.startIndex { end = word.index(after: end) }
                    lines.append(String(word[..<end]))
                    word = word[end...]
                    length = measure(String(word))
                }
                line = String(word)
                used = length
            }
            lines.append(line)
        }
        return lines
    }

    /// The number of lines `text` takes when wrapped at `width` columns (see
    /// ``lines(_:columns:)``); a non-finite width counts paragraphs. At least 1.
    ///
    /// ```swift
    /// TextWrap(measure: { $0.count }).lineCount("one two three", width: 7)   // 2
    /// ```
    package func lineCount(_ text: String, width: Double) -> Int {
        guard width.isFinite else {
            return text.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        let columns = Swift.max(1, Int(Swift.min(width + 1e-9, 1e9).rounded(.down)))
        return Swift.max(1, lines(text, columns: columns).count)
    }

    /// The display width of the widest line (the text on one line per paragraph).
    ///
    /// ```swift
    /// TextWrap(measure: { $0.count }).lineWidth("ab\nabcd")   // 4
    /// ```
    package func lineWidth(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { measure(String($0)) }.max() ?? 0
    }

    /// The display width of the longest word.
    ///
    /// ```swift
    /// TextWrap(measure: { $0.count }).longestWord("a bcd ef")   // 3
    /// ```
    package func longestWord(_ text: String) -> Int {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { measure(String($0)) }.max() ?? 0
    }
}
