@testable import ConstraintSolver

/// Reads constraints written as in bug reports: `-0.3*x5 + 374.32 <= -10*x2 (weak)`, over variables
/// `x0`, `x1`, … (required unless a strength is given in parentheses), so reproducers stay verbatim.
struct ConstraintText {
    var variables: [Variable]

    init(variables count: Int) {
        variables = (0..<count).map { Variable("x\($0)") }
    }

    /// Parses one constraint; `nil` for text it does not understand.
    func parse(_ text: String) -> Constraint? {
        var body = Substring(text.trimmingSpaces)
        var strength = Strength.required
        if body.hasSuffix(")"), let open = body.lastIndex(of: "(") {
            switch body[body.index(after: open)..<body.index(before: body.endIndex)] {
            case "weak": strength = .weak
            case "medium": strength = .medium
            case "strong": strength = .strong
            default: return nil
            }
            body = body[..<open]
        }
        for (symbol, relation) in [
            ("<=", Relation.lessThanOrEqual), (">=", .greaterThanOrEqual), ("==", .equal),
        ] {
            guard let range = body.range(of: symbol) else { continue }
            guard let lhs = side(body[..<range.lowerBound]), let rhs = side(body[range.upperBound...]) else {
                return nil
            }
            let difference = LinearExpression(
                lhs.terms + rhs.terms.map { Term($0.variable, coefficient: -$0.coefficient) },
                constant: lhs.constant - rhs.constant)
            return Constraint(difference, relation, strength: strength, label: text.trimmingSpaces)
        }
        return nil
    }

    /// One side: a sum of `c*xN`, `xN` and numbers with `+` and `-`.
    func side(_ text: Substring) -> LinearExpression? {
        var expression = LinearExpression()
        var sign = 1.0
        var pending = ""
        func flush() -> Bool {
            let token = pending.trimmingSpaces
            pending = ""
            if token.isEmpty { return true }
            let parts = token.split(separator: "*")
            var coefficient = sign
            var variable: Variable?
            for part in parts {
                if part.hasPrefix("x"), let n = Int(part.dropFirst()), n < variables.count {
                    variable = variables[n]
                } else if let number = Double(part) {
                    coefficient *= number
                } else {
                    return false
                }
            }
            if let variable {
                expression.terms.append(Term(variable, coefficient: coefficient))
            } else {
                expression.constant += coefficient
            }
            return true
        }
        for character in text {
            if character == "+" || character == "-" {
                // A sign right after `*` (`2*-x`) is not used in reports; treat every +/- as a separator.
                guard flush() else { return nil }
                sign = character == "-" ? -1 : 1
            } else if character != " " {
                pending.append(character)
            }
        }
        guard flush() else { return nil }
        return expression
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(
            drop { $0 == " " || $0 == "\n" }.reversed().drop { $0 == " " || $0 == "\n" || $0 == ";" }
                .reversed())
    }
}
