/// Where children sit across a horizontal stack's height (and across a depth stack).
///
/// ```swift
/// let value = VerticalAlignment.top
/// value.name   // "top"
/// ```
public struct VerticalAlignment: NamedOption {
    private enum Storage: String, CaseIterable, Sendable { case top, center, bottom }
    private let storage: Storage
    private init(_ storage: Storage) { self.storage = storage }

    /// `top`.
    ///
    /// ```swift
    /// VerticalAlignment.top.name   // "top"
    /// ```
    public static let top = VerticalAlignment(.top)
    /// `center`.
    ///
    /// ```swift
    /// VerticalAlignment.center.name   // "center"
    /// ```
    public static let center = VerticalAlignment(.center)
    /// `bottom`.
    ///
    /// ```swift
    /// VerticalAlignment.bottom.name   // "bottom"
    /// ```
    package static let bottom = VerticalAlignment(.bottom)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// VerticalAlignment(named: "top")   // .top
    /// ```
    package init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    ///
    /// ```swift
    /// VerticalAlignment.top.name   // "top"
    /// ```
    package var name: String { storage.rawValue }

    /// Every name this version knows.
    ///
    /// ```swift
    /// VerticalAlignment.names   // ["top", "center", "bottom"]
    /// ```
    package static var names: [String] { Storage.allCases.map(\.rawValue) }
}
