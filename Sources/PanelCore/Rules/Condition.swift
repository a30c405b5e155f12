/// A rule over the values of other controls, carried in the tree as data so that every
/// frontend can evaluate it without Swift: whether a control is shown
/// (``Modifiers/visibleWhen``) or editable (``Modifiers/disabledWhen``).
///
/// A condition compares one control's value with a constant (equals, not equals, one of,
/// numeric comparisons) or combines conditions (`all` = and, `any` = or, `not`). A
/// comparison with an id that holds no value, or a numeric comparison with a value that is
/// not a number, is false.
///
/// Primitive (JSON) form, one object per condition:
///
/// | form | meaning |
/// |---|---|
/// | `{"id": "mode", "equals": "advanced"}` | the value equals |
/// | `{"id": "mode", "notEquals": "basic"}` | the value differs |
/// | `{"id": "mode", "oneOf": ["a", "b"]}` | the value is one of |
/// | `{"id": "speed", "lessThan": 2}` | also `lessThanOrEqual`, `greaterThan`, `greaterThanOrEqual` |
/// | `{"all": [ … ]}` / `{"any": [ … ]}` | and / or |
/// | `{"not": { … }}` | negation |
///
/// ```swift
/// let advanced: Condition = .equals("mode", "advanced") && .greaterThan("speed", 1)
/// advanced.isSatisfied(by: ["mode": "advanced", "speed": 2])   // true
/// advanced.panelValue   // {"all": [{"id": "mode", "equals": "advanced"}, {"id": "speed", "greaterThan": 2}]}
/// ```
public struct Condition: Hashable, Sendable, PrimitiveCodable, CustomStringConvertible {
    /// How two numbers are compared.
    enum Comparison: String, Hashable, Sendable, CaseIterable {
        case lessThan, lessThanOrEqual, greaterThan, greaterThanOrEqual
    }

    indirect enum Rule: Hashable, Sendable {
        case equals(NodeID, PanelValue)
        case notEquals(NodeID, PanelValue)
        case oneOf(NodeID, [PanelValue])
        case compare(NodeID, Comparison, Double)
        case all([Condition])
        case any([Condition])
        case not(Condition)
    }

    let rule: Rule

    init(_ rule: Rule) { self.rule = rule }

    /// True when the value of `id` equals `value`.
    ///
    /// ```swift
    /// Condition.equals("mode", "advanced")
    /// ```
    public static func equals(_ id: NodeID, _ value: PanelValue) -> Condition {
        Condition(.equals(id, value))
    }

    /// True when the value of `id` differs from `value` (or `id` holds none).
    ///
    /// ```swift
    /// Condition.notEquals("style", "solid")
    /// ```
    package static func notEquals(_ id: NodeID, _ value: PanelValue) -> Condition {
        Condition(.notEquals(id, value))
    }

    /// True when the value of `id` is one of `values`.
    ///
    /// ```swift
    /// Condition.oneOf("style", ["glass", "frosted"])
    /// ```
    package static func oneOf(_ id: NodeID, _ values: [PanelValue]) -> Condition {
        Condition(.oneOf(id, values))
    }

    /// True when the value of `id` is a number below `number`.
    ///
    /// ```swift
    /// Condition.lessThan("speed", 1)
    /// ```
    package static func lessThan(_ id: NodeID, _ number: Double) -> Condition {
        Condition(.compare(id, .lessThan, number))
    }

    /// True when the value of `id` is a number at most `number`.
    ///
    /// ```swift
    /// Condition.lessThanOrEqual("speed", 1)
    /// ```
    public static func lessThanOrEqual(_ id: NodeID, _ number: Double) -> Condition {
        Condition(.compare(id, .lessThanOrEqual, number))
    }

    /// True when the value of `id` is a number above `number`.
    ///
    /// ```swift
    /// Condition.greaterThan("blur", 0)
    /// ```
    package static func greaterThan(_ id: NodeID, _ number: Double) -> Condition {
        Condition(.compare(id, .greaterThan, number))
    }

    /// True when the value of `id` is a number at least `number`.
    ///
    /// ```swift
    /// Condition.greaterThanOrEqual("blur", 10)
    /// ```
    package static func greaterThanOrEqual(_ id: NodeID, _ number: Double) -> Condition {
        Condition(.compare(id, .greaterThanOrEqual, number))
    }

    /// True when every condition is (true for an empty list).
    ///
    /// ```swift
    /// Condition.all([.equals("on", true), .greaterThan("blur", 0)])
    /// ```
    package static func all(_ conditions: [Condition]) -> Condition { Condition(.all(conditions)) }

    /// True when at least one condition is (false for an empty list).
    ///
    /// ```swift
    /// Condition.any([.equals("mode", "a"), .equals("mode", "b")])
    /// ```
    package static func any(_ conditions: [Condition]) -> Condition { Condition(.any(conditions)) }

    /// True when `condition` is false.
    ///
    /// ```swift
    /// Condition.not(.equals("on", true))
    /// ```
    package static func not(_ condition: Condition) -> Condition { Condition(.not(condition)) }

    /// Both conditions.
    ///
    /// ```swift
    /// let rule: Condition = .equals("on", true) && .greaterThan("blur", 0)
    /// ```
    package static func && (lhs: Condition, rhs: Condition) -> Condition { .all([lhs, rhs]) }

    /// Either condition.
    ///
    /// ```swift
    /// let rule: Condition = .equals("mode", "a") || .equals("mode", "b")
    /// ```
    package static func || (lhs: Condition, rhs: Condition) -> Condition { .any([lhs, rhs]) }

    /// The negation.
    ///
    /// ```swift
    /// let rule: Condition = !.equals("on", true)
    /// ```
    package static prefix func ! (condition: Condition) -> Condition { .not(condition) }

    /// Whether the condition holds for these values.
    ///
    /// ```swift
    /// Condition.equals("on", true).isSatisfied(by: ["on": true])   // true
    /// ```
    package func isSatisfied(by values: ValueMap) -> Bool {
        isSatisfied { values[$0] }
    }

    /// Whether the condition holds, reading each value with `value(for:)`.
    ///
    /// ```swift
    /// rule.isSatisfied { id in store[id] }
    /// ```
    func isSatisfied(reading value: (NodeID) -> PanelValue?) -> Bool {
        switch rule {
        case .equals(let id, let expected): return value(id) == expected
        case .notEquals(let id, let expected): return value(id) != expected
        case .oneOf(let id, let options):
            guard let current = value(id) else { return false }
            return options.contains(current)
        case .compare(let id, let comparison, let bound):
            guard let number = value(id)?.number else { return false }
            switch comparison {
            case .lessThan: return number < bound
            case .lessThanOrEqual: return number <= bound
            case .greaterThan: return number > bound
            case .greaterThanOrEqual: return number >= bound
            }
        case .all(let conditions): return conditions.allSatisfy { $0.isSatisfied(reading: value) }
        case .any(let conditions): return conditions.contains { $0.isSatisfied(reading: value) }
        case .not(let condition): return !condition.isSatisfied(reading: value)
        }
    }

    /// The ids the condition reads, in the order written (an id read twice is listed once).
    ///
    /// ```swift
    /// (Condition.equals("a", 1) && .equals("b", 2)).ids   // ["a", "b"]
    /// ```
    package var ids: [NodeID] {
        var out: [NodeID] = []
        func visit(_ condition: Condition) {
            switch condition.rule {
            case .equals(let id, _), .notEquals(let id, _), .oneOf(let id, _), .compare(let id, _, _):
                if !out.contains(id) { out.append(id) }
            case .all(let conditions), .any(let conditions): conditions.forEach(visit)
            case .not(let inner): visit(inner)
            }
        }
        visit(self)
        return out
    }

    /// The deepest nesting accepted when reading a condition, so hostile input cannot exhaust
    /// the stack.
    ///
    /// ```swift
    /// Condition.maximumDepth   // 32: deeper input is refused with a ValueError
    /// ```
    package static let maximumDepth = 32

    /// Reads the primitive form (see the type's discussion).
    ///
    /// ```swift
    /// let rule = try Condition(panelValue: ["id": "mode", "equals": "advanced"])
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        self = try Condition.read(panelValue, depth: 0)
    }

    private static func read(_ value: PanelValue, depth: Int) throws(ValueError) -> Condition {
        guard depth < maximumDepth else {
            throw ValueError("a condition is nested deeper than \(maximumDepth) levels")
        }
        guard case .object(let object) = value else {
            throw ValueError("expected a condition object, got \(value.typeName)")
        }
        func list(_ raw: PanelValue, _ key: String) throws(ValueError) -> [Condition] {
            guard case .array(let items) = raw else {
                throw ValueError("\(key): expected an array of conditions, got \(raw.typeName)")
            }
            var out: [Condition] = []
            for item in items { out.append(try read(item, depth: depth + 1)) }
            return out
        }
        if let raw = object["all"], object.count == 1 { return .all(try list(raw, "all")) }
        if let raw = object["any"], object.count == 1 { return .any(try list(raw, "any")) }
        if let raw = object["not"], object.count == 1 { return .not(try read(raw, depth: depth + 1)) }
        guard case .string(let idText)? = object["id"] else {
            throw ValueError(
                "a condition needs \"id\" (a string) and one comparison, or exactly one of \"all\", \"any\", \"not\""
            )
        }
        let id = NodeID(idText)
        guard object.count == 2 else {
            throw ValueError("a condition on \"\(idText)\" needs exactly one comparison")
        }
        if let expected = object["equals"] { return .equals(id, expected) }
        if let expected = object["notEquals"] { return .notEquals(id, expected) }
        if let raw = object["oneOf"] {
            guard case .array(let options) = raw else {
                throw ValueError("oneOf: expected an array, got \(raw.typeName)")
            }
            return .oneOf(id, options)
        }
        for comparison in Comparison.allCases {
            guard let raw = object[comparison.rawValue] else { continue }
            guard case .number(let bound) = raw, bound.isFinite else {
                throw ValueError("\(comparison.rawValue): expected a number, got \(raw.typeName)")
            }
            return Condition(.compare(id, comparison, bound))
        }
        let other = object.keys.filter { $0 != "id" }.sorted().first ?? ""
        throw ValueError("unknown comparison \"\(other)\" in a condition on \"\(idText)\"")
    }

    /// The primitive form (see the type's discussion).
    ///
    /// ```swift
    /// Condition.equals("mode", "advanced").panelValue   // ["id": "mode", "equals": "advanced"]
    /// ```
    public var panelValue: PanelValue {
        switch rule {
        case .equals(let id, let value): return ["id": .string(id.rawValue), "equals": value]
        case .notEquals(let id, let value): return ["id": .string(id.rawValue), "notEquals": value]
        case .oneOf(let id, let values): return ["id": .string(id.rawValue), "oneOf": .array(values)]
        case .compare(let id, let comparison, let bound):
            return .object(["id": .string(id.rawValue), comparison.rawValue: .number(bound)])
        case .all(let conditions): return ["all": .array(conditions.map(\.panelValue))]
        case .any(let conditions): return ["any": .array(conditions.map(\.panelValue))]
        case .not(let condition): return ["not": condition.panelValue]
        }
    }

    /// The primitive form as text.
    ///
    /// ```swift
    /// Condition.equals("mode", "advanced").description   // {"equals": "advanced", "id": "mode"}
    /// ```
    public var description: String { panelValue.description }
}

extension Condition {
    /// The same condition reading other ids: each id goes through `transform` (a store
    /// uses it to put a panel's ids under the panel's name).
    ///
    /// ```swift
    /// Condition.equals("mode", "a").mappingIDs { NodeID("card." + $0.rawValue) }   // card.mode
    /// ```
    package func mappingIDs(_ transform: (NodeID) -> NodeID) -> Condition {
        switch rule {
        case .equals(let id, let value): return .equals(transform(id), value)
        case .notEquals(let id, let value): return .notEquals(transform(id), value)
        case .oneOf(let id, let values): return .oneOf(transform(id), values)
        case .compare(let id, let comparison, let bound):
            return Condition(.compare(transform(id), comparison, bound))
        case .all(let conditions): return .all(conditions.map { $0.mappingIDs(transform) })
        case .any(let conditions): return .any(conditions.map { $0.mappingIDs(transform) })
        case .not(let condition): return .not(condition.mappingIDs(transform))
        }
    }
}
