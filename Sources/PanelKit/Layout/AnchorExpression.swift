/// An anchor, optionally scaled and offset: one side of a layout constraint
/// (`header.bottom + 1`, `c.parent.width * 0.5`).
///
/// Relate two sides with `==`, `<=` or `>=` to get an ``AnchorConstraint``.
///
/// ```swift
/// c.width == c.parent.width * 0.5 - 2
/// ```
public struct AnchorExpression: Sendable {
    /// The anchor.
    ///
    /// ```swift
    /// (header.bottom + 1).anchor   // header's bottom
    /// ```
    package var anchor: LayoutAnchor
    /// The factor applied to the anchor.
    ///
    /// ```swift
    /// (c.parent.width * 0.5).multiplier   // 0.5
    /// ```
    package var multiplier: Double
    /// The number added, in cells.
    ///
    /// ```swift
    /// (header.bottom + 1).constant   // 1
    /// ```
    package var constant: Double

    /// Creates an expression `multiplier × anchor + constant`.
    ///
    /// ```swift
    /// AnchorExpression(LayoutAnchor(.parent, .width), multiplier: 0.5)
    /// ```
    package init(_ anchor: LayoutAnchor, multiplier: Double = 1, constant: Double = 0) {
        self.anchor = anchor
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Adds a constant.
    ///
    /// ```swift
    /// c.leading == c.parent.leading + 1
    /// ```
    public static func + (lhs: AnchorExpression, rhs: Double) -> AnchorExpression {
        AnchorExpression(lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
    }

    /// Subtracts a constant.
    ///
    /// ```swift
    /// c.trailing == c.parent.trailing - 1
    /// ```
    public static func - (lhs: AnchorExpression, rhs: Double) -> AnchorExpression {
        AnchorExpression(lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
    }

    /// Scales by a multiplier.
    ///
    /// ```swift
    /// c.width == c.parent.width * 0.5
    /// ```
    public static func * (lhs: AnchorExpression, rhs: Double) -> AnchorExpression {
        AnchorExpression(lhs.anchor, multiplier: lhs.multiplier * rhs, constant: lhs.constant * rhs)
    }

    /// Scales by a multiplier written first.
    ///
    /// ```swift
    /// c.width == 0.5 * c.parent.width
    /// ```
    public static func * (lhs: Double, rhs: AnchorExpression) -> AnchorExpression {
        rhs * lhs
    }

    /// `lhs == rhs`.
    ///
    /// ```swift
    /// c.top == header.bottom + 1
    /// ```
    public static func == (lhs: AnchorExpression, rhs: AnchorExpression) -> AnchorConstraint {
        AnchorConstraint(lhs, .equal, rhs)
    }

    /// `lhs <= rhs`.
    ///
    /// ```swift
    /// c.trailing <= c.parent.trailing
    /// ```
    public static func <= (lhs: AnchorExpression, rhs: AnchorExpression) -> AnchorConstraint {
        AnchorConstraint(lhs, .lessThanOrEqual, rhs)
    }

    /// `lhs >= rhs`.
    ///
    /// ```swift
    /// c.leading >= header.trailing + 2
    /// ```
    public static func >= (lhs: AnchorExpression, rhs: AnchorExpression) -> AnchorConstraint {
        AnchorConstraint(lhs, .greaterThanOrEqual, rhs)
    }

    /// `lhs == constant`.
    ///
    /// ```swift
    /// c.height == 3
    /// ```
    public static func == (lhs: AnchorExpression, rhs: Double) -> AnchorConstraint {
        AnchorConstraint(lhs, .equal, constant: rhs)
    }

    /// `lhs <= constant`.
    ///
    /// ```swift
    /// c.width <= 60
    /// ```
    public static func <= (lhs: AnchorExpression, rhs: Double) -> AnchorConstraint {
        AnchorConstraint(lhs, .lessThanOrEqual, constant: rhs)
    }

    /// `lhs >= constant`.
    ///
    /// ```swift
    /// c.width >= 20
    /// ```
    public static func >= (lhs: AnchorExpression, rhs: Double) -> AnchorConstraint {
        AnchorConstraint(lhs, .greaterThanOrEqual, constant: rhs)
    }
}
