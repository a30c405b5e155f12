/// Where a floating button is in the snapping rules' units (cells, pixels): the origin of its
/// frame (its top-left corner) and the edges of its bounds it is pinned to, as
/// ``FloatingButtonSnapping`` moves it and a `FloatingButtonPositionFile` (PanelKit) remembers it per
/// storage id. The values map holds the same place in fractions of the button's travel, a
/// ``FloatingButtonPlacement`` (`placement(of:in:)` converts).
///
/// Primitive form: `{"x": 72, "y": 21, "edges": ["bottom", "right"]}` (edges in the order
/// left, right, top, bottom).
///
/// ```swift
/// let position = FloatingButtonPosition(x: 0, y: 0, edges: [.left, .top])
/// position.panelValue   // ["x": 0, "y": 0, "edges": ["left", "top"]]
/// ```
public struct FloatingButtonPosition: Hashable, Sendable, PrimitiveCodable {
    /// The left of the button's frame.
    ///
    /// ```swift
    /// FloatingButtonPosition(x: 4, y: 2).x   // 4
    /// ```
    public var x: Double
    /// The top of the button's frame.
    ///
    /// ```swift
    /// FloatingButtonPosition(x: 4, y: 2).y   // 2
    /// ```
    public var y: Double
    /// The edges it is pinned to: at most one of left and right, one of top and bottom.
    ///
    /// ```swift
    /// FloatingButtonPosition(x: 0, y: 0, edges: [.left, .top]).edges.contains(.left)   // true
    /// ```
    package var edges: Set<SnapEdge>

    /// Creates a position.
    ///
    /// ```swift
    /// FloatingButtonPosition(x: 10, y: 4)
    /// ```
    package init(x: Double, y: Double, edges: Set<SnapEdge> = []) {
        self.x = x
        self.y = y
        self.edges = edges
    }

    /// Reads the primitive form: finite `x` and `y`, and `edges` that do not contradict each
    /// other (not both left and right, nor both top and bottom).
    ///
    /// ```swift
    /// try FloatingButtonPosition(panelValue: ["x": 3, "y": 4, "edges": ["left"]])
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        let x = try panelValue.finiteNumber(at: "x")
        let y = try panelValue.finiteNumber(at: "y")
        var edges: Set<SnapEdge> = []
        if let raw = panelValue.object?["edges"], raw != .null {
            guard case .array(let items) = raw else {
                throw ValueError("member \"edges\": expected an array, got \(raw.typeName)")
            }
            for item in items {
                guard case .string(let name) = item, let edge = SnapEdge(named: name) else {
                    throw ValueError(
                        "member \"edges\": expected edge names (\(SnapEdge.names.joined(separator: ", "))), got \(item.description)"
                    )
                }
                edges.insert(edge)
            }
        }
        if edges.isSuperset(of: [.left, .right]) || edges.isSuperset(of: [.top, .bottom]) {
            throw ValueError("member \"edges\": a button cannot be pinned to opposite edges")
        }
        self.init(x: x, y: y, edges: edges)
    }

    /// The edges in a fixed order: left, right, top, bottom.
    ///
    /// ```swift
    /// FloatingButtonPosition(x: 0, y: 0, edges: [.top, .left]).orderedEdges   // [.left, .top]
    /// ```
    public var orderedEdges: [SnapEdge] {
        [SnapEdge.left, .right, .top, .bottom].filter { edges.contains($0) }
    }

    /// The primitive form.
    ///
    /// ```swift
    /// FloatingButtonPosition(x: 0, y: 0, edges: [.top, .left]).panelValue
    /// // ["x": 0, "y": 0, "edges": ["left", "top"]]
    /// ```
    public var panelValue: PanelValue {
        [
            "x": .number(x), "y": .number(y),
            "edges": .array(orderedEdges.map { .string($0.name) }),
        ]
    }
}
