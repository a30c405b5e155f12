extension DisplayWidth {
    /// Cuts `text` to at most `columns` columns on a grapheme boundary, ending with `ellipsis` when
    /// something was cut.
    ///
    /// ```swift
    /// DisplayWidth.standard.truncate("Background colour", toColumns: 10, ellipsis: "…") // "Backgroun…"
    /// ```
    public func truncate(_ text: String, toColumns columns: Int, ellipsis: String) -> String {
        guard columns > 0 else { return "" }
        let total = self.columns(of: text)
        if total <= columns { return text }
        let ellipsisWidth = self.columns(of: ellipsis)
        if ellipsisWidth > columns { return String(repeating: ".", count: columns) }
        let budget = columns - ellipsisWidth
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let width = self.columns(of: text[index])
            if used + width > budget { break }
            used += width
            end = text.index(after: index)
        }
        return String(text[..<end]) + ellipsis
    }

    /// Breaks `text` into lines of at most `columns` columns, at spaces where possible; a word longer
    /// than a line is cut on grapheme boundaries. Newlines in the text start new lines.
    ///
    /// ```swift
    /// DisplayWidth.standard.wrap("the quick brown fox", toColumns: 10) // ["the quick", "brown fox"]
    /// ```
    package func wrap(_ text: String, toColumns columns: Int) -> [String] {
        guard columns > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                var wordWidth = self.columns(of: word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= columns {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > columns {
                    var used = 0
                    var end = word.startIndex
                    for index in word.indices {
                        let width = self.columns(of: word[index])
                        if used + width > columns { break }
                        used += width
                        end = word.index(after: index)
                    }
                    if end == word.startIndex { end = word.index(after: end) }
                    lines.append(String(word[..<end]))
                    word = word[end...]
                    wordWidth = self.columns(of: word)
                }
                line = String(word)
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }
}
