/// One `coefficient × variable` term of a linear expression.
///
/// ```swift
/// let x = Variable("x")
/// let term = Term(x, coefficient: 2)  // 2·x
/// ```
public struct Term: Sendable {
    /// The unknown.
    ///
    /// ```swift
    /// Term(Variable("w"), coefficient: 0.5).variable.name   // "w"
    /// ```
    public let variable: Variable
    /// Its factor.
    ///
    /// ```swift
    /// Term(Variable("w"), coefficient: 0.5).coefficient   // 0.5
    /// ```
    public let coefficient: Double

    /// Creates `coefficient × variable`.
    ///
    /// ```swift
    /// let half = Term(Variable("w"), coefficient: 0.5)
    /// ```
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient·variable + constant`, built with `+`, `-` and `*` from
/// variables and numbers.
///
/// Expressions are plain values; a variable may appear in several terms (the constraint sums them).
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let right: LinearExpression = left + width + 8
/// ```
public struct LinearExpression: Sendable {
    /// The terms, in the order they were written.
    ///
    /// ```swift
    /// (left + width + 8).terms.map(\.variable.name)   // ["left", "width"]
    /// ```
    public var terms: [Term]
    /// The constant part.
    ///
    /// ```swift
    /// (left + width + 8).constant   // 8
    /// ```
    public var constant: Double

    /// Creates an expression from terms and a constant.
    ///
    /// ```swift
    /// let e = LinearExpression([Term(Variable("x"), coefficient: 2)], constant: 1)  // 2x + 1
    /// ```
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    ///
    /// ```swift
    /// let e = LinearExpression(Variable("x"))
    /// ```
    public init(_ variable: Variable) {
        self.init([Term(variable)], constant: 0)
    }

    /// The constant expression `constant`.
    ///
    /// ```swift
    /// let ten = LinearExpression(constant: 10)
    /// ```
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value with the variables' current values.
    ///
    /// ```swift
    /// let x = Variable("x", value: 2)
    /// (x * 3 + 1).value  // 7
    /// ```
    public var value: Double {
        var sum = constant
        for term in terms { sum += term.coefficient * term.variable.value }
        return sum
    }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
            constant: constant * factor)
    }
}

extension LinearExpression: CustomStringConvertible {
    /// A readable form such as `2*x + y - 8`.
    ///
    /// ```swift
    /// print(Variable("x") * 2 + 1)  // 2*x + 1
    /// ```
    public var description: String {
        var parts = ""
        for term in terms {
            let c = term.coefficient
            let magnitude = abs(c)
            let body = magnitude == 1 ? term.variable.description : "\(format(magnitude))*\(term.variable)"
            if parts.isEmpty {
                parts = c < 0 ? "-" + body : body
            } else {
                parts += (c < 0 ? " - " : " + ") + body
            }
        }
        if parts.isEmpty { return format(constant) }
        if constant != 0 { parts += (constant < 0 ? " - " : " + ") + format(abs(constant)) }
        return parts
    }
}

func format(_ x: Double) -> String {
    if abs(x) < 1e15, Double(Int64(x)) == x { return String(Int64(x)) }
    return String(x)
}
