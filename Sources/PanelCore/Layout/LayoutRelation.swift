/// How the two sides of a layout constraint relate: `equal` (`==`), `lessThanOrEqual` (`<=`) or `greaterThanOrEqual` (`>=`).
///
/// ```swift
/// let value = LayoutRelation.equal
/// value.name   // "equal"
/// ```
public struct LayoutRelation: NamedOption {
    private enum Storage: String, CaseIterable, Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }
    private let storage: Storage
    private init(_ storage: Storage) { self.storage = storage }

    /// `equal`.
    ///
    /// ```swift
    /// LayoutRelation.equal.name   // "equal"
    /// ```
    public static let equal = LayoutRelation(.equal)
    /// `lessThanOrEqual`.
    ///
    /// ```swift
    /// LayoutRelation.lessThanOrEqual.name   // "lessThanOrEqual"
    /// ```
    package static let lessThanOrEqual = LayoutRelation(.lessThanOrEqual)
    /// `greaterThanOrEqual`.
    ///
    /// ```swift
    /// LayoutRelation.greaterThanOrEqual.name   // "greaterThanOrEqual"
    /// ```
    package static let greaterThanOrEqual = LayoutRelation(.greaterThanOrEqual)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// LayoutRelation(named: "equal")   // .equal
    /// ```
    package init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    ///
    /// ```swift
    /// LayoutRelation.equal.name   // "equal"
    /// ```
    package var name: String { storage.rawValue }

    /// Every name this version knows.
    ///
    /// ```swift
    /// LayoutRelation.names   // ["equal", "lessThanOrEqual", "greaterThanOrEqual"]
    /// ```
    package static var names: [String] { Storage.allCases.map(\.rawValue) }
}
