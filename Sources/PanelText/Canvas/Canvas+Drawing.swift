import PanelLayout

extension Canvas {
    /// Draws one line of text from (`column`, `row`) and returns the column after it.
    ///
    /// The text is sanitised (newlines become spaces) and measured per grapheme cluster; zero-width
    /// clusters (such as a lone combining mark or a zero-width space) are skipped; a wide grapheme that
    /// would be cut by the clip becomes a space. Nothing is drawn outside the clip.
    ///
    /// ```swift
    /// var canvas = Canvas(width: 10, height: 1)
    /// canvas.draw("日本", column: 0, row: 0) // 4
    /// ```
    @discardableResult
    package mutating func draw(_ text: some StringProtocol, column: Int, row: Int, style: TextStyle = .plain)
        -> Int
    {
        let id = styleID(style)
        return draw(text, column: column, row: row, styleID: id)
    }

    /// Draws one line of text in a style given by id (see ``styleID(_:)``); returns the next column.
    ///
    /// ```swift
    /// let id = canvas.styleID(TextStyle(bold: true))
    /// canvas.draw("Title", column: 0, row: 0, styleID: id)
    /// ```
    @discardableResult
    mutating func draw(_ text: some StringProtocol, column: Int, row: Int, styleID: UInt16) -> Int {
        var x = column
        var ascii = true
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
            ascii = false
            break
        }
        if ascii {
            let clip = self.clip
            if row < clip.y || row >= clip.maxY { return column + text.utf8.count }
            for byte in text.utf8 {
                if x >= clip.x && x < clip.maxX {
                    let index = row * width + x
                    if cells[index].width != 1 {
                        put(content: UInt32(byte), columns: 1, column: x, row: row, style: styleID)
                    } else {
                        cells[index] = Cell(content: UInt32(byte), width: 1, style: styleID)
                    }
                }
                x += 1
            }
            return x
        }
        let cleaned = sanitizer.cleanLine(text)
        for character in cleaned {
            let columns = measure.columns(of: character)
            if columns == 0 { continue }
            if x >= clip.maxX { break }
            if columns <= 2 {
                put(content: content(of: character), columns: columns, column: x, row: row, style: styleID)
            } else {
                // Unusual clusters wider than two columns: keep the grid aligned with spaces.
                put(content: content(of: character), columns: 2, column: x, row: row, style: styleID)
                for extra in 2..<columns {
                    put(content: 0x20, columns: 1, column: x + extra, row: row, style: styleID)
                }
            }
            x += columns
        }
        return x
    }

    /// Fills a rectangle (clipped) with one character in a style.
    ///
    /// ```swift
    /// canvas.fill(CellRect(x: 0, y: 0, width: 5, height: 1), with: "-")
    /// ```
    package mutating func fill(_ rect: CellRect, with character: Character = " ", style: TextStyle = .plain) {
        let id = styleID(style)
        let cleaned = sanitizer.cleanLine(String(character)).first ?? " "
        let columns = max(1, measure.columns(of: cleaned))
        let value = content(of: cleaned)
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            var x = area.x
            while x < area.maxX {
                put(content: value, columns: min(columns, 2), column: x, row: row, style: id)
                x += min(columns, 2)
            }
        }
    }

    /// Gives every cell in `rect` (clipped) that has no background colour the background `color`,
    /// keeping its grapheme and other attributes: a background behind what is already drawn.
    ///
    /// ```swift
    /// canvas.applyBackground(.standard(4), in: CellRect(x: 0, y: 0, width: 10, height: 2))
    /// ```
    package mutating func applyBackground(_ color: TerminalColor, in rect: CellRect) {
        restyle(rect) { style in
            if style.background == nil { style.background = color }
        }
    }

    /// Draws a horizontal line of `length` cells with the border's horizontal glyph.
    ///
    /// ```swift
    /// canvas.drawHorizontalLine(column: 0, row: 2, length: 20, lines: .single)
    /// ```
    package mutating func drawHorizontalLine(
        column: Int, row: Int, length: Int, lines: LineSet, style: TextStyle = .plain
    ) {
        let id = styleID(style)
        let clip = self.clip
        let start = max(column, clip.x)
        let end = min(column + length, clip.maxX)
        guard start < end else { return }
        for x in start..<end {
            put(content: lines.horizontal.value, columns: 1, column: x, row: row, style: id)
        }
    }

    /// Draws a vertical line of `length` cells with the border's vertical glyph.
    ///
    /// ```swift
    /// canvas.drawVerticalLine(column: 10, row: 0, length: 5, lines: .heavy)
    /// ```
    package mutating func drawVerticalLine(
        column: Int, row: Int, length: Int, lines: LineSet, style: TextStyle = .plain
    ) {
        let id = styleID(style)
        let clip = self.clip
        let start = max(row, clip.y)
        let end = min(row + length, clip.maxY)
        guard start < end else { return }
        for y in start..<end {
            put(content: lines.vertical.value, columns: 1, column: column, row: y, style: id)
        }
    }

    /// Draws the outline of a rectangle, with an optional title in the top edge.
    ///
    /// ```swift
    /// canvas.drawBox(CellRect(x: 0, y: 0, width: 20, height: 4), lines: .rounded, title: "Motion")
    /// // ╭ Motion ──────────╮
    /// ```
    package mutating func drawBox(
        _ rect: CellRect, lines: LineSet, style: TextStyle = .plain, title: String? = nil,
        titleStyle: TextStyle? = nil
    ) {
        guard rect.width >= 2, rect.height >= 2 else {
            if rect.height == 1 {
                drawHorizontalLine(
                    column: rect.x, row: rect.y, length: rect.width, lines: lines, style: style)
            } else if rect.width == 1 {
                drawVerticalLine(
                    column: rect.x, row: rect.y, length: rect.height, lines: lines, style: style)
            }
            return
        }
        let id = styleID(style)
        put(content: lines.topLeft.value, columns: 1, column: rect.x, row: rect.y, style: id)
        put(content: lines.topRight.value, columns: 1, column: rect.maxX - 1, row: rect.y, style: id)
        put(content: lines.bottomLeft.value, columns: 1, column: rect.x, row: rect.maxY - 1, style: id)
        put(
            content: lines.bottomRight.value, columns: 1, column: rect.maxX - 1, row: rect.maxY - 1,
            style: id)
        drawHorizontalLine(
            column: rect.x + 1, row: rect.y, length: rect.width - 2, lines: lines, style: style)
        drawHorizontalLine(
            column: rect.x + 1, row: rect.maxY - 1, length: rect.width - 2, lines: lines, style: style)
        drawVerticalLine(
            column: rect.x, row: rect.y + 1, length: rect.height - 2, lines: lines, style: style)
        drawVerticalLine(
            column: rect.maxX - 1, row: rect.y + 1, length: rect.height - 2, lines: lines, style: style)
        if let title, rect.width > 4 {
            let ellipsis = sanitizer.asciiOnly ? "..." : "…"
            let fitted = measure.truncate(
                sanitizer.cleanLine(title), toColumns: rect.width - 4, ellipsis: ellipsis)
            guard !fitted.isEmpty else { return }
            pushClip(CellRect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1))
            draw(" ", column: rect.x + 1, row: rect.y, style: style)
            let end = draw(fitted, column: rect.x + 2, row: rect.y, style: titleStyle ?? style)
            draw(" ", column: end, row: rect.y, style: style)
            popClip()
        }
    }
}
