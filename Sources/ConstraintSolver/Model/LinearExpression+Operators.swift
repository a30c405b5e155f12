// Arithmetic that builds linear expressions from variables, expressions and numbers.

extension LinearExpression {
    /// Sum of two expressions.
    ///
    /// ```swift
    /// let e = (x + 1) + (y + 2)  // x + y + 3
    /// ```
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// LinearExpression plus a variable.
    ///
    /// ```swift
    /// let e = (x + 1) + y
    /// ```
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs.terms + [Term(rhs)], constant: lhs.constant)
    }

    /// Variable plus an expression.
    ///
    /// ```swift
    /// let e = x + (y + 1)
    /// ```
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression([Term(lhs)] + rhs.terms, constant: rhs.constant)
    }

    /// LinearExpression plus a number.
    ///
    /// ```swift
    /// let e = (x + y) + 8
    /// ```
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// Number plus an expression.
    ///
    /// ```swift
    /// let e = 8 + (x + y)
    /// ```
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(rhs.terms, constant: rhs.constant + lhs)
    }

    /// Difference of two expressions.
    ///
    /// ```swift
    /// let e = (x + 1) - (y + 2)  // x - y - 1
    /// ```
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs.scaled(by: -1)
    }

    /// LinearExpression minus a variable.
    ///
    /// ```swift
    /// let e = (x + 1) - y
    /// ```
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs.terms + [Term(rhs, coefficient: -1)], constant: lhs.constant)
    }

    /// Variable minus an expression.
    ///
    /// ```swift
    /// let e = x - (y + 1)
    /// ```
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs.scaled(by: -1)
    }

    /// LinearExpression minus a number.
    ///
    /// ```swift
    /// let e = (x + y) - 8
    /// ```
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant - rhs)
    }

    /// Number minus an expression.
    ///
    /// ```swift
    /// let e = 100 - (x + y)
    /// ```
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs.scaled(by: -1) + lhs
    }

    /// The negated expression.
    ///
    /// ```swift
    /// let e = -(x + 1)  // -x - 1
    /// ```
    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand.scaled(by: -1)
    }

    /// LinearExpression times a number.
    ///
    /// ```swift
    /// let e = (x + 1) * 2  // 2x + 2
    /// ```
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.scaled(by: rhs)
    }

    /// Number times an expression.
    ///
    /// ```swift
    /// let e = 2 * (x + 1)
    /// ```
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs.scaled(by: lhs)
    }

    /// LinearExpression divided by a number.
    ///
    /// ```swift
    /// let e = (x + y) / 2
    /// ```
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.scaled(by: 1 / rhs)
    }
}

extension Variable {
    /// Sum of two variables.
    ///
    /// ```swift
    /// let right = left + width
    /// ```
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs)], constant: 0)
    }

    /// Variable plus a number.
    ///
    /// ```swift
    /// let e = x + 8
    /// ```
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs)], constant: rhs)
    }

    /// Number plus a variable.
    ///
    /// ```swift
    /// let e = 8 + x
    /// ```
    public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(rhs)], constant: lhs)
    }

    /// Difference of two variables.
    ///
    /// ```swift
    /// let width = right - left
    /// ```
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs, coefficient: -1)], constant: 0)
    }

    /// Variable minus a number.
    ///
    /// ```swift
    /// let e = x - 8
    /// ```
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs)], constant: -rhs)
    }

    /// Number minus a variable.
    ///
    /// ```swift
    /// let e = 100 - x
    /// ```
    public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(rhs, coefficient: -1)], constant: lhs)
    }

    /// The negated variable.
    ///
    /// ```swift
    /// let e = -x
    /// ```
    public static prefix func - (operand: Variable) -> LinearExpression {
        LinearExpression([Term(operand, coefficient: -1)], constant: 0)
    }

    /// Variable times a number.
    ///
    /// ```swift
    /// let e = x * 2
    /// ```
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs, coefficient: rhs)], constant: 0)
    }

    /// Number times a variable.
    ///
    /// ```swift
    /// let e = 2 * x
    /// ```
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(rhs, coefficient: lhs)], constant: 0)
    }

    /// Variable divided by a number.
    ///
    /// ```swift
    /// let half = x / 2
    /// ```
    public static func / (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs, coefficient: 1 / rhs)], constant: 0)
    }
}
