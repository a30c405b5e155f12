/// A tree together with the current values of its controls: what a backend renders.
///
/// Structure and values are apart: the tree says what each control is, and ``values``
/// says what it holds now, keyed by node id, in tree order (see ``ValueMap``). The same map
/// is the format of presets, exports and patches.
///
/// Primitive form: `{"root": {…node…}, "values": {"id": value, …}}` (the JSON backend wraps
/// it in its versioned envelope).
///
/// ```swift
/// let document = PanelDocument(
///     root: Node(id: "on", element: .toggle(ToggleElement(label: "on"))),
///     values: ["on": true])
/// document.values["on"]   // .bool(true)
/// ```
public struct PanelDocument: Hashable, Sendable, PrimitiveCodable {
    /// The tree.
    ///
    /// ```swift
    /// PanelDocument(root: Node(element: .divider)).root.kind   // "divider"
    /// ```
    public var root: Node
    /// The current value of each control, by id.
    ///
    /// ```swift
    /// PanelDocument(root: tree, values: ["speed": 1.25]).values["speed"]   // 1.25
    /// ```
    public var values: ValueMap
    /// What each monitor shows, by id: not edit values (no revision, no preset), the program's
    /// readings at the moment the document was made; empty unless asked for (a static document,
    /// the terminal's frame). Primitive form: the `samples` member, `{"id": [oldest, …, newest]}`.
    ///
    /// ```swift
    /// var document = PanelDocument(root: tree)
    /// document.samples["fps"] = MonitorReading(history: [59.8, 60])
    /// ```
    public var samples: [NodeID: MonitorReading] = [:]

    /// Creates a document with its values in the map's order.
    ///
    /// ```swift
    /// PanelDocument(root: tree, values: ValueMap([("speed", 1)]))
    /// ```
    public init(root: Node, values: ValueMap = ValueMap()) {
        self.root = root
        self.values = values
    }

    /// Creates a document with its values put in tree order (see
    /// `init(_:inTreeOrderOf:)`).
    ///
    /// ```swift
    /// PanelDocument(root: tree, values: ["speed": 1])
    /// ```
    public init(root: Node, values: [NodeID: PanelValue]) {
        self.init(root: root, values: ValueMap(values, inTreeOrderOf: root))
    }

    /// Reads the primitive form, reporting tree problems as one error.
    ///
    /// ```swift
    /// let document = try PanelDocument(panelValue: ["root": ["kind": "panel", "title": "Card"]])
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        guard case .object(let object) = panelValue, let root = object["root"] else {
            throw ValueError("expected an object with \"root\"")
        }
        do {
            self.root = try Node(panelValue: root, path: "$.root")
        } catch {
            throw ValueError(error.description)
        }
        values = ValueMap()
        switch object["values"] {
        case nil, .null?: break
        case .object(let map)?:
            var byID: [NodeID: PanelValue] = [:]
            for (key, value) in map { byID[NodeID(key)] = value }
            values = ValueMap(byID, inTreeOrderOf: self.root)
        case let other?:
            throw ValueError("$.values: expected an object, got \(other.typeName)")
        }
        samples = try Self.samples(from: object["samples"])
    }

    /// The primitive form.
    ///
    /// ```swift
    /// PanelDocument(root: tree).panelValue   // ["root": …, "values": [:]]
    /// ```
    public var panelValue: PanelValue {
        var map: [String: PanelValue] = [:]
        for (id, value) in values { map[id.rawValue] = value }
        guard !samples.isEmpty else { return ["root": root.panelValue, "values": .object(map)] }
        return ["root": root.panelValue, "values": .object(map), "samples": samplesValue]
    }
}
