/// Where a dialog sits in the root it covers: at the top, in the centre, or at the bottom (DDDialog's three placements).
///
/// ```swift
/// DialogPlacement.center.name   // "center"
/// DialogPlacement(named: "center")   // .center
/// ```
public struct DialogPlacement: NamedOption {
    private enum Storage: String, CaseIterable, Sendable { case top, center, bottom }
    private let storage: Storage
    private init(_ storage: Storage) { self.storage = storage }

    /// `top`.
    ///
    /// ```swift
    /// DialogPlacement.top.name   // "top"
    /// ```
    public static let top = DialogPlacement(.top)
    /// `center`.
    ///
    /// ```swift
    /// DialogPlacement.center.name   // "center"
    /// ```
    public static let center = DialogPlacement(.center)
    /// `bottom`.
    ///
    /// ```swift
    /// DialogPlacement.bottom.name   // "bottom"
    /// ```
    public static let bottom = DialogPlacement(.bottom)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// DialogPlacement(named: "center")   // .center
    /// ```
    package init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    ///
    /// ```swift
    /// DialogPlacement.top.name   // "top"
    /// ```
    package var name: String { storage.rawValue }

    /// Every name this version knows.
    ///
    /// ```swift
    /// DialogPlacement.names   // ["top", "center", "bottom"]
    /// ```
    package static var names: [String] { Storage.allCases.map(\.rawValue) }
}
