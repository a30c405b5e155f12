extension Rect where Scalar == Int {
    /// Creates a rectangle of whole cells; negative sizes become zero.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 0, width: 80, height: 24)
    /// ```
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
    }

    /// Whether it covers no cell.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 0, width: 0, height: 3).isEmpty   // true
    /// ```
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The cells both rectangles hold (empty when they do not meet).
    ///
    /// ```swift
    /// let a = CellRect(x: 0, y: 0, width: 4, height: 4)
    /// a.intersection(CellRect(x: 2, y: 2, width: 4, height: 4))   // (2, 2) 2x2
    /// ```
    public func intersection(_ other: CellRect) -> CellRect {
        let left = Swift.max(x, other.x)
        let top = Swift.max(y, other.y)
        return CellRect(
            x: left, y: top, width: Swift.min(maxX, other.maxX) - left,
            height: Swift.min(maxY, other.maxY) - top)
    }

    /// The rectangle moved inwards by `amount` on each side.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 0, width: 10, height: 5).inset(by: 1)   // (1, 1) 8x3
    /// ```
    public func inset(by amount: Int) -> CellRect {
        CellRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// Whether the cell at (`column`, `row`) is inside.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 0, width: 2, height: 2).contains(column: 1, row: 1)   // true
    /// ```
    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }
}
