/// A rectangle: a left edge `x`, a top edge `y`, a width and a height, in whole cells
/// (``CellRect``, what a backend draws into) or in real-number cells (``LayoutRect``, a frame
/// as the layout computed it, before rounding).
///
/// ```swift
/// let frame = CellRect(x: 2, y: 1, width: 10, height: 3)
/// frame.maxX   // 12
/// ```
public struct Rect<Scalar: Numeric & Comparable & Hashable & Sendable>: Hashable, Sendable {
    /// The left edge (the leftmost column, in whole cells).
    ///
    /// ```swift
    /// CellRect(x: 2, y: 1, width: 10, height: 3).x   // 2
    /// ```
    public var x: Scalar
    /// The top edge (the top row, in whole cells).
    ///
    /// ```swift
    /// CellRect(x: 2, y: 1, width: 10, height: 3).y   // 1
    /// ```
    public var y: Scalar
    /// The width (columns, in whole cells).
    ///
    /// ```swift
    /// CellRect(x: 2, y: 1, width: 10, height: 3).width   // 10
    /// ```
    public var width: Scalar
    /// The height (rows, in whole cells).
    ///
    /// ```swift
    /// CellRect(x: 2, y: 1, width: 10, height: 3).height   // 3
    /// ```
    public var height: Scalar

    /// The right edge, `x + width` (the column just right of the rectangle).
    ///
    /// ```swift
    /// CellRect(x: 2, y: 1, width: 10, height: 3).maxX        // 12
    /// LayoutRect(x: 1.5, y: 2, width: 10, height: 3).maxX    // 11.5
    /// ```
    @inlinable public var maxX: Scalar { x + width }
    /// The bottom edge, `y + height` (the row just below the rectangle).
    ///
    /// ```swift
    /// CellRect(x: 2, y: 1, width: 10, height: 3).maxY   // 4
    /// ```
    @inlinable public var maxY: Scalar { y + height }
}

/// A rectangle of whole terminal cells: the frame a backend draws a node into.
///
/// Frames come from the layout's exact frames (``LayoutRect``) by rounding each *edge* to the
/// nearest cell, never each size, so two nodes that touch before rounding still touch after
/// it, and nothing overlaps because of rounding.
///
/// ```swift
/// let frame = CellRect(x: 2, y: 1, width: 10, height: 3)
/// frame.maxX   // 12
/// ```
public typealias CellRect = Rect<Int>

/// A rectangle in real-number cell coordinates: a frame as the layout computed it, before
/// rounding to whole cells.
///
/// ```swift
/// let exact = LayoutRect(x: 3.4, y: 0, width: 3.3, height: 1)
/// exact.cellRect   // (3, 0) 4x1: left 3.4 → 3, right 6.7 → 7
/// ```
public typealias LayoutRect = Rect<Double>

extension Rect: CustomStringConvertible {
    /// `(x, y) WIDTHxHEIGHT`, e.g. `(2, 1) 10x3`; real numbers with up to 6 decimals.
    ///
    /// ```swift
    /// CellRect(x: 2, y: 1, width: 10, height: 3).description       // "(2, 1) 10x3"
    /// LayoutRect(x: 1.5, y: 2, width: 10, height: 3).description   // "(1.5, 2) 10x3"
    /// ```
    public var description: String {
        "(\(Self.text(x)), \(Self.text(y))) \(Self.text(width))x\(Self.text(height))"
    }

    private static func text(_ value: Scalar) -> String {
        (value as? Double).map(LayoutRect.format) ?? "\(value)"
    }
}
