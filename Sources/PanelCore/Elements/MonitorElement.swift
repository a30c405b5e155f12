/// A read-only value the running program shows: a number (with a unit and a precision), a
/// text or a boolean, optionally drawn as a graph of its recent history.
///
/// A monitor holds no value in the values map and is never an edit target: the program writes
/// it (``MonitorReading``), frontends receive its samples in their own `samples` message, and an
/// edit naming it is refused. Its properties say how it is shown.
///
/// Properties: `label` (string); `type` (`number`, `text` or `boolean`, default `number`);
/// `unit` (string, optional); `precision` (digits after the point, 0 to 10, optional: as
/// written when absent); `graph` (boolean: draw the history); `range` (`[min, max]`, a fixed
/// scale for the graph; absent: the scale follows the history, auto-range); `capacity` (how many
/// values the history keeps, 2 to 100000, default 300: five seconds written at 60 Hz).
///
/// ```swift
/// let fps = MonitorElement(label: "fps", unit: "Hz", precision: 1, graph: .fixed(0, 120))
/// let state = MonitorElement(label: "state", type: .text)
/// ```
public struct MonitorElement: Hashable, Sendable {
    /// What a monitor shows.
    ///
    /// ```swift
    /// MonitorElement(label: "running", type: .boolean).type   // .boolean
    /// ```
    public enum ValueType: String, Hashable, Sendable, CaseIterable {
        /// A number, formatted with the monitor's precision and unit.
        ///
        /// ```swift
        /// MonitorElement.ValueType.number.rawValue   // "number"
        /// ```
        case number
        /// A line of text.
        ///
        /// ```swift
        /// MonitorElement.ValueType.text.rawValue   // "text"
        /// ```
        case text
        /// On or off.
        ///
        /// ```swift
        /// MonitorElement.ValueType.boolean.rawValue   // "boolean"
        /// ```
        case boolean
    }

    /// How a number monitor's graph is scaled.
    ///
    /// ```swift
    /// let scale = MonitorElement.Graph.fixed(0, 120)
    /// ```
    public enum Graph: Hashable, Sendable {
        /// A fixed scale from the first bound to the second.
        ///
        /// ```swift
        /// MonitorElement.Graph.fixed(0, 120)
        /// ```
        case fixed(Double, Double)
        /// A scale that follows the lowest and highest value in the history.
        ///
        /// ```swift
        /// MonitorElement.Graph.automatic
        /// ```
        case automatic
    }

    /// The default number of values a history keeps: five seconds written at 60 Hz.
    ///
    /// ```swift
    /// MonitorElement.defaultCapacity   // 300
    /// ```
    public static let defaultCapacity = 300
    /// The largest history an author may ask for.
    ///
    /// ```swift
    /// MonitorElement.maximumCapacity   // 100000
    /// ```
    package static let maximumCapacity = 100_000

    /// The text shown beside the value.
    ///
    /// ```swift
    /// MonitorElement(label: "fps").label   // "fps"
    /// ```
    public var label: String
    /// What it shows.
    ///
    /// ```swift
    /// MonitorElement(label: "fps").type   // .number
    /// ```
    package var type: ValueType
    /// A unit shown after a number.
    ///
    /// ```swift
    /// MonitorElement(label: "fps", unit: "Hz").unit   // "Hz"
    /// ```
    package var unit: String?
    /// The digits after the point a number is shown with; `nil` shows it as written.
    ///
    /// ```swift
    /// MonitorElement(label: "fps", precision: 1).precision   // 1
    /// ```
    package var precision: Int?
    /// The graph of the history, or `nil` for the value alone.
    ///
    /// ```swift
    /// MonitorElement(label: "fps", graph: .automatic).graph   // .automatic
    /// ```
    package var graph: Graph?
    /// How many values the history keeps.
    ///
    /// ```swift
    /// MonitorElement(label: "fps", capacity: 600).capacity   // 600
    /// ```
    package var capacity: Int

    /// Creates the element.
    ///
    /// ```swift
    /// MonitorElement(label: "energy", precision: 2, graph: .automatic)
    /// ```
    public init(
        label: String, type: ValueType = .number, unit: String? = nil, precision: Int? = nil,
        graph: Graph? = nil, capacity: Int = MonitorElement.defaultCapacity
    ) {
        self.label = label
        self.type = type
        self.unit = unit
        self.precision = precision
        self.graph = graph
        self.capacity = capacity
    }

    /// The capacity a history is made with: the author's, kept within 2 and
    /// ``maximumCapacity``.
    ///
    /// ```swift
    /// MonitorElement(label: "x", capacity: 1).historyCapacity   // 2
    /// ```
    package var historyCapacity: Int { Swift.min(Swift.max(capacity, 2), Self.maximumCapacity) }

    /// `number` written with the monitor's precision and unit.
    ///
    /// ```swift
    /// MonitorElement(label: "fps", unit: "Hz", precision: 1).text(59.84)   // "59.8 Hz"
    /// ```
    public func text(_ number: Double) -> String {
        var text = numberText(number)
        if let unit, !unit.isEmpty { text += " " + unit }
        return text
    }

    /// `number` written with the monitor's precision (rounded to it), without the unit: how
    /// the graph's scale is written.
    ///
    /// ```swift
    /// MonitorElement(label: "fps", unit: "Hz", precision: 1).numberText(59.84)   // "59.8"
    /// ```
    package func numberText(_ number: Double) -> String {
        guard let precision, number.isFinite else { return PanelValue.format(number) }
        return ValueText.format(number, decimals: Swift.min(Swift.max(precision, 0), 10))
    }

    /// The text of `reading`: a number formatted (``text(_:)``), a text as it is, a boolean as
    /// `on` or `off`, `–` with no value yet.
    ///
    /// ```swift
    /// MonitorElement(label: "fps", precision: 1).text(of: .number(59.84))   // "59.8"
    /// ```
    public func text(of reading: MonitorReading.Value?) -> String {
        switch reading {
        case nil: "–"
        case .number(let number)?: text(number)
        case .text(let text)?: text
        case .boolean(let flag)?: flag ? "on" : "off"
        }
    }

    /// What assistive technology reads for the monitor holding `reading`: its label, the current
    /// value, and for a graph the lowest and highest value of the history.
    ///
    /// ```swift
    /// let fps = MonitorElement(label: "fps", precision: 1, graph: .automatic)
    /// fps.spokenText(MonitorReading(history: [57.1, 60, 59.8]))   // "fps 59.8, min 57.1, max 60.0"
    /// ```
    public func spokenText(_ reading: MonitorReading?) -> String {
        var text = label + " " + self.text(of: reading?.current)
        if graph != nil, let reading, let low = reading.history.min(), let high = reading.history.max() {
            text += ", min " + self.text(low) + ", max " + self.text(high)
        }
        return text
    }

    /// The lowest and highest value the graph shows for `history`: the fixed range, or the
    /// history's own (widened when flat, so a constant still draws a line); `nil` without a graph.
    ///
    /// ```swift
    /// MonitorElement(label: "x", graph: .automatic).scale(for: [1, 3])   // (1, 3)
    /// ```
    public func scale(for history: [Double]) -> (minimum: Double, maximum: Double)? {
        switch graph {
        case nil: return nil
        case .fixed(let low, let high)?: return (low, high)
        case .automatic?:
            var low = Double.infinity
            var high = -Double.infinity
            for value in history where value.isFinite {
                low = Swift.min(low, value)
                high = Swift.max(high, value)
            }
            guard low <= high else { return (0, 1) }
            if low == high { return (low - 1, high + 1) }
            return (low, high)
        }
    }
}

extension MonitorElement: LabelledKind {
    package static let kind = "monitor"
    /// A monitor needs an id (its readings are written and sent by its id).
    package var needsID: Bool { true }
    package static let propertyNames = ["capacity", "graph", "label", "precision", "range", "type", "unit"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        label = reader.string("label", default: name())
        unit = reader.optionalString("unit")
        precision = reader.optionalInteger("precision")
        let typeName = reader.optionalString("type")
        type = .number
        if let typeName {
            if let known = ValueType(rawValue: typeName) {
                type = known
            } else {
                reader.report(
                    "expected \"number\", \"text\" or \"boolean\", got \(PanelValue.string(typeName))",
                    at: "type")
            }
        }
        capacity = reader.optionalInteger("capacity") ?? Self.defaultCapacity
        let hasGraph = reader.bool("graph", default: false)
        var range: (Double, Double)?
        if let item = reader.item("range") {
            if let bounds = item.numbers, bounds.count == 2, bounds[0].isFinite, bounds[1].isFinite {
                range = (bounds[0], bounds[1])
            } else {
                reader.report(
                    "expected [min, max] with two finite numbers, got \(item.panelValue.description)",
                    at: "range")
            }
        }
        graph = hasGraph ? range.map { .fixed($0.0, $0.1) } ?? .automatic : nil
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        if capacity != Self.defaultCapacity { writer.write("capacity", number: Double(capacity)) }
        if graph != nil { writer.write("graph", bool: true) }
        writer.write("label", string: label)
        if let precision { writer.write("precision", number: Double(precision)) }
        if case .fixed(let low, let high)? = graph { writer.write("range", numbers: low, high) }
        if type != .number { writer.write("type", string: type.rawValue) }
        if let unit { writer.write("unit", string: unit) }
    }

    package var element: Element { .monitor(self) }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        throw ValueError("a monitor is read-only: the program writes it")
    }

    package var structuralProblems: [Element.StructuralProblem] {
        var out: [Element.StructuralProblem] = []
        if capacity < 2 || capacity > Self.maximumCapacity {
            out.append(
                .init(
                    property: "capacity",
                    message: "capacity must be from 2 to \(Self.maximumCapacity), got \(capacity)"))
        }
        if let precision, precision < 0 || precision > 10 {
            out.append(
                .init(property: "precision", message: "precision must be from 0 to 10, got \(precision)"))
        }
        if case .fixed(let low, let high)? = graph, !(low < high) {
            out.append(
                .init(
                    property: "range",
                    message: "min \(PanelValue.format(low)) must be less than max \(PanelValue.format(high))")
            )
        }
        if graph != nil, type != .number {
            out.append(.init(property: "graph", message: "only a number monitor draws a graph"))
        }
        return out
    }

    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        AccessibilityDescription(
            role: .monitor, label: label, hint: "Read-only: the running program updates it")
    }
}
