/// A rectangle of whole terminal cells: the frame a backend draws a node into (the
/// layout's output; the text backends draw into their own canvas rectangles).
///
/// Frames come from the layout's exact (real-number) frames by rounding each *edge* to the
/// nearest cell, never each size, so two nodes that touch before rounding still touch after
/// it, and nothing overlaps because of rounding.
///
/// ```swift
/// let frame = CellFrame(x: 2, y: 1, width: 10, height: 3)
/// frame.maxX   // 12
/// ```
public struct CellFrame: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a rectangle.
    ///
    /// ```swift
    /// CellFrame(x: 0, y: 0, width: 80, height: 24)
    /// ```
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The column just right of the rectangle (`x + width`).
    public var maxX: Int { x + width }
    /// The row just below the rectangle (`y + height`).
    public var maxY: Int { y + height }
    /// Whether it covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// `(x, y) WIDTHxHEIGHT`, e.g. `(2, 1) 10x3`.
    public var description: String { "(\(x), \(y)) \(width)x\(height)" }
}
