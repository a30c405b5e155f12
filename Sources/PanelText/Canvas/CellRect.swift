/// A rectangle of terminal cells: origin column and row, width and height (all integers).
///
/// ```swift
/// let rect = CellRect(x: 2, y: 1, width: 10, height: 3)
/// rect.maxX // 12
/// ```
public struct CellRect: Sendable, Hashable, CustomStringConvertible {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// The number of columns (never negative).
    public var width: Int
    /// The number of rows (never negative).
    public var height: Int

    /// Creates a rectangle; negative sizes become zero.
    ///
    /// ```swift
    /// let line = CellRect(x: 0, y: 4, width: 80, height: 1)
    /// ```
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The column just past the right edge.
    ///
    /// ```swift
    /// CellRect(x: 1, y: 0, width: 3, height: 1).maxX // 4
    /// ```
    public var maxX: Int { x + width }

    /// The row just past the bottom edge.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 2, width: 3, height: 2).maxY // 4
    /// ```
    public var maxY: Int { y + height }

    /// Whether the rectangle holds no cell.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 0, width: 0, height: 5).isEmpty // true
    /// ```
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The cells both rectangles hold (empty when they do not meet).
    ///
    /// ```swift
    /// let a = CellRect(x: 0, y: 0, width: 4, height: 4)
    /// a.intersection(CellRect(x: 2, y: 2, width: 4, height: 4)) // x 2, y 2, 2×2
    /// ```
    public func intersection(_ other: CellRect) -> CellRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return CellRect(
            x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }

    /// The rectangle moved inwards by the given amounts on each side.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 0, width: 10, height: 5).inset(by: 1) // x 1, y 1, 8×3
    /// ```
    public func inset(by amount: Int) -> CellRect {
        CellRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// Whether the cell at (`column`, `row`) is inside.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 0, width: 2, height: 2).contains(column: 1, row: 1) // true
    /// ```
    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// `x,y widthxheight`.
    ///
    /// ```swift
    /// CellRect(x: 1, y: 2, width: 3, height: 4).description // "1,2 3x4"
    /// ```
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}
