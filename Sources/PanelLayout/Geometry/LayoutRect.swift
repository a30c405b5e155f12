/// A rectangle in real-number cell coordinates: a frame as the layout computed it, before
/// rounding to whole cells.
///
/// `cellRect` rounds it the one way the layout rounds: each edge to the nearest cell
/// (halves away from zero, after snapping to a 1e-6 grid so that two edges computed as the
/// same number by different sums round alike), then width = right − left.
///
/// ```swift
/// let exact = LayoutRect(x: 3.4, y: 0, width: 3.3, height: 1)
/// exact.cellRect   // (3, 0) 4x1: left 3.4 → 3, right 6.7 → 7
/// ```
package struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    ///
    /// ```swift
    /// LayoutRect(x: 1.5, y: 2, width: 10, height: 3).x   // 1.5
    /// ```
    package var x: Double
    /// The top edge.
    ///
    /// ```swift
    /// LayoutRect(x: 1.5, y: 2, width: 10, height: 3).y   // 2
    /// ```
    package var y: Double
    /// The width.
    ///
    /// ```swift
    /// LayoutRect(x: 1.5, y: 2, width: 10, height: 3).width   // 10
    /// ```
    package var width: Double
    /// The height.
    ///
    /// ```swift
    /// LayoutRect(x: 1.5, y: 2, width: 10, height: 3).height   // 3
    /// ```
    package var height: Double

    /// Creates a rectangle.
    ///
    /// ```swift
    /// LayoutRect(x: 0, y: 0, width: 40.5, height: 12)
    /// ```
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge.
    ///
    /// ```swift
    /// LayoutRect(x: 1.5, y: 2, width: 10, height: 3).maxX   // 11.5
    /// ```
    package var maxX: Double { x + width }
    /// The bottom edge.
    ///
    /// ```swift
    /// LayoutRect(x: 1.5, y: 2, width: 10, height: 3).maxY   // 5
    /// ```
    package var maxY: Double { y + height }

    /// The rectangle in whole cells, rounding edges rather than sizes.
    ///
    /// ```swift
    /// LayoutRect(x: 0, y: 0, width: 2.5, height: 1).cellRect.width   // 3
    /// ```
    var cellRect: CellRect {
        let left = LayoutRect.roundEdge(x)
        let top = LayoutRect.roundEdge(y)
        let right = max(left, LayoutRect.roundEdge(maxX))
        let bottom = max(top, LayoutRect.roundEdge(maxY))
        return CellRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Rounds one edge to a whole cell: snap to a 1e-6 grid, then round halves away from zero.
    ///
    /// ```swift
    /// LayoutRect.roundEdge(2.4999999999)   // 3, the same as 2.5
    /// ```
    static func roundEdge(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let snapped = (value * 1e6).rounded() / 1e6
        let rounded = snapped.rounded(.toNearestOrAwayFromZero)
        return Int(max(min(rounded, 1e15), -1e15))
    }

    func offset(by dx: Double, _ dy: Double) -> LayoutRect {
        LayoutRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// `(x, y) WIDTHxHEIGHT` with up to 6 decimals.
    ///
    /// ```swift
    /// LayoutRect(x: 1.5, y: 2, width: 10, height: 3).description   // "(1.5, 2) 10x3"
    /// ```
    package var description: String {
        "(\(LayoutRect.format(x)), \(LayoutRect.format(y))) \(LayoutRect.format(width))x\(LayoutRect.format(height))"
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
