/// Collects the constraints of a `.constraints { c in … }` block.
///
/// Each line relates two anchors (or an anchor and a number) with `==`, `<=` or `>=`;
/// `if`, `switch`, `for … in` and `#available` work as in any builder.
///
/// ```swift
/// Box("Details").constraints { c in
///     c.top == header.bottom + 1
///     c.width >= 20
///     if isCompact {
///         c.leading == c.parent.leading
///     } else {
///         c.centerX == c.parent.centerX
///     }
/// }
/// ```
@resultBuilder
public enum ConstraintBuilder {
    /// One constraint.
    public static func buildExpression(_ constraint: AnchorConstraint) -> [LayoutConstraint] {
        [constraint.constraint]
    }

    /// Constraints built elsewhere (e.g. decoded from JSON).
    public static func buildExpression(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        constraints
    }

    /// An anchor alone constrains nothing.
    @available(
        *, unavailable, message: "an anchor alone is not a constraint: relate it, e.g. c.top == c.parent.top"
    )
    public static func buildExpression(_ anchor: AnchorExpression) -> [LayoutConstraint] { [] }

    /// A Boolean is not a constraint; a comparison of numbers was probably meant as anchors.
    @available(
        *, unavailable,
        message: "this compares values, not anchors: write c.width == 20 or c.leading == c.parent.leading"
    )
    public static func buildExpression(_ value: Bool) -> [LayoutConstraint] { [] }

    /// The lines of a block, in order.
    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] {
        parts.flatMap { $0 }
    }

    /// An `if` without `else`.
    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] {
        part ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] {
        part
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] {
        part
    }

    /// A `for … in` loop.
    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] {
        parts.flatMap { $0 }
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: [LayoutConstraint]) -> [LayoutConstraint] {
        part
    }
}
