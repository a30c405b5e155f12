/// A rectangle of whole terminal cells: the frame a backend draws a node into.
///
/// Frames come from the layout's exact (real-number) frames by rounding each *edge* to the
/// nearest cell, never each size, so two nodes that touch before rounding still touch after
/// it, and nothing overlaps because of rounding.
///
/// ```swift
/// let frame = CellRect(x: 2, y: 1, width: 10, height: 3)
/// frame.maxX   // 12
/// ```
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    ///
    /// ```swift
    /// CellRect(x: 2, y: 1, width: 10, height: 3).x   // 2
    /// ```
    public var x: Int
    /// The top row.
    ///
    /// ```swift
    /// CellRect(x: 2, y: 1, width: 10, height: 3).y   // 1
    /// ```
    public var y: Int
    /// Columns.
    ///
    /// ```swift
    /// CellRect(x: 2, y: 1, width: 10, height: 3).width   // 10
    /// ```
    public var width: Int
    /// Rows.
    ///
    /// ```swift
    /// CellRect(x: 2, y: 1, width: 10, height: 3).height   // 3
    /// ```
    public var height: Int

    /// Creates a rectangle; negative sizes become zero.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 0, width: 80, height: 24)
    /// ```
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The column just right of the rectangle (`x + width`).
    ///
    /// ```swift
    /// CellRect(x: 2, y: 1, width: 10, height: 3).maxX   // 12
    /// ```
    package var maxX: Int { x + width }
    /// The row just below the rectangle (`y + height`).
    ///
    /// ```swift
    /// CellRect(x: 2, y: 1, width: 10, height: 3).maxY   // 4
    /// ```
    package var maxY: Int { y + height }
    /// Whether it covers no cell.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 0, width: 0, height: 3).isEmpty   // true
    /// ```
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The cells both rectangles hold (empty when they do not meet).
    ///
    /// ```swift
    /// let a = CellRect(x: 0, y: 0, width: 4, height: 4)
    /// a.intersection(CellRect(x: 2, y: 2, width: 4, height: 4))   // (2, 2) 2x2
    /// ```
    package func intersection(_ other: CellRect) -> CellRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return CellRect(
            x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }

    /// The rectangle moved inwards by `amount` on each side.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 0, width: 10, height: 5).inset(by: 1)   // (1, 1) 8x3
    /// ```
    package func inset(by amount: Int) -> CellRect {
        CellRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// Whether the cell at (`column`, `row`) is inside.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 0, width: 2, height: 2).contains(column: 1, row: 1)   // true
    /// ```
    package func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// `(x, y) WIDTHxHEIGHT`, e.g. `(2, 1) 10x3`.
    ///
    /// ```swift
    /// CellRect(x: 2, y: 1, width: 10, height: 3).description   // "(2, 1) 10x3"
    /// ```
    public var description: String { "(\(x), \(y)) \(width)x\(height)" }
}
