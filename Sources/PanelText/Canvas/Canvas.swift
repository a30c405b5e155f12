import PanelLayout

/// A grid of terminal cells to draw into: each cell holds a grapheme, its display width and a style
/// id, with a continuation cell after every wide grapheme.
///
/// Drawing clips to the canvas and to the innermost rectangle pushed with `pushClip(_:)`; the
/// clip is intersected once when pushed, so drawing costs the same at any nesting depth. All text is
/// passed through the canvas's `sanitizer` and measured with its `measure`, so untrusted text
/// cannot put a control character into a cell. Encoders turn the grid into plain text, ASCII or ANSI
/// output (see `Canvas+Encoding.swift`) and `ScreenDiff` compares two grids.
///
/// ```swift
/// var canvas = Canvas(width: 12, height: 3)
/// canvas.drawBox(CellRect(x: 0, y: 0, width: 12, height: 3), lines: .rounded)
/// canvas.draw("Speed", column: 2, row: 1)
/// print(canvas.plainText())
/// // ╭──────────╮
/// // │ Speed    │
/// // ╰──────────╯
/// ```
public struct Canvas: Sendable {
    /// The number of columns.
    ///
    /// ```swift
    /// Canvas(width: 80, height: 24).width // 80
    /// ```
    package let width: Int
    /// The number of rows.
    ///
    /// ```swift
    /// Canvas(width: 80, height: 24).height // 24
    /// ```
    package private(set) var height: Int
    /// How text is measured (ambiguous-width setting).
    ///
    /// ```swift
    /// Canvas(width: 10, height: 1).measure == .standard // true
    /// ```
    package let measure: DisplayWidth
    /// How text is cleaned before it is drawn.
    ///
    /// ```swift
    /// Canvas(width: 10, height: 1, sanitizer: .ascii).sanitizer.asciiOnly // true
    /// ```
    package let sanitizer: Sanitizer
    /// The styles in use; a cell's ``Cell/style`` indexes this array. Index 0 is ``TextStyle/plain``.
    ///
    /// ```swift
    /// Canvas(width: 1, height: 1).styles // [.plain]
    /// ```
    private(set) var styles: [TextStyle] = [.plain]

    var cells: [Cell]
    var clusters: [String] = []
    private var clusterIDs: [String: UInt32] = [:]
    private var styleIDs: [TextStyle: UInt16] = [.plain: 0]
    private var clipStack: [CellRect] = []
    private var currentClip: CellRect

    /// Creates a blank canvas; negative sizes become zero.
    ///
    /// ```swift
    /// let canvas = Canvas(width: 80, height: 24, sanitizer: .ascii)
    /// ```
    package init(
        width: Int, height: Int, measure: DisplayWidth = .standard, sanitizer: Sanitizer = .unicode
    ) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.measure = measure
        self.sanitizer = sanitizer
        cells = [Cell](repeating: .blank(style: 0), count: self.width * self.height)
        currentClip = CellRect(x: 0, y: 0, width: self.width, height: self.height)
    }

    /// A canvas `height` rows tall showing this canvas's rows from `top` (a window onto it, as a
    /// terminal shows part of a tall panel); rows past the end are blank. The styles and
    /// graphemes are shared, so this copies only the cells shown.
    ///
    /// ```swift
    /// let screen = panel.window(top: 40, height: 24)   // rows 40..<64
    /// ```
    package func window(top: Int, height: Int) -> Canvas {
        var copy = self
        copy.clipStack = []
        let height = max(0, height)
        let first = min(max(0, top), self.height)
        let last = min(first + height, self.height)
        var cells = Array(self.cells[(first * width)..<(last * width)])
        cells.append(
            contentsOf: repeatElement(Cell.blank(style: 0), count: (height - (last - first)) * width))
        copy.cells = cells
        copy.height = height
        copy.currentClip = CellRect(x: 0, y: 0, width: width, height: height)
        return copy
    }

    /// The whole canvas as a rectangle.
    ///
    /// ```swift
    /// Canvas(width: 3, height: 2).bounds // 0,0 3x2
    /// ```
    package var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

    /// The rectangle drawing is currently clipped to.
    ///
    /// ```swift
    /// var canvas = Canvas(width: 10, height: 2)
    /// canvas.pushClip(CellRect(x: 2, y: 0, width: 20, height: 1))
    /// canvas.clip // 2,0 8x1
    /// ```
    package var clip: CellRect { currentClip }

    /// Restricts drawing to `rect` (intersected with the current clip) until ``popClip()``.
    ///
    /// ```swift
    /// canvas.pushClip(CellRect(x: 1, y: 1, width: 8, height: 1))
    /// canvas.draw("a long text that is cut", column: 1, row: 1)
    /// canvas.popClip()
    /// ```
    package mutating func pushClip(_ rect: CellRect) {
        clipStack.append(currentClip)
        currentClip = currentClip.intersection(rect)
    }

    /// Restores the clip that was current before the last `pushClip(_:)`.
    ///
    /// ```swift
    /// canvas.popClip()
    /// ```
    package mutating func popClip() {
        currentClip = clipStack.popLast() ?? bounds
    }

    /// The id of a style in this canvas, adding it when new.
    ///
    /// ```swift
    /// let bold = canvas.styleID(TextStyle(bold: true))
    /// ```
    mutating func styleID(_ style: TextStyle) -> UInt16 {
        // Panels use a handful of styles: comparing is cheaper than hashing.
        if styles.count <= 24 {
            for index in styles.indices where styles[index] == style { return UInt16(index) }
        } else if let id = styleIDs[style] {
            return id
        }
        let id = UInt16(truncatingIfNeeded: styles.count)
        guard styles.count < Int(UInt16.max) else { return 0 }
        styles.append(style)
        styleIDs[style] = id
        return id
    }

    /// The cell at a position (a blank cell outside the canvas).
    ///
    /// ```swift
    /// canvas.cell(column: 0, row: 0).width // 1
    /// ```
    func cell(column: Int, row: Int) -> Cell {
        guard column >= 0, column < width, row >= 0, row < height else { return .blank(style: 0) }
        return cells[row * width + column]
    }

    /// The grapheme in a cell (`nil` for a continuation cell or outside the canvas).
    ///
    /// ```swift
    /// canvas.grapheme(column: 0, row: 0) // "S"
    /// ```
    package func grapheme(column: Int, row: Int) -> Character? {
        guard column >= 0, column < width, row >= 0, row < height else { return nil }
        let cell = cells[row * width + column]
        if cell.isContinuation { return nil }
        return grapheme(of: cell)
    }

    /// The style of a cell.
    ///
    /// ```swift
    /// canvas.style(column: 0, row: 0) == .plain
    /// ```
    package func style(column: Int, row: Int) -> TextStyle {
        styles[Int(cell(column: column, row: row).style)]
    }

    func grapheme(of cell: Cell) -> Character {
        if cell.isCluster { return Character(clusters[Int(cell.content & ~Cell.clusterFlag)]) }
        return Character(Unicode.Scalar(cell.content) ?? " ")
    }

    /// Puts one grapheme of `columns` width (1 or 2) at a position, honouring the clip and repairing
    /// wide graphemes it overlaps. The grapheme must already be sanitised.
    mutating func put(content: UInt32, columns: Int, column: Int, row: Int, style: UInt16) {
        let clip = self.clip
        guard row >= clip.y, row < clip.maxY, column >= clip.x, column < clip.maxX else { return }
        let index = row * width + column
        var content = content
        var columns = columns
        if columns == 2 && column + 1 >= clip.maxX {
            content = 0x20
            columns = 1
        }
        breakWide(at: index, rowStart: row * width)
        if columns == 2 {
            breakWide(at: index + 1, rowStart: row * width)
            cells[index] = Cell(content: content, width: 2, style: style)
            cells[index + 1] = Cell(content: 0x20, width: 0, style: style)
        } else {
            cells[index] = Cell(content: content, width: 1, style: style)
        }
    }

    /// Puts `count` copies of one narrow scalar from (`column`, `row`), clipped; runs over narrow cells
    /// are written directly, others go through ``put(content:columns:column:row:style:)``.
    mutating func putRun(content: UInt32, count: Int, column: Int, row: Int, style: UInt16) {
        let clip = currentClip
        guard count > 0, row >= clip.y, row < clip.maxY else { return }
        let start = max(column, clip.x)
        let end = min(column + count, clip.maxX)
        guard start < end else { return }
        let base = row * width
        let cell = Cell(content: content, width: 1, style: style)
        // A narrow cell is never half of a wide grapheme, so it can be overwritten directly.
        let stopped = cells.withUnsafeMutableBufferPointer { buffer in
            var x = start
            while x < end && buffer[base + x].width == 1 {
                buffer[base + x] = cell
                x += 1
            }
            return x
        }
        for x in stopped..<end {
            put(content: content, columns: 1, column: x, row: row, style: style)
        }
    }

    /// Before overwriting the cell at `index`, turns the other half of a wide grapheme it belongs to
    /// into a blank, so no half grapheme survives.
    private mutating func breakWide(at index: Int, rowStart: Int) {
        let cell = cells[index]
        if cell.width == 0 && index > rowStart {
            cells[index - 1] = .blank(style: cells[index - 1].style)
        } else if cell.width == 2 && index + 1 < rowStart + width {
            cells[index + 1] = .blank(style: cells[index + 1].style)
        }
    }

    /// The content value for a grapheme (inline scalar or interned cluster).
    mutating func content(of character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        if scalars.count == 1 { return scalars.first!.value }
        let text = String(character)
        if let id = clusterIDs[text] { return Cell.clusterFlag | id }
        let id = UInt32(clusters.count)
        clusters.append(text)
        clusterIDs[text] = id
        return Cell.clusterFlag | id
    }
}
