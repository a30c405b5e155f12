/// A read-only value of the running program, shown as a number, a text or a boolean, and for
/// a number optionally as a graph of its recent history.
///
/// Bound to a read-only key path, it records the model's value at each `update` of the state;
/// without a key path the program records values the model does not hold
/// (``PanelState/record(_:for:)-(Double,_)`` or a ``MonitorSource``). Monitor values are not
/// edits: no undo step, no unsaved change, no revision; viewers receive them in `samples`
/// messages at their own rate.
///
/// ```swift
/// struct Sim: Codable, Equatable, Sendable { var fps = 60.0; var count = 0; var gravity = 9.8 }
/// let state = PanelState("sim", initial: Sim(), store: nil) {
///     Monitor("fps", \.fps, precision: 1, graph: 0...120)
///     Monitor("count", \.count)
///     Monitor("energy", precision: 2, graph: .automatic)   // recorded with state.record
///     Slider("gravity", \.gravity, in: 0...20)
/// }
/// ```
public struct Monitor<Model>: PanelContent {
    /// The compiled item.
    ///
    /// ```swift
    /// Monitor<Sim>("energy").item.name   // "energy"
    /// ```
    public let item: PanelItem<Model>

    private init(_ name: String, element: MonitorElement, binding: MonitorBinding<Model>?) {
        var item = PanelItem<Model>(name: name, element: .monitor(element))
        item.monitor = binding
        self.item = item
    }

    /// A number monitor bound to the model, with a graph of fixed scale.
    ///
    /// ```swift
    /// Monitor("fps", \.fps, unit: "Hz", precision: 1, graph: 0...120)
    /// ```
    public init<Value: BinaryFloatingPoint>(
        _ name: String, _ keyPath: KeyPath<Model, Value>, unit: String? = nil, precision: Int? = nil,
        graph: ClosedRange<Double>, capacity: Int = MonitorElement.defaultCapacity
    ) {
        self.init(
            name, keyPath, unit: unit, precision: precision, graph: MonitorElement.Graph(range: graph),
            capacity: capacity)
    }

    /// A number monitor bound to the model, with no graph or one that follows its values
    /// (`graph: .automatic`).
    ///
    /// ```swift
    /// Monitor("energy", \.energy, precision: 2, graph: .automatic)
    /// ```
    public init<Value: BinaryFloatingPoint>(
        _ name: String, _ keyPath: KeyPath<Model, Value>, unit: String? = nil, precision: Int? = nil,
        graph: MonitorElement.Graph? = nil, capacity: Int = MonitorElement.defaultCapacity
    ) {
        self.init(
            name,
            element: MonitorElement(
                label: name, unit: unit, precision: precision, graph: graph, capacity: capacity),
            binding: .number(keyPath))
    }

    /// An integer monitor bound to the model (a count), optionally with a graph.
    ///
    /// ```swift
    /// Monitor("particles", \.count, graph: .automatic)
    /// ```
    public init<Value: BinaryInteger>(
        _ name: String, _ keyPath: KeyPath<Model, Value>, unit: String? = nil,
        graph: MonitorElement.Graph? = nil, capacity: Int = MonitorElement.defaultCapacity
    ) {
        self.init(
            name,
            element: MonitorElement(label: name, unit: unit, precision: 0, graph: graph, capacity: capacity),
            binding: .integer(keyPath))
    }

    /// A text monitor bound to the model.
    ///
    /// ```swift
    /// Monitor("phase", \.phase)
    /// ```
    public init(_ name: String, _ keyPath: KeyPath<Model, String>) {
        self.init(name, element: MonitorElement(label: name, type: .text), binding: .text(keyPath))
    }

    /// A boolean monitor bound to the model.
    ///
    /// ```swift
    /// Monitor("connected", \.isConnected)
    /// ```
    public init(_ name: String, _ keyPath: KeyPath<Model, Bool>) {
        self.init(name, element: MonitorElement(label: name, type: .boolean), binding: .boolean(keyPath))
    }

    /// A monitor of a value the model does not hold, which the program records
    /// (``PanelState/record(_:for:)-(Double,_)``, ``PanelState/monitor(_:)``).
    ///
    /// ```swift
    /// Monitor<Sim>("energy", precision: 2, graph: .automatic)
    /// ```
    public init(
        _ name: String, type: MonitorElement.ValueType = .number, unit: String? = nil, precision: Int? = nil,
        graph: MonitorElement.Graph? = nil, capacity: Int = MonitorElement.defaultCapacity
    ) {
        self.init(
            name,
            element: MonitorElement(
                label: name, type: type, unit: unit, precision: precision, graph: graph, capacity: capacity),
            binding: nil)
    }

    /// A monitor the program records, with a graph of fixed scale.
    ///
    /// ```swift
    /// Monitor<Sim>("load", unit: "%", graph: 0...100)
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
