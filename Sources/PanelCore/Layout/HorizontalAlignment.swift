/// Where children sit across a vertical stack's width (and across a depth stack).
///
/// ```swift
/// let value = HorizontalAlignment.leading
/// value.name   // "leading"
/// ```
public struct HorizontalAlignment: NamedOption {
    private enum Storage: String, CaseIterable, Sendable { case leading, center, trailing }
    private let storage: Storage
    private init(_ storage: Storage) { self.storage = storage }

    /// `leading`.
    ///
    /// ```swift
    /// HorizontalAlignment.leading.name   // "leading"
    /// ```
    public static let leading = HorizontalAlignment(.leading)
    /// `center`.
    ///
    /// ```swift
    /// HorizontalAlignment.center.name   // "center"
    /// ```
    public static let center = HorizontalAlignment(.center)
    /// `trailing`.
    ///
    /// ```swift
    /// HorizontalAlignment.trailing.name   // "trailing"
    /// ```
    package static let trailing = HorizontalAlignment(.trailing)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// HorizontalAlignment(named: "leading")   // .leading
    /// ```
    package init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    ///
    /// ```swift
    /// HorizontalAlignment.leading.name   // "leading"
    /// ```
    package var name: String { storage.rawValue }

    /// Every name this version knows.
    ///
    /// ```swift
    /// HorizontalAlignment.names   // ["leading", "center", "trailing"]
    /// ```
    package static var names: [String] { Storage.allCases.map(\.rawValue) }
}
