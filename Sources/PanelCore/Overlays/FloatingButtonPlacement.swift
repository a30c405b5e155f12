/// Where a floating button is, as the session holds it in the values map under the button's
/// id: how far along its free travel it is on each axis (0 at the left or top, 1 at the right
/// or bottom; the travel is its bounds less its own size) and the edges it is pinned to. In
/// fractions, so the place survives another screen: a terminal of 80 columns and a browser
/// window of 1,400 pixels show it at the same place.
///
/// Primitive form: `{"x": 1, "y": 0.25, "edges": ["right"]}` (edges in the order left, right,
/// top, bottom). Reading clamps `x` and `y` into `0...1`; a number that is not finite, or
/// edges that contradict each other, are refused naming the member.
///
/// ```swift
/// let placement = try FloatingButtonPlacement(panelValue: ["x": 1.5, "y": 0.25, "edges": ["right"]])
/// placement.x             // 1 (clamped)
/// placement.panelValue    // ["x": 1, "y": 0.25, "edges": ["right"]]
/// ```
public struct FloatingButtonPlacement: Hashable, Sendable, PrimitiveCodable {
    /// How far along its horizontal travel the button is: 0 at the left, 1 at the right.
    ///
    /// ```swift
    /// FloatingButtonPlacement(x: 0.5, y: 1).x   // 0.5
    /// ```
    package var x: Double
    /// How far along its vertical travel the button is: 0 at the top, 1 at the bottom.
    ///
    /// ```swift
    /// FloatingButtonPlacement(x: 0.5, y: 1).y   // 1
    /// ```
    package var y: Double
    /// The edges it is pinned to: at most one of left and right, one of top and bottom.
    ///
    /// ```swift
    /// FloatingButtonPlacement(x: 0, y: 1, edges: [.left, .bottom]).edges.contains(.left)   // true
    /// ```
    package var edges: Set<SnapEdge>

    /// Creates a placement as given (``canonical()`` checks and clamps it).
    ///
    /// ```swift
    /// FloatingButtonPlacement(x: 1, y: 1, edges: [.right, .bottom])
    /// ```
    package init(x: Double, y: Double, edges: Set<SnapEdge> = []) {
        self.x = x
        self.y = y
        self.edges = edges
    }

    /// Reads the primitive form, canonical: `x` and `y` finite numbers clamped into `0...1`,
    /// `edges` (optional) names of edges that do not contradict each other.
    ///
    /// ```swift
    /// try FloatingButtonPlacement(panelValue: ["x": -2, "y": 0.5])   // x 0, y 0.5
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        let read = try FloatingButtonPosition(panelValue: panelValue)
        self = try FloatingButtonPlacement(x: read.x, y: read.y, edges: read.edges).canonical()
    }

    /// The placement as it is stored: `x` and `y` clamped into `0...1`. Throws, naming the
    /// member, when one is not finite or the edges contradict each other (left and right, or
    /// top and bottom).
    ///
    /// ```swift
    /// try FloatingButtonPlacement(x: 3, y: 0.5).canonical().x   // 1
    /// ```
    package func canonical() throws(ValueError) -> FloatingButtonPlacement {
        guard x.isFinite else { throw ValueError("member \"x\": expected a finite number, got \(x)") }
        guard y.isFinite else { throw ValueError("member \"y\": expected a finite number, got \(y)") }
        if edges.isSuperset(of: [.left, .right]) || edges.isSuperset(of: [.top, .bottom]) {
            throw ValueError("member \"edges\": a button cannot be pinned to opposite edges")
        }
        return FloatingButtonPlacement(x: min(1, max(0, x)), y: min(1, max(0, y)), edges: edges)
    }

    /// The primitive form.
    ///
    /// ```swift
    /// FloatingButtonPlacement(x: 0, y: 1, edges: [.bottom, .left]).panelValue
    /// // ["x": 0, "y": 1, "edges": ["left", "bottom"]]
    /// ```
    public var panelValue: PanelValue {
        FloatingButtonPosition(x: x, y: y, edges: edges).panelValue
    }
}
