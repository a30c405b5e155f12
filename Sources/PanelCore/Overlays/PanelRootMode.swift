/// How a panel root shows its panels: `inline` (every active panel in place) or `drawer` (one shared bottom sheet opened by the floating button or a binding).
///
/// ```swift
/// PanelRootMode.drawer.name   // "drawer"
/// PanelRootMode(named: "drawer")   // .drawer
/// ```
public struct PanelRootMode: NamedOption {
    private enum Storage: String, CaseIterable, Sendable { case inline, drawer }
    private let storage: Storage
    private init(_ storage: Storage) { self.storage = storage }

    /// `inline`.
    ///
    /// ```swift
    /// PanelRootMode.inline.name   // "inline"
    /// ```
    public static let inline = PanelRootMode(.inline)
    /// `drawer`.
    ///
    /// ```swift
    /// PanelRootMode.drawer.name   // "drawer"
    /// ```
    public static let drawer = PanelRootMode(.drawer)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// PanelRootMode(named: "drawer")   // .drawer
    /// ```
    package init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    ///
    /// ```swift
    /// PanelRootMode.inline.name   // "inline"
    /// ```
    package var name: String { storage.rawValue }

    /// Every name this version knows.
    ///
    /// ```swift
    /// PanelRootMode.names   // ["inline", "drawer"]
    /// ```
    package static var names: [String] { Storage.allCases.map(\.rawValue) }
}
