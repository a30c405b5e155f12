extension Canvas {
    /// The canvas as text without styles: rows joined by newlines, trailing spaces removed.
    ///
    /// ```swift
    /// var canvas = Canvas(width: 6, height: 1)
    /// canvas.draw("Hi", column: 0, row: 0)
    /// canvas.plainText() // "Hi"
    /// ```
    package func plainText() -> String {
        encodeText(ascii: false, encoder: nil)
    }

    /// The canvas as 7-bit ASCII: every byte is 0x20–0x7E or a newline; a non-ASCII grapheme becomes
    /// `?` per display column, so alignment holds.
    ///
    /// ```swift
    /// var canvas = Canvas(width: 6, height: 1, sanitizer: .ascii)
    /// canvas.draw("日x", column: 0, row: 0)
    /// canvas.asciiText() // "??x"
    /// ```
    package func asciiText() -> String {
        encodeText(ascii: true, encoder: nil)
    }

    /// The canvas as ANSI text: graphemes with SGR sequences where the style changes, a reset at the
    /// end of every styled row, rows joined by newlines.
    ///
    /// ```swift
    /// let text = canvas.ansiText(encoder: StyleEncoder(depth: .palette256))
    /// ```
    package func ansiText(encoder: StyleEncoder) -> String {
        encodeText(ascii: false, encoder: encoder)
    }

    /// Like ``ansiText(encoder:)``, as UTF-8 bytes.
    ///
    /// ```swift
    /// let bytes = canvas.ansiBytes(encoder: StyleEncoder(depth: .sixteen))
    /// ```
    package func ansiBytes(encoder: StyleEncoder) -> [UInt8] {
        encodeRows(ascii: false, encoder: encoder)
    }

    private func encodeRows(ascii: Bool, encoder: StyleEncoder?) -> [UInt8] {
        let (bound, sgr) = encodingPlan(encoder: encoder)
        return [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            count = encode(into: buffer, ascii: ascii, sgr: sgr)
        }
    }

    private func encodeText(ascii: Bool, encoder: StyleEncoder?) -> String {
        let (bound, sgr) = encodingPlan(encoder: encoder)
        return String(unsafeUninitializedCapacity: bound) { buffer in
            encode(into: buffer, ascii: ascii, sgr: sgr)
        }
    }

    /// An upper bound of the encoded size, and the SGR bytes of every style (index = style id; the
    /// last entry is the reset), or `nil` without an encoder.
    private func encodingPlan(encoder: StyleEncoder?) -> (Int, [[UInt8]]?) {
        var sgr: [[UInt8]]? = nil
        var longestSGR = 0
        if let encoder {
            var table = styles.map { encoder.bytes($0) }
            table.append(encoder.bytes(.plain))
            longestSGR = table.map(\.count).max() ?? 0
            sgr = table
        }
        let longestCluster = clusters.map(\.utf8.count).max() ?? 0
        let perCell = max(4, longestCluster) + longestSGR
        return (width * height * perCell + height * (longestSGR + 1) + 1, sgr)
    }

    /// Writes the rows into `buffer` (large enough, see ``encodingPlan(encoder:)``); returns the bytes
    /// written. Trailing plain blanks are dropped; with SGR, a blank that looks the same in the current
    /// style (no background, inverse or underline in either) does not switch styles.
    private func encode(into buffer: UnsafeMutableBufferPointer<UInt8>, ascii: Bool, sgr: [[UInt8]]?) -> Int {
        var blankNeutral = [Bool](repeating: false, count: sgr == nil ? 0 : styles.count)
        if sgr != nil {
            for (index, style) in styles.enumerated() {
                blankNeutral[index] = style.background == nil && !style.inverse && !style.underline
            }
        }
        // The SGR sequences flattened into one array (style i is `flat[starts[i]..<starts[i + 1]]`),
        // so that writing one costs no reference counting.
        var flat: [UInt8] = []
        var starts: [Int] = [0]
        for sequence in sgr ?? [] {
            flat += sequence
            starts.append(flat.count)
        }
        let reset = max(0, starts.count - 2)
        // `at` lives inside the closure and nothing else captures it: a captured variable would be
        // boxed and every write to it checked for exclusive access at run time.
        return cells.withUnsafeBufferPointer { cells -> Int in
            flat.withUnsafeBufferPointer { flat -> Int in
                var at = 0
                for row in 0..<height {
                    if row > 0 {
                        buffer[at] = 0x0A
                        at += 1
                    }
                    let start = row * width
                    var end = start + width
                    while end > start {
                        let cell = cells[end - 1]
                        if cell.content == 0x20 && cell.width == 1 && (sgr == nil || cell.style == 0) {
                            end -= 1
                        } else {
                            break
                        }
                    }
                    var current: UInt16 = 0
                    for index in start..<end {
                        let cell = cells[index]
                        if cell.width == 0 { continue }
                        if sgr != nil, cell.style != current,
                            !(cell.content == 0x20 && blankNeutral[Int(cell.style)]
                                && blankNeutral[Int(current)])
                        {
                            Self.copy(
                                flat, starts[Int(cell.style)]..<starts[Int(cell.style) + 1], into: buffer,
                                at: &at)
                            current = cell.style
                        }
                        let value = cell.content
                        if value < 0x80 {
                            buffer[at] = UInt8(truncatingIfNeeded: value)
                            at += 1
                        } else if ascii {
                            for _ in 0..<max(1, Int(cell.width)) {
                                buffer[at] = UInt8(ascii: "?")
                                at += 1
                            }
                        } else if cell.isCluster {
                            for byte in clusters[Int(value & ~Cell.clusterFlag)].utf8 {
                                buffer[at] = byte
                                at += 1
                            }
                        } else if value < 0x800 {
                            buffer[at] = UInt8(0xC0 | value >> 6)
                            buffer[at + 1] = UInt8(0x80 | value & 0x3F)
                            at += 2
                        } else if value < 0x1_0000 {
                            buffer[at] = UInt8(0xE0 | value >> 12)
                            buffer[at + 1] = UInt8(0x80 | value >> 6 & 0x3F)
                            buffer[at + 2] = UInt8(0x80 | value & 0x3F)
                            at += 3
                        } else {
                            buffer[at] = UInt8(0xF0 | value >> 18)
                            buffer[at + 1] = UInt8(0x80 | value >> 12 & 0x3F)
                            buffer[at + 2] = UInt8(0x80 | value >> 6 & 0x3F)
                            buffer[at + 3] = UInt8(0x80 | value & 0x3F)
                            at += 4
                        }
                    }
                    if sgr != nil, current != 0 {
                        Self.copy(flat, starts[reset]..<starts[reset + 1], into: buffer, at: &at)
                    }
                }
                return at
            }
        }
    }

    private static func copy(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        into buffer: UnsafeMutableBufferPointer<UInt8>,
        at: inout Int
    ) {
        for index in range {
            buffer[at] = bytes[index]
            at += 1
        }
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
