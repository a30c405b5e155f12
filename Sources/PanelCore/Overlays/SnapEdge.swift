/// An edge of the bounds the floating button is pinned to.
///
/// ```swift
/// SnapEdge.left.name   // "left"
/// SnapEdge(named: "left")   // .left
/// ```
public struct SnapEdge: NamedOption {
    private enum Storage: String, CaseIterable, Sendable { case left, right, top, bottom }
    private let storage: Storage
    private init(_ storage: Storage) { self.storage = storage }

    /// `left`.
    public static let left = SnapEdge(.left)
    /// `right`.
    public static let right = SnapEdge(.right)
    /// `top`.
    public static let top = SnapEdge(.top)
    /// `bottom`.
    public static let bottom = SnapEdge(.bottom)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// SnapEdge(named: "left")   // .left
    /// ```
    public init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    public var name: String { storage.rawValue }

    /// Every name this version knows.
    public static var names: [String] { Storage.allCases.map(\.rawValue) }
}
