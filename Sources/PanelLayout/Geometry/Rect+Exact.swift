extension Rect where Scalar == Double {
    /// Creates a rectangle in real-number cells.
    ///
    /// ```swift
    /// LayoutRect(x: 0, y: 0, width: 40.5, height: 12)
    /// ```
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle in whole cells, rounding edges rather than sizes: each edge to the nearest
    /// cell (halves away from zero, after snapping to a 1e-6 grid so that two edges computed as
    /// the same number by different sums round alike), then width = right − left.
    ///
    /// ```swift
    /// LayoutRect(x: 0, y: 0, width: 2.5, height: 1).cellRect.width   // 3
    /// ```
    var cellRect: CellRect {
        let left = LayoutRect.roundEdge(x)
        let top = LayoutRect.roundEdge(y)
        let right = Swift.max(left, LayoutRect.roundEdge(maxX))
        let bottom = Swift.max(top, LayoutRect.roundEdge(maxY))
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
        return Int(Swift.max(Swift.min(rounded, 1e15), -1e15))
    }

    func offset(by dx: Double, _ dy: Double) -> LayoutRect {
        LayoutRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// `value` with up to 6 decimals, whole numbers without a point.
    static func format(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
