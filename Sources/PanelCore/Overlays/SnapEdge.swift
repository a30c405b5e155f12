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
    ///
    /// ```swift
    /// SnapEdge.left.name   // "left"
    /// ```
    package static let left = SnapEdge(.left)
    /// `right`.
    ///
    /// ```swift
    /// SnapEdge.right.name   // "right"
    /// ```
    package static let right = SnapEdge(.right)
    /// `top`.
    ///
    /// ```swift
    /// SnapEdge.top.name   // "top"
    /// ```
    package static let top = SnapEdge(.top)
    /// `bottom`.
    ///
    /// ```swift
    /// SnapEdge.bottom.name   // "bottom"
    /// ```
    package static let bottom = SnapEdge(.bottom)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// SnapEdge(named: "left")   // .left
    /// ```
    package init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    ///
    /// ```swift
    /// SnapEdge.left.name   // "left"
    /// ```
    public var name: String { storage.rawValue }

    /// Every name this version knows.
    ///
    /// ```swift
    /// SnapEdge.names   // ["left", "right", "top", "bottom"]
    /// ```
    package static var names: [String] { Storage.allCases.map(\.rawValue) }
}
