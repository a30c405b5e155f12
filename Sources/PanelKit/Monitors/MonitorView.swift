/// A monitor in a layout (a `Screen`, a stack): the same read-only value as ``Monitor``,
/// outside any panel, so a program can build a live dashboard. Its id is its name; the
/// program records it through the panel that shows the layout (`panel.monitor("fps")`).
///
/// ```swift
/// let dashboard = Panel(
///     PanelDocument(
///         root: Screen("Dashboard") {
///             MonitorView("fps", unit: "Hz", precision: 1, graph: 0...120)
///             MonitorView("phase", type: .text)
///         }.node))
/// try dashboard.record(59.8, for: "fps")
/// ```
public struct MonitorView: LayoutContent, Sendable {
    /// The monitor's node.
    ///
    /// ```swift
    /// MonitorView("fps").node.id   // "fps"
    /// ```
    public let node: Node

    /// A monitor with no graph or one that follows its values (`graph: .automatic`).
    ///
    /// ```swift
    /// MonitorView("energy", precision: 2, graph: .automatic)
    /// ```
    public init(
        _ name: String, type: MonitorElement.ValueType = .number, unit: String? = nil, precision: Int? = nil,
        graph: MonitorElement.Graph? = nil, capacity: Int = MonitorElement.defaultCapacity
    ) {
        node = Node(
            id: NodeID(name),
            element: .monitor(
                MonitorElement(
                    label: name, type: type, unit: unit, precision: precision, graph: graph,
                    capacity: capacity)))
    }

    /// A number monitor with a graph of fixed scale.
    ///
    /// ```swift
    /// MonitorView("fps", unit: "Hz", graph: 0...120)
    /// ```
    public init(
        _ name: String, unit: String? = nil, precision: Int? = nil, graph: ClosedRange<Double>,
        capacity: Int = MonitorElement.defaultCapacity
    ) {
        self.init(
            name, unit: unit, precision: precision, graph: MonitorElement.Graph(range: graph),
            capacity: capacity)
    }
}
