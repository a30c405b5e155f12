/// Between the snapping rules' units (cells, pixels) and the session's fractions: a button of
/// this size in some bounds, and its ``FloatingButtonPlacement``.
extension FloatingButtonSnapping {
    /// The placement of `position` in `bounds`: its origin as a fraction of the free travel on
    /// each axis (0 when the bounds leave none), its edges as they are.
    ///
    /// ```swift
    /// let snapping = FloatingButtonSnapping(button: OverlaySize(width: 8, height: 3))
    /// let bounds = OverlaySize(width: 80, height: 24)
    /// snapping.placement(of: snapping.initial(.bottomRight, in: bounds), in: bounds)   // x 1, y 1
    /// ```
    package func placement(of position: FloatingButtonPosition, in bounds: OverlaySize)
        -> FloatingButtonPlacement
    {
        func fraction(_ value: Double, _ size: Double, _ bounds: Double) -> Double {
            let travel = bounds - size
            guard travel > 0, travel.isFinite, value.isFinite else { return 0 }
            return min(1, max(0, value / travel))
        }
        return FloatingButtonPlacement(
            x: fraction(position.x, button.width, bounds.width),
            y: fraction(position.y, button.height, bounds.height), edges: position.edges)
    }

    /// The position `placement` stands for in `bounds`, pinned to its edges and kept inside.
    ///
    /// ```swift
    /// let placement = FloatingButtonPlacement(x: 0.5, y: 1, edges: [.bottom])
    /// snapping.position(at: placement, in: OverlaySize(width: 80, height: 24))   // x 36, y 21
    /// ```
    package func position(at placement: FloatingButtonPlacement, in bounds: OverlaySize)
        -> FloatingButtonPosition
    {
        let x = placement.x.isFinite ? min(1, max(0, placement.x)) : 0
        let y = placement.y.isFinite ? min(1, max(0, placement.y)) : 0
        return pinned(
            FloatingButtonPosition(
                x: x * max(0, bounds.width - button.width), y: y * max(0, bounds.height - button.height),
                edges: placement.edges),
            in: bounds)
    }
}
