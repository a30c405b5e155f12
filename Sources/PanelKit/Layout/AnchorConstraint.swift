/// A constraint written in a `.constraints { c in … }` block; give it a priority with
/// ``priority(_:)`` (required by default).
///
/// The left side is moved into the tree's form `first relation multiplier × second +
/// constant`: `c.width * 2 == c.parent.width` becomes `this.width == parent.width * 0.5`.
/// A left side scaled by 0 cannot be, and is kept with a NaN multiplier that the layout
/// reports as an invalid constraint.
///
/// ```swift
/// (c.width == c.parent.width * 0.5).priority(.weak)
/// (c.height == 10).priority(600)
/// ```
public struct AnchorConstraint: Sendable {
    /// The constraint as the tree carries it.
    ///
    /// ```swift
    /// (c.width == 40).constraint.constant   // 40
    /// ```
    package var constraint: LayoutConstraint

    init(_ lhs: AnchorExpression, _ relation: LayoutRelation, _ rhs: AnchorExpression) {
        self.init(lhs, relation, second: rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
    }

    init(_ lhs: AnchorExpression, _ relation: LayoutRelation, constant: Double) {
        self.init(lhs, relation, second: nil, multiplier: 1, constant: constant)
    }

    private init(
        _ lhs: AnchorExpression, _ relation: LayoutRelation, second: LayoutAnchor?, multiplier: Double,
        constant: Double
    ) {
        // m1·first + c1  REL  m2·second + c2   ⇔   first  REL'  (m2/m1)·second + (c2 − c1)/m1
        let scale = lhs.multiplier
        var relation = relation
        if scale < 0 {
            if relation == .lessThanOrEqual {
                relation = .greaterThanOrEqual
            } else if relation == .greaterThanOrEqual {
                relation = .lessThanOrEqual
            }
        }
        let valid = scale != 0 && scale.isFinite
        constraint = LayoutConstraint(
            first: lhs.anchor, relation: relation, second: second,
            multiplier: valid ? (second == nil ? 1 : multiplier / scale) : .nan,
            constant: valid ? (constant - lhs.constant) / scale : .nan)
    }

    /// The same constraint with another priority: `.required`, `.strong`, `.medium`,
    /// `.weak` or a number on Auto Layout's 1…1000 scale.
    ///
    /// ```swift
    /// (c.width == 40).priority(.strong)
    /// (c.width == 40).priority(750)   // the same
    /// ```
    public func priority(_ priority: LayoutPriority) -> AnchorConstraint {
        var copy = self
        copy.constraint.priority = priority
        return copy
    }
}
