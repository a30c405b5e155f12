/// A cubic Bézier easing curve from (0, 0) to (1, 1) with two control points, as in CSS.
///
/// The control points' x coordinates must lie in 0…1 so that the curve is a function of
/// time; y may overshoot. Presets follow CSS (`ease`, `easeIn`, …); ``standard`` is the
/// Material standard curve (0.4, 0, 0.2, 1), which DialKit uses as its default.
///
/// Primitive form: an array of four numbers `[x1, y1, x2, y2]`.
///
/// ```swift
/// let curve = Bezier.easeInOut
/// curve.y(atX: 0.5)   // 0.5
/// let custom = Bezier(0.34, 1.56, 0.64, 1)   // overshoots
/// ```
public struct Bezier: Hashable, Sendable, PrimitiveCodable {
    /// First control point, x in 0…1.
    ///
    /// ```swift
    /// Bezier.standard.x1   // 0.4
    /// ```
    package var x1: Double
    /// First control point, y.
    ///
    /// ```swift
    /// Bezier.standard.y1   // 0
    /// ```
    package var y1: Double
    /// Second control point, x in 0…1.
    ///
    /// ```swift
    /// Bezier.standard.x2   // 0.2
    /// ```
    package var x2: Double
    /// Second control point, y.
    ///
    /// ```swift
    /// Bezier(0.34, 1.56, 0.64, 1).y2   // 1
    /// ```
    package var y2: Double

    /// Creates a curve from its control points.
    ///
    /// ```swift
    /// let curve = Bezier(0.25, 0.1, 0.25, 1)
    /// ```
    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// A straight line.
    ///
    /// ```swift
    /// Transition.easing(duration: 0.3, bezier: .linear)
    /// ```
    package static let linear = Bezier(0, 0, 1, 1)
    /// CSS `ease`.
    ///
    /// ```swift
    /// Transition.easing(duration: 0.3, bezier: .ease)
    /// ```
    package static let ease = Bezier(0.25, 0.1, 0.25, 1)
    /// CSS `ease-in`.
    ///
    /// ```swift
    /// Transition.easing(duration: 0.3, bezier: .easeIn)
    /// ```
    package static let easeIn = Bezier(0.42, 0, 1, 1)
    /// CSS `ease-out`.
    ///
    /// ```swift
    /// Transition.easing(duration: 0.3, bezier: .easeOut)
    /// ```
    package static let easeOut = Bezier(0, 0, 0.58, 1)
    /// CSS `ease-in-out`.
    ///
    /// ```swift
    /// Transition.easing(duration: 0.3, bezier: .easeInOut)
    /// ```
    package static let easeInOut = Bezier(0.42, 0, 0.58, 1)
    /// The Material standard curve, DialKit's default for easing transitions.
    ///
    /// ```swift
    /// Transition.easing(duration: 0.3, bezier: .standard)
    /// ```
    public static let standard = Bezier(0.4, 0, 0.2, 1)

    /// The named presets, for pickers and for naming a curve in output.
    ///
    /// ```swift
    /// Bezier.presets.first { $0.curve == .ease }?.name   // "ease"
    /// ```
    package static let presets: [(name: String, curve: Bezier)] = [
        ("linear", .linear), ("ease", .ease), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInOut", .easeInOut), ("standard", .standard),
    ]

    /// The preset name of this curve, or `nil` for a custom one.
    ///
    /// ```swift
    /// Bezier.standard.presetName   // "standard"
    /// ```
    package var presetName: String? {
        Bezier.presets.first { $0.curve == self }?.name
    }

    /// The curve's progress y at time x (0…1), for previews.
    ///
    /// Solves x(t) = x by Newton's method with a bisection fallback (to 1e-9), then
    /// evaluates y(t). x outside 0…1 is clamped.
    ///
    /// ```swift
    /// Bezier.linear.y(atX: 0.3)   // 0.3
    /// ```
    package func y(atX x: Double) -> Double {
        let x = min(max(x.isNaN ? 0 : x, 0), 1)
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = x
        for _ in 0..<8 {
            let error = coordinate(t, x1, x2) - x
            if abs(error) < 1e-9 { return coordinate(t, y1, y2) }
            let d = slope(t, x1, x2)
            if abs(d) < 1e-12 { break }
            t -= error / d
            if t < 0 || t > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            t = (low + high) / 2
            let value = coordinate(t, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = t } else { high = t }
        }
        return coordinate(t, y1, y2)
    }

    /// The first problem with the control points, or `nil` when valid.
    ///
    /// ```swift
    /// Bezier(1.5, 0, 0, 1).problem   // "x1 must be in 0...1, got 1.5"
    /// ```
    package var problem: String? {
        func finite(_ name: String, _ value: Double) -> String? {
            value.isFinite ? nil : "\(name) must be finite, got \(value)"
        }
        func unit(_ name: String, _ value: Double) -> String? {
            (0...1).contains(value) ? nil : "\(name) must be in 0...1, got \(PanelValue.format(value))"
        }
        return finite("x1", x1) ?? finite("y1", y1) ?? finite("x2", x2) ?? finite("y2", y2) ?? unit("x1", x1)
            ?? unit("x2", x2)
    }

    /// Reads `[x1, y1, x2, y2]`.
    ///
    /// ```swift
    /// try Bezier(panelValue: [0.4, 0, 0.2, 1])   // .standard
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        guard case .array(let items) = panelValue, items.count == 4 else {
            throw ValueError("expected a bezier [x1, y1, x2, y2], got \(panelValue.description)")
        }
        self.init(
            try items[0].finiteNumber(), try items[1].finiteNumber(), try items[2].finiteNumber(),
            try items[3].finiteNumber())
        if let problem { throw ValueError("bezier " + problem) }
    }

    /// The primitive form, `[x1, y1, x2, y2]`.
    ///
    /// ```swift
    /// Bezier.standard.panelValue   // [0.4, 0, 0.2, 1]
    /// ```
    public var panelValue: PanelValue { .array([.number(x1), .number(y1), .number(x2), .number(y2)]) }

}
