/// The height the drawer rests at: `medium` (half the root) or `tall` (most of it).
///
/// ```swift
/// DrawerDetent.medium.name   // "medium"
/// DrawerDetent(named: "medium")   // .medium
/// ```
public struct DrawerDetent: NamedOption {
    private enum Storage: String, CaseIterable, Sendable { case medium, tall }
    private let storage: Storage
    private init(_ storage: Storage) { self.storage = storage }

    /// `medium`.
    ///
    /// ```swift
    /// DrawerDetent.medium.name   // "medium"
    /// ```
    package static let medium = DrawerDetent(.medium)
    /// `tall`.
    ///
    /// ```swift
    /// DrawerDetent.tall.name   // "tall"
    /// ```
    package static let tall = DrawerDetent(.tall)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// DrawerDetent(named: "medium")   // .medium
    /// ```
    package init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    ///
    /// ```swift
    /// DrawerDetent.medium.name   // "medium"
    /// ```
    package var name: String { storage.rawValue }

    /// Every name this version knows.
    ///
    /// ```swift
    /// DrawerDetent.names   // ["medium", "tall"]
    /// ```
    package static var names: [String] { Storage.allCases.map(\.rawValue) }
}
