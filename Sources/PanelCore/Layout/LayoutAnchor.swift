/// One side of a layout constraint: an attribute of a node's frame.
///
/// The node is the one the constraint is declared on (``Target/this``), its parent
/// (``Target/parent``), or another node named by its id (``Target/node(_:)``).
///
/// Primitive form: `{"node": "this" | "parent" | "#id", "attribute": "top"}`; ids are
/// written with a leading `#` so that nodes called `this` or `parent` stay unambiguous.
///
/// ```swift
/// let anchor = LayoutAnchor(.node("header"), .bottom)
/// anchor.description   // "header.bottom"
/// ```
public struct LayoutAnchor: Hashable, Sendable, PrimitiveCodable, CustomStringConvertible {
    /// Which node an anchor belongs to.
    ///
    /// ```swift
    /// let target = LayoutAnchor.Target.parent
    /// ```
    public enum Target: Hashable, Sendable {
        /// The node the constraint is declared on.
        ///
        /// ```swift
        /// LayoutAnchor(.this, .width)   // this.width
        /// ```
        case this
        /// That node's parent.
        ///
        /// ```swift
        /// LayoutAnchor(.parent, .width)   // parent.width
        /// ```
        case parent
        /// The node with this id.
        ///
        /// ```swift
        /// LayoutAnchor(.node("header"), .bottom)   // header.bottom
        /// ```
        case node(NodeID)
    }

    /// The node.
    ///
    /// ```swift
    /// LayoutAnchor(.parent, .width).target   // .parent
    /// ```
    package var target: Target
    /// The edge, centre or dimension.
    ///
    /// ```swift
    /// LayoutAnchor(.parent, .width).attribute   // .width
    /// ```
    package var attribute: AnchorAttribute

    /// Creates an anchor.
    ///
    /// ```swift
    /// LayoutAnchor(.parent, .leading)
    /// ```
    public init(_ target: Target, _ attribute: AnchorAttribute) {
        self.target = target
        self.attribute = attribute
    }

    init?(reading reader: inout PropertyReader) {
        let reference = reader.optionalString("node")
        let attribute = reader.option("attribute", as: AnchorAttribute.self)
        if reference == nil { reader.report("missing string \"node\"") }
        if attribute == nil, !reader.has("attribute") { reader.report("missing \"attribute\"") }
        guard let reference, let attribute else { return nil }
        guard let target = Target(reference: reference) else {
            reader.report(
                "anchor node must be \"this\", \"parent\" or \"#id\", got \"\(reference)\"", at: "node")
            return nil
        }
        self.init(target, attribute)
    }

    /// Reads the primitive form.
    ///
    /// ```swift
    /// try LayoutAnchor(panelValue: ["node": "#header", "attribute": "bottom"])
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        guard
            let anchor = try PropertyReader.reading(panelValue, as: "anchor", { LayoutAnchor(reading: &$0) })
        else { throw ValueError("invalid anchor \(panelValue.description)") }
        self = anchor
    }

    /// The primitive form.
    ///
    /// ```swift
    /// LayoutAnchor(.parent, .width).panelValue   // ["node": "parent", "attribute": "width"]
    /// ```
    public var panelValue: PanelValue {
        ["node": .string(target.reference), "attribute": .string(attribute.name)]
    }

    /// `this.top`, `parent.leading` or `header.bottom`.
    ///
    /// ```swift
    /// LayoutAnchor(.node("header"), .bottom).description   // "header.bottom"
    /// ```
    public var description: String {
        switch target {
        case .this: "this.\(attribute)"
        case .parent: "parent.\(attribute)"
        case .node(let id): "\(id).\(attribute)"
        }
    }
}

extension LayoutAnchor.Target {
    /// The JSON form: `this`, `parent` or `#id`.
    ///
    /// ```swift
    /// LayoutAnchor.Target.node("header").reference   // "#header"
    /// ```
    package var reference: String {
        switch self {
        case .this: "this"
        case .parent: "parent"
        case .node(let id): "#" + id.rawValue
        }
    }

    /// Reads the JSON form; `nil` when it is none of the three.
    ///
    /// ```swift
    /// LayoutAnchor.Target(reference: "#header")   // .node("header")
    /// ```
    package init?(reference: String) {
        switch reference {
        case "this": self = .this
        case "parent": self = .parent
        default:
            guard reference.hasPrefix("#"), reference.count > 1 else { return nil }
            self = .node(NodeID(String(reference.dropFirst())))
        }
    }
}
