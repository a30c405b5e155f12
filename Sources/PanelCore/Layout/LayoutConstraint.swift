/// A linear relation between two anchors, carried in the tree as data:
/// `first  relation  multiplier × second + constant`, with a priority.
///
/// Without a second anchor the constraint compares the first with the constant alone
/// (`width >= 20`). The layout stage turns these into solver constraints; a JSON frontend
/// reads them as they are.
///
/// ```swift
/// // c.top == header.bottom + 1
/// let constraint = LayoutConstraint(
///     first: LayoutAnchor(.this, .top), relation: .equal,
///     second: LayoutAnchor(.node("header"), .bottom), constant: 1)
/// constraint.description   // "this.top == header.bottom + 1"
/// ```
public struct LayoutConstraint: Hashable, Sendable, PrimitiveCodable, CustomStringConvertible {
    /// The constrained anchor.
    ///
    /// ```swift
    /// (c.width == c.parent.width).constraint.first   // this.width
    /// ```
    package var first: LayoutAnchor
    /// How the two sides relate.
    ///
    /// ```swift
    /// (c.width >= 20).constraint.relation   // .greaterThanOrEqual
    /// ```
    package var relation: LayoutRelation
    /// The anchor on the right-hand side, or `nil` for a constant.
    ///
    /// ```swift
    /// (c.width == 20).constraint.second   // nil: a constant
    /// ```
    package var second: LayoutAnchor?
    /// The factor applied to ``second``.
    ///
    /// ```swift
    /// (c.width == c.parent.width * 0.5).constraint.multiplier   // 0.5
    /// ```
    package var multiplier: Double
    /// The number added to the right-hand side, in cells.
    ///
    /// ```swift
    /// (c.top == header.bottom + 1).constraint.constant   // 1
    /// ```
    package var constant: Double
    /// How much the constraint matters.
    ///
    /// ```swift
    /// (c.width == 40).priority(.weak).constraint.priority   // .weak
    /// ```
    package var priority: LayoutPriority

    /// Creates a constraint.
    ///
    /// ```swift
    /// LayoutConstraint(first: LayoutAnchor(.this, .height), relation: .equal, constant: 3)
    /// ```
    public init(
        first: LayoutAnchor, relation: LayoutRelation, second: LayoutAnchor? = nil, multiplier: Double = 1,
        constant: Double = 0, priority: LayoutPriority = .required
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    init?(reading reader: inout PropertyReader) {
        let first = reader.nested("first") { LayoutAnchor(reading: &$0) }
        let relation = reader.option("relation", as: LayoutRelation.self)
        let second = reader.nested("second") { LayoutAnchor(reading: &$0) }
        let multiplier = reader.optionalNumber("multiplier") ?? 1
        let constant = reader.optionalNumber("constant") ?? 0
        var priority = LayoutPriority.required
        if let raw = reader.value("priority") {
            if case .string(let name) = raw, let named = LayoutPriority(named: name) {
                priority = named
            } else if case .number(let number) = raw, number.isFinite, (1...1000).contains(number) {
                priority = LayoutPriority(number)
            } else {
                reader.report(
                    "expected required, strong, medium, weak or a number in 1...1000", at: "priority")
            }
        }
        if !reader.has("first") { reader.report("missing \"first\"") }
        if !reader.has("relation") { reader.report("missing \"relation\"") }
        guard let first, let relation else { return nil }
        self.init(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority)
    }

    /// Reads the primitive form; `second`, `multiplier` (1), `constant` (0) and `priority`
    /// (`required`) may be left out.
    ///
    /// ```swift
    /// try LayoutConstraint(panelValue: [
    ///     "first": ["node": "this", "attribute": "width"], "relation": "greaterThanOrEqual", "constant": 20,
    /// ])
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        guard
            let constraint = try PropertyReader.reading(
                panelValue, as: "constraint", { LayoutConstraint(reading: &$0) })
        else { throw ValueError("invalid constraint \(panelValue.description)") }
        self = constraint
    }

    /// The primitive form, leaving out members at their default. A named priority is
    /// written by name, any other as a number.
    ///
    /// ```swift
    /// (c.width == 20).constraint.panelValue
    /// // ["first": ["node": "this", "attribute": "width"], "relation": "equal", "constant": 20]
    /// ```
    public var panelValue: PanelValue {
        var object: [String: PanelValue] = ["first": first.panelValue, "relation": .string(relation.name)]
        if let second { object["second"] = second.panelValue }
        if multiplier != 1 { object["multiplier"] = .number(multiplier) }
        if constant != 0 { object["constant"] = .number(constant) }
        if priority != .required {
            object["priority"] =
                LayoutPriority(named: priority.description) != nil
                ? .string(priority.description) : .number(priority.value)
        }
        return .object(object)
    }

    /// The constraint as an author would write it, e.g. `this.width == parent.width * 0.5 @weak`.
    ///
    /// ```swift
    /// (c.width == c.parent.width * 0.5).priority(.weak).constraint.description
    /// // "this.width == parent.width * 0.5 @weak"
    /// ```
    public var description: String {
        let symbol =
            switch relation {
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            default: "=="
            }
        var right = ""
        if let second {
            right = second.description
            if multiplier != 1 { right += " * " + PanelValue.format(multiplier) }
            if constant > 0 { right += " + " + PanelValue.format(constant) }
            if constant < 0 { right += " - " + PanelValue.format(-constant) }
        } else {
            right = PanelValue.format(constant)
        }
        let suffix = priority.isRequired ? "" : " @\(priority)"
        return "\(first) \(symbol) \(right)\(suffix)"
    }
}
