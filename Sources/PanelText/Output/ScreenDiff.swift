/// The bytes that turn a terminal showing one canvas into one showing the next: only changed cells
/// are written, with cursor moves and style changes, inside synchronized output (DEC mode 2026,
/// `CSI ? 2026 h` … `CSI ? 2026 l`) so the terminal shows the frame at once.
///
/// Runs of changed cells in a row that are separated by at most `mergeGap` unchanged cells are
/// written as one run (rewriting a few cells is cheaper than another cursor move). Moves within a row
/// use `CSI n C`; others use `CSI row ; column H`. The output ends in the plain style. With no previous
/// canvas, or one of another size, the screen is cleared and drawn whole.
///
/// ```swift
/// let encoder = StyleEncoder(depth: .palette256)
/// let first = ScreenDiff.bytes(from: nil, to: frame1, encoder: encoder)     // full frame
/// let update = ScreenDiff.bytes(from: frame1, to: frame2, encoder: encoder) // changed cells only
/// ```
package enum ScreenDiff {
    /// Unchanged cells between two changed runs that are rewritten rather than skipped.
    ///
    /// ```swift
    /// ScreenDiff.mergeGap // 3
    /// ```
    package static let mergeGap = 3

    /// The update from `previous` (or an unknown screen when `nil`) to `next`.
    ///
    /// ```swift
    /// let bytes = ScreenDiff.bytes(from: old, to: new, encoder: StyleEncoder(depth: .sixteen))
    /// ```
    package static func bytes(
        from previous: Canvas?, to next: Canvas, encoder: StyleEncoder, synchronized: Bool = true
    ) -> [UInt8] {
        if let previous, previous.width == next.width, previous.height == next.height {
            return bytes(
                from: previous, to: next, rows: 0..<next.height, encoder: encoder, synchronized: synchronized)
        }
        var out: [UInt8] = synchronized ? Array("\u{1B}[?2026h".utf8) : []
        var writer = Writer(canvas: next, encoder: encoder)
        out.append(contentsOf: Array("\u{1B}[H\u{1B}[2J".utf8))
        writer.cursor = (0, 0)
        for row in 0..<next.height {
            writer.write(row: row, from: 0, to: next.width - 1, into: &out)
        }
        if writer.style != .plain { out.append(contentsOf: encoder.bytes(.plain)) }
        if synchronized { out.append(contentsOf: Array("\u{1B}[?2026l".utf8)) }
        return out
    }

    /// The update from `previous` to `next` (the same size) comparing only the given rows: the
    /// caller knows every other row is unchanged (a live session that repainted one control).
    /// Without `synchronized`, the update is not wrapped in DEC mode 2026 (for terminals that do
    /// not support it).
    ///
    /// ```swift
    /// let bytes = ScreenDiff.bytes(from: old, to: new, rows: dirty.y..<dirty.maxY, encoder: encoder)
    /// ```
    package static func bytes(
        from previous: Canvas, to next: Canvas, rows: some Sequence<Int>, encoder: StyleEncoder,
        synchronized: Bool = true
    ) -> [UInt8] {
        var out: [UInt8] = synchronized ? Array("\u{1B}[?2026h".utf8) : []
        var writer = Writer(canvas: next, encoder: encoder)
        if previous.width == next.width, previous.height == next.height {
            for row in rows where row >= 0 && row < next.height {
                var changed: [Int] = []
                let start = row * next.width
                for column in 0..<next.width
                where !next.sameLook(next.cells[start + column], previous.cells[start + column], in: previous)
                {
                    changed.append(column)
                }
                guard !changed.isEmpty else { continue }
                var runStart = changed[0]
                var runEnd = changed[0]
                for column in changed.dropFirst() {
                    if column - runEnd - 1 <= mergeGap {
                        runEnd = column
                    } else {
                        writer.write(row: row, from: runStart, to: runEnd, into: &out)
                        runStart = column
                        runEnd = column
                    }
                }
                writer.write(row: row, from: runStart, to: runEnd, into: &out)
            }
        } else {
            return bytes(from: nil, to: next, encoder: encoder, synchronized: synchronized)
        }
        if writer.style != .plain { out.append(contentsOf: encoder.bytes(.plain)) }
        if synchronized { out.append(contentsOf: Array("\u{1B}[?2026l".utf8)) }
        return out
    }

    /// Tracks the cursor and the current style while writing runs.
    private struct Writer {
        let canvas: Canvas
        let encoder: StyleEncoder
        var cursor: (row: Int, column: Int)? = nil
        var style = TextStyle.plain

        init(canvas: Canvas, encoder: StyleEncoder) {
            self.canvas = canvas
            self.encoder = encoder
        }

        mutating func write(row: Int, from first: Int, to last: Int, into out: inout [UInt8]) {
            var first = first
            // Start on the leading half of a wide grapheme.
            if first > 0 && canvas.cells[row * canvas.width + first].isContinuation { first -= 1 }
            move(row: row, column: first, into: &out)
            var column = first
            while column <= last {
                let cell = canvas.cells[row * canvas.width + column]
                if cell.isContinuation {
                    column += 1
                    continue
                }
                let cellStyle = canvas.styles[Int(cell.style)]
                if cellStyle != style {
                    out.append(contentsOf: encoder.bytes(cellStyle))
                    style = cellStyle
                }
                canvas.appendGrapheme(of: cell, ascii: false, to: &out)
                column += Int(cell.width)
            }
            cursor = (row, min(column, canvas.width - 1 + 1))
        }

        private mutating func move(row: Int, column: Int, into out: inout [UInt8]) {
            if let cursor, cursor.row == row, cursor.column <= column, cursor.column < canvas.width {
                let distance = column - cursor.column
                if distance == 1 {
                    out.append(contentsOf: [0x1B, 0x5B, 0x43])
                } else if distance > 1 {
                    out.append(contentsOf: Array("\u{1B}[\(distance)C".utf8))
                }
            } else if column == 0 {
                out.append(contentsOf: Array("\u{1B}[\(row + 1)H".utf8))
            } else {
                out.append(contentsOf: Array("\u{1B}[\(row + 1);\(column + 1)H".utf8))
            }
        }
    }
}
