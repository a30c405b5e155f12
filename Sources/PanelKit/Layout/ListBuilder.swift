/// What PanelKit's result builders share: every statement of a body is a list of items, and
/// the lists are joined in order. ``LayoutBuilder``, ``DialogBuilder`` (both through
/// ``NodeListBuilder``), ``ConstraintBuilder`` and ``PanelBuilder`` each say only which
/// expressions they take (and which they refuse, with a message that says what to write
/// instead); blocks, `if`, `if`/`else`, `switch`, `for … in` and `#available` come from here.
///
/// Every statement becomes a list at once (no nested generic tuples), so bodies of any length
/// type-check quickly and there is no limit on the number of statements.
///
/// ```swift
/// @resultBuilder
/// enum TagBuilder: ListBuilder {
///     typealias Item = String
///     static func buildExpression(_ tag: String) -> [String] { [tag] }
/// }
/// ```
public protocol ListBuilder {
    /// What one statement of a body adds to the list.
    associatedtype Item
}

extension ListBuilder {
    /// The statements of a body, in order.
    ///
    /// ```swift
    /// Text("Title")
    /// Divider()
    /// ```
    public static func buildBlock(_ parts: [Item]...) -> [Item] {
        parts.flatMap { $0 }
    }

    /// An `if` without `else`.
    ///
    /// ```swift
    /// if showsFooter {
    ///     Text("Footer")
    /// }
    /// ```
    public static func buildOptional(_ part: [Item]?) -> [Item] {
        part ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    ///
    /// ```swift
    /// if isCompact { VStack { Text("a") } } else { HStack { Text("a") } }
    /// ```
    public static func buildEither(first part: [Item]) -> [Item] {
        part
    }

    /// The second branch of an `if`/`else` or `switch`.
    ///
    /// ```swift
    /// if isCompact { VStack { Text("a") } } else { HStack { Text("a") } }
    /// ```
    public static func buildEither(second part: [Item]) -> [Item] {
        part
    }

    /// A `for … in` loop.
    ///
    /// ```swift
    /// for name in ["a", "b"] {
    ///     Text(name)
    /// }
    /// ```
    public static func buildArray(_ parts: [[Item]]) -> [Item] {
        parts.flatMap { $0 }
    }

    /// An `if #available` branch.
    ///
    /// ```swift
    /// if #available(macOS 15, *) {
    ///     Text("New")
    /// }
    /// ```
    public static func buildLimitedAvailability(_ part: [Item]) -> [Item] {
        part
    }
}
