extension DisplayWidth {
    /// Cuts `text` to at most `columns` columns on a grapheme boundary, ending with `ellipsis` when
    /// something was cut.
    ///
    /// ```swift
    /// DisplayWidth.standard.truncate("Background colour", toColumns: 10, ellipsis: "…") // "Backgroun…"
    /// ```
    package func truncate(_ text: String, toColumns columns: Int, ellipsis: String) -> String {
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

}
