// Arithmetic that builds linear expressions from variables, expressions and numbers.

extension Expression {
    /// Sum of two expressions.
    ///
    /// ```swift
    /// let e = (x + 1) + (y + 2)  // x + y + 3
    /// ```
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// Expression plus a variable.
    ///
    /// ```swift
    /// let e = (x + 1) + y
    /// ```
    public static func + (lhs: Expression, rhs: Variable) -> Expression {
        Expression(lhs.terms + [Term(rhs)], constant: lhs.constant)
    }

    /// Variable plus an expression.
    ///
    /// ```swift
    /// let e = x + (y + 1)
    /// ```
    public static func + (lhs: Variable, rhs: Expression) -> Expression {
        Expression([Term(lhs)] + rhs.terms, constant: rhs.constant)
    }

    /// Expression plus a number.
    ///
    /// ```swift
    /// let e = (x + y) + 8
    /// ```
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// Number plus an expression.
    ///
    /// ```swift
    /// let e = 8 + (x + y)
    /// ```
    public static func + (lhs: Double, rhs: Expression) -> Expression {
        Expression(rhs.terms, constant: rhs.constant + lhs)
    }

    /// Difference of two expressions.
    ///
    /// ```swift
    /// let e = (x + 1) - (y + 2)  // x - y - 1
    /// ```
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + rhs.scaled(by: -1)
    }

    /// Expression minus a variable.
    ///
    /// ```swift
    /// let e = (x + 1) - y
    /// ```
    public static func - (lhs: Expression, rhs: Variable) -> Expression {
        Expression(lhs.terms + [Term(rhs, coefficient: -1)], constant: lhs.constant)
    }

    /// Variable minus an expression.
    ///
    /// ```swift
    /// let e = x - (y + 1)
    /// ```
    public static func - (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) + rhs.scaled(by: -1)
    }

    /// Expression minus a number.
    ///
    /// ```swift
    /// let e = (x + y) - 8
    /// ```
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant - rhs)
    }

    /// Number minus an expression.
    ///
    /// ```swift
    /// let e = 100 - (x + y)
    /// ```
    public static func - (lhs: Double, rhs: Expression) -> Expression {
        rhs.scaled(by: -1) + lhs
    }

    /// The negated expression.
    ///
    /// ```swift
    /// let e = -(x + 1)  // -x - 1
    /// ```
    public static prefix func - (operand: Expression) -> Expression {
        operand.scaled(by: -1)
    }

    /// Expression times a number.
    ///
    /// ```swift
    /// let e = (x + 1) * 2  // 2x + 2
    /// ```
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        lhs.scaled(by: rhs)
    }

    /// Number times an expression.
    ///
    /// ```swift
    /// let e = 2 * (x + 1)
    /// ```
    public static func * (lhs: Double, rhs: Expression) -> Expression {
        rhs.scaled(by: lhs)
    }

    /// Expression divided by a number.
    ///
    /// ```swift
    /// let e = (x + y) / 2
    /// ```
    public static func / (lhs: Expression, rhs: Double) -> Expression {
        lhs.scaled(by: 1 / rhs)
    }
}

extension Variable {
    /// Sum of two variables.
    ///
    /// ```swift
    /// let right = left + width
    /// ```
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression([Term(lhs), Term(rhs)], constant: 0)
    }

    /// Variable plus a number.
    ///
    /// ```swift
    /// let e = x + 8
    /// ```
    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression([Term(lhs)], constant: rhs)
    }

    /// Number plus a variable.
    ///
    /// ```swift
    /// let e = 8 + x
    /// ```
    public static func + (lhs: Double, rhs: Variable) -> Expression {
        Expression([Term(rhs)], constant: lhs)
    }

    /// Difference of two variables.
    ///
    /// ```swift
    /// let width = right - left
    /// ```
    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression([Term(lhs), Term(rhs, coefficient: -1)], constant: 0)
    }

    /// Variable minus a number.
    ///
    /// ```swift
    /// let e = x - 8
    /// ```
    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression([Term(lhs)], constant: -rhs)
    }

    /// Number minus a variable.
    ///
    /// ```swift
    /// let e = 100 - x
    /// ```
    public static func - (lhs: Double, rhs: Variable) -> Expression {
        Expression([Term(rhs, coefficient: -1)], constant: lhs)
    }

    /// The negated variable.
    ///
    /// ```swift
    /// let e = -x
    /// ```
    public static prefix func - (operand: Variable) -> Expression {
        Expression([Term(operand, coefficient: -1)], constant: 0)
    }

    /// Variable times a number.
    ///
    /// ```swift
    /// let e = x * 2
    /// ```
    public static func * (lhs: Variable, rhs: Double) -> Expression {
        Expression([Term(lhs, coefficient: rhs)], constant: 0)
    }

    /// Number times a variable.
    ///
    /// ```swift
    /// let e = 2 * x
    /// ```
    public static func * (lhs: Double, rhs: Variable) -> Expression {
        Expression([Term(rhs, coefficient: lhs)], constant: 0)
    }

    /// Variable divided by a number.
    ///
    /// ```swift
    /// let half = x / 2
    /// ```
    public static func / (lhs: Variable, rhs: Double) -> Expression {
        Expression([Term(lhs, coefficient: 1 / rhs)], constant: 0)
    }
}
