/// What a button does in a dialog: `cancel` dismisses it (reason `cancel`) and is the least destructive choice; `destructive` does something that cannot be undone. A button without a role is a default action.
///
/// ```swift
/// ButtonRole.cancel.name   // "cancel"
/// ButtonRole(named: "cancel")   // .cancel
/// ```
public struct ButtonRole: NamedOption {
    private enum Storage: String, CaseIterable, Sendable { case cancel, destructive }
    private let storage: Storage
    private init(_ storage: Storage) { self.storage = storage }

    /// `cancel`.
    ///
    /// ```swift
    /// ButtonRole.cancel.name   // "cancel"
    /// ```
    public static let cancel = ButtonRole(.cancel)
    /// `destructive`.
    ///
    /// ```swift
    /// ButtonRole.destructive.name   // "destructive"
    /// ```
    public static let destructive = ButtonRole(.destructive)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// ButtonRole(named: "cancel")   // .cancel
    /// ```
    package init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    ///
    /// ```swift
    /// ButtonRole.cancel.name   // "cancel"
    /// ```
    package var name: String { storage.rawValue }

    /// Every name this version knows.
    ///
    /// ```swift
    /// ButtonRole.names   // ["cancel", "destructive"]
    /// ```
    package static var names: [String] { Storage.allCases.map(\.rawValue) }
}
