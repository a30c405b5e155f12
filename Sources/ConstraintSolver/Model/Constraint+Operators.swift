// `==`, `<=` and `>=` between variables, expressions and numbers make required constraints.

extension LinearExpression {
    /// `lhs == rhs`, required.
    ///
    /// ```swift
    /// let c = left + width == right
    /// ```
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// `lhs <= rhs`, required.
    ///
    /// ```swift
    /// let c = left + width <= right
    /// ```
    public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// `lhs >= rhs`, required.
    ///
    /// ```swift
    /// let c = right >= left + 10
    /// ```
    public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }
}

extension LinearExpression {
    /// `lhs == rhs`, required.
    ///
    /// ```swift
    /// let c = (x + y) == 10
    /// ```
    public static func == (lhs: LinearExpression, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// `lhs <= rhs`, required.
    ///
    /// ```swift
    /// let c = (x + y) <= 10
    /// ```
    public static func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// `lhs >= rhs`, required.
    ///
    /// ```swift
    /// let c = (x + y) >= 10
    /// ```
    public static func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// `lhs == rhs`, required.
    ///
    /// ```swift
    /// let c = 10 == (x + y)
    /// ```
    public static func == (lhs: Double, rhs: LinearExpression) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// `lhs <= rhs`, required.
    ///
    /// ```swift
    /// let c = 10 <= (x + y)
    /// ```
    public static func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// `lhs >= rhs`, required.
    ///
    /// ```swift
    /// let c = 10 >= (x + y)
    /// ```
    public static func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// `lhs == rhs`, required.
    ///
    /// ```swift
    /// let c = (x + 8) == y
    /// ```
    public static func == (lhs: LinearExpression, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// `lhs <= rhs`, required.
    ///
    /// ```swift
    /// let c = (x + 8) <= y
    /// ```
    public static func <= (lhs: LinearExpression, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// `lhs >= rhs`, required.
    ///
    /// ```swift
    /// let c = (x + 8) >= y
    /// ```
    public static func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }
}

extension Variable {
    /// `lhs == rhs`, required.
    ///
    /// ```swift
    /// let c = x == y
    /// ```
    public static func == (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// `lhs <= rhs`, required.
    ///
    /// ```swift
    /// let c = x <= y
    /// ```
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// `lhs >= rhs`, required.
    ///
    /// ```swift
    /// let c = x >= y
    /// ```
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// `lhs == rhs`, required.
    ///
    /// ```swift
    /// let c = x == 10
    /// ```
    public static func == (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// `lhs <= rhs`, required.
    ///
    /// ```swift
    /// let c = x <= 10
    /// ```
    public static func <= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// `lhs >= rhs`, required.
    ///
    /// ```swift
    /// let c = x >= 10
    /// ```
    public static func >= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// `lhs == rhs`, required.
    ///
    /// ```swift
    /// let c = 10 == x
    /// ```
    public static func == (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// `lhs <= rhs`, required.
    ///
    /// ```swift
    /// let c = 10 <= x
    /// ```
    public static func <= (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// `lhs >= rhs`, required.
    ///
    /// ```swift
    /// let c = 10 >= x
    /// ```
    public static func >= (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// `lhs == rhs`, required.
    ///
    /// ```swift
    /// let c = y == x + 8
    /// ```
    public static func == (lhs: Variable, rhs: LinearExpression) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// `lhs <= rhs`, required.
    ///
    /// ```swift
    /// let c = y <= x + 8
    /// ```
    public static func <= (lhs: Variable, rhs: LinearExpression) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// `lhs >= rhs`, required.
    ///
    /// ```swift
    /// let c = y >= x + 8
    /// ```
    public static func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }
}
