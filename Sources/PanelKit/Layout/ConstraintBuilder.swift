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
    ///
    /// ```swift
    /// c.top == header.bottom + 1
    /// ```
    public static func buildExpression(_ constraint: AnchorConstraint) -> [LayoutConstraint] {
        [constraint.constraint]
    }

    /// Constraints built elsewhere (e.g. decoded from JSON).
    ///
    /// ```swift
    /// Box("Details").constraints { c in
    ///     savedConstraints   // [LayoutConstraint]
    /// }
    /// ```
    public static func buildExpression(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        constraints
    }

    /// An anchor alone constrains nothing.
    ///
    /// ```swift
    /// c.top == c.parent.top   // not a bare c.top
    /// ```
    @available(
        *, unavailable, message: "an anchor alone is not a constraint: relate it, e.g. c.top == c.parent.top"
    )
    public static func buildExpression(_ anchor: AnchorExpression) -> [LayoutConstraint] { [] }

    /// A Boolean is not a constraint; a comparison of numbers was probably meant as anchors.
    ///
    /// ```swift
    /// c.width == 20   // c.width, not a number, on the left
    /// ```
    @available(
        *, unavailable,
        message: "this compares values, not anchors: write c.width == 20 or c.leading == c.parent.leading"
    )
    public static func buildExpression(_ value: Bool) -> [LayoutConstraint] { [] }

    /// The lines of a block, in order.
    ///
    /// ```swift
    /// c.top == c.parent.top
    /// c.leading == c.parent.leading
    /// ```
    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] {
        parts.flatMap { $0 }
    }

    /// An `if` without `else`.
    ///
    /// ```swift
    /// if hasHeader {
    ///     c.top == header.bottom + 1
    /// }
    /// ```
    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] {
        part ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    ///
    /// ```swift
    /// if isCompact { c.leading == c.parent.leading } else { c.centerX == c.parent.centerX }
    /// ```
    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] {
        part
    }

    /// The second branch of an `if`/`else` or `switch`.
    ///
    /// ```swift
    /// if isCompact { c.leading == c.parent.leading } else { c.centerX == c.parent.centerX }
    /// ```
    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] {
        part
    }

    /// A `for … in` loop.
    ///
    /// ```swift
    /// for edge in [c.leading, c.trailing] {
    ///     edge >= 0
    /// }
    /// ```
    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] {
        parts.flatMap { $0 }
    }

    /// An `if #available` branch.
    ///
    /// ```swift
    /// if #available(macOS 15, *) {
    ///     c.width >= 20
    /// }
    /// ```
    public static func buildLimitedAvailability(_ part: [LayoutConstraint]) -> [LayoutConstraint] {
        part
    }
}
