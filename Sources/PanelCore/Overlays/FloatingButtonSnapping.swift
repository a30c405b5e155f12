/// The floating button's movement as pure functions: where it starts, how a drag moves it,
/// where it snaps on release, and how it stays pinned when its bounds change (the rules of the
/// overlay-button article, `snap(_:boundsSize:)` and `snap(newBounds:)`).
///
/// Positions are the origin (top-left) of the button's frame, inside bounds that start at 0.
/// On release the button is snapped from the **predicted** end of the drag (where a fling
/// would carry it), using the article's thresholds:
///
/// - left when the frame's left is within one button width of the left edge
///   (`minX <= width`), else right when its right is within half a width of the right edge
///   (`maxX >= bounds.width - width / 2`);
/// - top and bottom alike with heights;
/// - otherwise it stays where it was dropped on that axis, clamped inside the bounds.
///
/// The article moves a right-pinned button to `x = bounds.width`, past the edge; here a
/// pinned button sits flush inside it (`x = bounds.width - width`), which is what the article's
/// pictures show. When the bounds are smaller than the button on an axis, the button sits at 0
/// on that axis and keeps its edges, so it returns to them when the bounds grow again.
///
/// ```swift
/// let snapping = FloatingButtonSnapping(button: OverlaySize(width: 5, height: 3))
/// let bounds = OverlaySize(width: 80, height: 24)
/// var position = snapping.initial(.bottomRight, in: bounds)   // x 75, y 21, [right, bottom]
/// position = snapping.dragged(from: position, by: OverlaySize(width: -40, height: -10), in: bounds)
/// let release = snapping.released(position, predictedOffset: OverlaySize(width: -60, height: 0), in: bounds)
/// release.position.edges   // [.left]
/// ```
public struct FloatingButtonSnapping: Hashable, Sendable {
    /// The button's size.
    ///
    /// ```swift
    /// FloatingButtonSnapping(button: OverlaySize(width: 8, height: 3)).button.width   // 8
    /// ```
    package var button: OverlaySize

    /// Rules for a button of this size.
    ///
    /// ```swift
    /// FloatingButtonSnapping(button: OverlaySize(width: 40, height: 40))
    /// ```
    package init(button: OverlaySize) {
        self.button = button
    }

    /// The largest speed handed to the settling spring (the article's `min(20, …)`).
    ///
    /// ```swift
    /// release.initialVelocity <= FloatingButtonSnapping.maximumVelocity   // true
    /// ```
    package static let maximumVelocity = 20.0

    /// What a release produces: the snapped position and the speed the settling spring
    /// starts with (the length of the predicted offset, at most `maximumVelocity`).
    ///
    /// ```swift
    /// let release = snapping.released(position, predictedOffset: OverlaySize(width: 30, height: 0), in: bounds)
    /// release.position          // where the button settles
    /// release.initialVelocity   // the settling spring's starting speed, at most 20
    /// ```
    public struct Release: Hashable, Sendable {
        /// Where the button comes to rest.
        ///
        /// ```swift
        /// snapping.released(position, predictedOffset: OverlaySize(width: 30, height: 0), in: bounds).position
        /// ```
        package var position: FloatingButtonPosition
        /// The initial velocity of the settling animation.
        ///
        /// ```swift
        /// snapping.released(position, predictedOffset: OverlaySize(width: 30, height: 0), in: bounds).initialVelocity
        /// ```
        public var initialVelocity: Double
    }

    /// The position pinned to `corner` of `bounds`.
    ///
    /// ```swift
    /// snapping.initial(.topLeft, in: bounds)   // x 0, y 0, [left, top]
    /// ```
    package func initial(_ corner: ScreenCorner, in bounds: OverlaySize) -> FloatingButtonPosition {
        var edges: Set<SnapEdge> = []
        switch corner {
        case .topLeft: edges = [.left, .top]
        case .topRight: edges = [.right, .top]
        case .bottomLeft: edges = [.left, .bottom]
        default: edges = [.right, .bottom]
        }
        return pinned(FloatingButtonPosition(x: 0, y: 0, edges: edges), in: bounds)
    }

    /// The position during a drag: where the drag started plus its translation, so the
    /// point under the finger stays under it (the grab offset is kept). A dragged button is
    /// pinned to nothing; it is kept inside the bounds.
    ///
    /// ```swift
    /// snapping.dragged(from: start, by: OverlaySize(width: 3, height: -2), in: bounds)
    /// ```
    package func dragged(
        from start: FloatingButtonPosition, by translation: OverlaySize, in bounds: OverlaySize
    ) -> FloatingButtonPosition {
        FloatingButtonPosition(
            x: clamp(start.x + translation.width, button.width, bounds.width),
            y: clamp(start.y + translation.height, button.height, bounds.height))
    }

    /// The release of a drag at `position`, with `predictedOffset` from the drag's current
    /// location to its predicted end (SwiftUI's `predictedEndLocation - location`).
    ///
    /// ```swift
    /// snapping.released(position, predictedOffset: OverlaySize(width: 30, height: 0), in: bounds)
    /// ```
    package func released(
        _ position: FloatingButtonPosition, predictedOffset: OverlaySize, in bounds: OverlaySize
    ) -> Release {
        let speed =
            (predictedOffset.width * predictedOffset.width
            + predictedOffset.height * predictedOffset.height).squareRoot()
        let target = FloatingButtonPosition(
            x: position.x + predictedOffset.width, y: position.y + predictedOffset.height)
        return Release(
            position: snapped(target, in: bounds),
            initialVelocity: speed.isFinite ? min(Self.maximumVelocity, speed) : Self.maximumVelocity)
    }

    /// The article's snap: pins `position` to the edges it is near (see the type's
    /// discussion) and clamps it inside the bounds.
    ///
    /// ```swift
    /// snapping.snapped(FloatingButtonPosition(x: 2, y: 10), in: bounds).edges   // [.left]
    /// ```
    package func snapped(_ position: FloatingButtonPosition, in bounds: OverlaySize) -> FloatingButtonPosition
    {
        var edges: Set<SnapEdge> = []
        let x = position.x.isFinite ? position.x : 0
        let y = position.y.isFinite ? position.y : 0
        if x <= button.width {
            edges.insert(.left)
        } else if x + button.width >= bounds.width - button.width * 0.5 {
            edges.insert(.right)
        }
        if y <= button.height {
            edges.insert(.top)
        } else if y + button.height >= bounds.height - button.height * 0.5 {
            edges.insert(.bottom)
        }
        return pinned(FloatingButtonPosition(x: x, y: y, edges: edges), in: bounds)
    }

    /// The article's `snap(newBounds:)`: the position in new bounds, flush against the edges
    /// it is pinned to; on an axis without an edge it keeps its place, clamped inside.
    ///
    /// ```swift
    /// snapping.pinned(position, in: OverlaySize(width: 120, height: 40))
    /// ```
    package func pinned(_ position: FloatingButtonPosition, in bounds: OverlaySize) -> FloatingButtonPosition
    {
        var out = position
        if position.edges.contains(.left) {
            out.x = 0
        } else if position.edges.contains(.right) {
            out.x = bounds.width - button.width
        }
        if position.edges.contains(.top) {
            out.y = 0
        } else if position.edges.contains(.bottom) {
            out.y = bounds.height - button.height
        }
        out.x = clamp(out.x.isFinite ? out.x : 0, button.width, bounds.width)
        out.y = clamp(out.y.isFinite ? out.y : 0, button.height, bounds.height)
        return out
    }

    /// `value` kept in `0...(bounds - size)`, or 0 when the bounds are smaller than the size.
    private func clamp(_ value: Double, _ size: Double, _ bounds: Double) -> Double {
        let limit = bounds - size
        guard limit > 0, limit.isFinite else { return 0 }
        return min(max(0, value), limit)
    }
}
