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
public enum ConstraintBuilder: ListBuilder {
    /// What each statement of a constraints block adds: the items the body is made of (see ``ListBuilder``).
    ///
    /// ```swift
    /// let item: ConstraintBuilder.Item
    /// ```
    public typealias Item = LayoutConstraint

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
}
