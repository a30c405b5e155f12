/// A width and a height, in whatever unit the caller uses (cells for the terminal, points
/// for a frontend): the bounds a floating button moves in, or the button's own size.
///
/// ```swift
/// let bounds = OverlaySize(width: 80, height: 24)
/// ```
public struct OverlaySize: Hashable, Sendable {
    /// The width.
    ///
    /// ```swift
    /// OverlaySize(width: 80, height: 24).width   // 80
    /// ```
    package var width: Double
    /// The height.
    ///
    /// ```swift
    /// OverlaySize(width: 80, height: 24).height   // 24
    /// ```
    package var height: Double

    /// Creates a size.
    ///
    /// ```swift
    /// OverlaySize(width: 40, height: 40)
    /// ```
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
