extension Canvas {
    /// The canvas as text without styles: rows joined by newlines, trailing spaces removed.
    ///
    /// ```swift
    /// var canvas = Canvas(width: 6, height: 1)
    /// canvas.draw("Hi", column: 0, row: 0)
    /// canvas.plainText() // "Hi"
    /// ```
    public func plainText() -> String {
        String(decoding: encodeRows(ascii: false, encoder: nil), as: UTF8.self)
    }

    /// The canvas as 7-bit ASCII: every byte is 0x20–0x7E or a newline; a non-ASCII grapheme becomes
    /// `?` per display column, so alignment holds.
    ///
    /// ```swift
    /// var canvas = Canvas(width: 6, height: 1, sanitizer: .ascii)
    /// canvas.draw("日x", column: 0, row: 0)
    /// canvas.asciiText() // "??x"
    /// ```
    public func asciiText() -> String {
        String(decoding: encodeRows(ascii: true, encoder: nil), as: UTF8.self)
    }

    /// The canvas as ANSI text: graphemes with SGR sequences where the style changes, a reset at the
    /// end of every styled row, rows joined by newlines.
    ///
    /// ```swift
    /// let text = canvas.ansiText(encoder: StyleEncoder(depth: .palette256))
    /// ```
    public func ansiText(encoder: StyleEncoder) -> String {
        String(decoding: encodeRows(ascii: false, encoder: encoder), as: UTF8.self)
    }

    /// Like ``ansiText(encoder:)``, as UTF-8 bytes.
    ///
    /// ```swift
    /// let bytes = canvas.ansiBytes(encoder: StyleEncoder(depth: .sixteen))
    /// ```
    public func ansiBytes(encoder: StyleEncoder) -> [UInt8] {
        encodeRows(ascii: false, encoder: encoder)
    }

    private func encodeRows(ascii: Bool, encoder: StyleEncoder?) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((encoder == nil ? 1 : 3) * width * height + height)
        // A blank looks the same in any style without background, inverse or underline, so the
        // ANSI encoder does not switch styles for it.
        var blankNeutral = [Bool](repeating: false, count: encoder == nil ? 0 : styles.count)
        if encoder != nil {
            for (index, style) in styles.enumerated() {
                blankNeutral[index] = style.background == nil && !style.inverse && !style.underline
            }
        }
        var sgr: [[UInt8]?] = encoder == nil ? [] : [[UInt8]?](repeating: nil, count: styles.count)
        for row in 0..<height {
            if row > 0 { out.append(0x0A) }
            let start = row * width
            // Trailing blanks in the plain style are dropped.
            var end = start + width
            while end > start {
                let cell = cells[end - 1]
                if cell.content == 0x20 && cell.width == 1 && (encoder == nil || cell.style == 0) {
                    end -= 1
                } else {
                    break
                }
            }
            var current: UInt16 = 0
            for index in start..<end {
                let cell = cells[index]
                if cell.width == 0 { continue }
                if let encoder, cell.style != current,
                    !(cell.content == 0x20 && blankNeutral[Int(cell.style)] && blankNeutral[Int(current)])
                {
                    if sgr[Int(cell.style)] == nil {
                        sgr[Int(cell.style)] = encoder.bytes(styles[Int(cell.style)])
                    }
                    out.append(contentsOf: sgr[Int(cell.style)]!)
                    current = cell.style
                }
                appendGrapheme(of: cell, ascii: ascii, to: &out)
            }
            if let encoder, current != 0 { out.append(contentsOf: encoder.bytes(.plain)) }
        }
        return out
    }

    /// Appends the UTF-8 of a cell's grapheme (or `?` per column in ASCII mode).
    func appendGrapheme(of cell: Cell, ascii: Bool, to out: inout [UInt8]) {
        let value = cell.content
        if value < 0x80 {
            out.append(UInt8(value))
            return
        }
        if ascii {
            for _ in 0..<max(1, Int(cell.width)) { out.append(UInt8(ascii: "?")) }
            return
        }
        if cell.isCluster {
            out.append(contentsOf: clusters[Int(value & ~Cell.clusterFlag)].utf8)
            return
        }
        if value < 0x800 {
            out.append(UInt8(0xC0 | value >> 6))
            out.append(UInt8(0x80 | value & 0x3F))
        } else if value < 0x1_0000 {
            out.append(UInt8(0xE0 | value >> 12))
            out.append(UInt8(0x80 | value >> 6 & 0x3F))
            out.append(UInt8(0x80 | value & 0x3F))
        } else {
            out.append(UInt8(0xF0 | value >> 18))
            out.append(UInt8(0x80 | value >> 12 & 0x3F))
            out.append(UInt8(0x80 | value >> 6 & 0x3F))
            out.append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// Whether two cells (each in its own canvas) show the same grapheme in the same style.
    func sameLook(_ cell: Cell, _ other: Cell, in otherCanvas: Canvas) -> Bool {
        if cell.width != other.width { return false }
        if cell.isCluster || other.isCluster {
            guard cell.isCluster && other.isCluster else { return false }
            if clusters[Int(cell.content & ~Cell.clusterFlag)]
                != otherCanvas.clusters[Int(other.content & ~Cell.clusterFlag)]
            {
                return false
            }
        } else if cell.content != other.content {
            return false
        }
        return styles[Int(cell.style)] == otherCanvas.styles[Int(other.style)]
    }
}
