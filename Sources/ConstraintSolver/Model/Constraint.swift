/// The relation of a constraint's expression to zero.
///
/// ```swift
/// let c = Constraint(x - 10, .greaterThanOrEqual)  // x - 10 >= 0
/// ```
public enum Relation: Sendable, Hashable {
    /// `expression == 0`
    case equal
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression >= 0`
    case greaterThanOrEqual
}

/// A linear relation `expression (== | <= | >=) 0` with a strength and an optional label.
///
/// A constraint is a reference: the solver keys on its identity, so adding the same instance twice is
/// a `SolverError.duplicateConstraint`, while two equal-looking constraints are two constraints.
/// It is immutable (and so `Sendable`); `withStrength(_:)` and `withLabel(_:)` make new constraints.
/// The `label` is the author's name for the constraint: conflict errors report it.
///
/// ```swift
/// let c = (left + width <= 100).withStrength(.strong).withLabel("card fits")
/// try solver.add(c)
/// ```
public final class Constraint: Sendable {
    /// The expression, with duplicate variables summed: the constraint is `expression op 0`.
    public let expression: LinearExpression
    /// How the expression relates to zero.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength
    /// The author's name for the constraint, used in descriptions and conflict reports.
    public let label: String?

    /// Creates `expression relation 0`.
    ///
    /// ```swift
    /// let c = Constraint(x - 10, .equal, strength: .weak, label: "x prefers 10")
    /// ```
    public init(
        _ expression: LinearExpression, _ relation: Relation, strength: Strength = .required,
        label: String? = nil
    ) {
        self.expression = Constraint.reduce(expression)
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// A copy of this constraint with another strength (a new identity).
    ///
    /// ```swift
    /// let c = (x == 10).withStrength(.weak)
    /// ```
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, label: label)
    }

    /// A copy of this constraint with a label (a new identity).
    ///
    /// ```swift
    /// let c = (x >= 0).withLabel("x is not negative")
    /// ```
    public func withLabel(_ label: String?) -> Constraint {
        Constraint(expression, relation, strength: strength, label: label)
    }

    /// Whether the constraint holds for the variables' current values, within `tolerance`.
    ///
    /// ```swift
    /// solver.updateVariables()
    /// (x >= 10).isSatisfied()  // true after solving x >= 10
    /// ```
    public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        let v = expression.value
        switch relation {
        case .equal: return abs(v) <= tolerance
        case .lessThanOrEqual: return v <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }

    /// Sums the coefficients of repeated variables (first appearance order) and drops zero terms.
    private static func reduce(_ expression: LinearExpression) -> LinearExpression {
        let terms = expression.terms
        if terms.count < 2 { return expression }
        if terms.count <= 8 {
            // Small expressions (almost all): a pairwise identity check beats hashing.
            var repeated = false
            for i in 1..<terms.count where !repeated {
                for j in 0..<i where terms[i].variable === terms[j].variable {
                    repeated = true
                    break
                }
            }
            if !repeated { return expression }
        }
        return reduceRepeated(expression)
    }

    private static func reduceRepeated(_ expression: LinearExpression) -> LinearExpression {
        var index: [ObjectIdentifier: Int] = [:]
        var terms: [Term] = []
        terms.reserveCapacity(expression.terms.count)
        var coefficients: [Double] = []
        for term in expression.terms {
            let key = ObjectIdentifier(term.variable)
            if let i = index[key] {
                coefficients[i] += term.coefficient
            } else {
                index[key] = terms.count
                terms.append(term)
                coefficients.append(term.coefficient)
            }
        }
        if terms.count == expression.terms.count { return expression }
        var reduced: [Term] = []
        for (i, term) in terms.enumerated() where coefficients[i] != 0 {
            reduced.append(Term(term.variable, coefficient: coefficients[i]))
        }
        return LinearExpression(reduced, constant: expression.constant)
    }
}

extension Constraint: CustomStringConvertible {
    /// The label when there is one, else the relation, e.g. `x + 8 <= 100 (strong)`.
    ///
    /// ```swift
    /// print((x >= 10).withLabel("min width"))  // min width
    /// ```
    public var description: String {
        if let label { return label }
        return relationDescription
    }

    /// The relation in the form `terms op constant`, with the strength when it is not required.
    ///
    /// ```swift
    /// print((x + 8 <= 100).relationDescription)  // x <= 92
    /// ```
    var relationDescription: String {
        let op =
            switch relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        let lhs = LinearExpression(expression.terms, constant: 0)
        let text = "\(lhs) \(op) \(format(-expression.constant))"
        return strength.isRequired ? text : "\(text) (\(strength))"
    }
}
