/// A corner of the screen: the floating button's initial anchor (DialKit's `position`).
///
/// ```swift
/// ScreenCorner.bottomRight.name   // "bottomRight"
/// ScreenCorner(named: "bottomRight")   // .bottomRight
/// ```
public struct ScreenCorner: NamedOption {
    private enum Storage: String, CaseIterable, Sendable { case topLeft, topRight, bottomLeft, bottomRight }
    private let storage: Storage
    private init(_ storage: Storage) { self.storage = storage }

    /// `topLeft`.
    ///
    /// ```swift
    /// ScreenCorner.topLeft.name   // "topLeft"
    /// ```
    package static let topLeft = ScreenCorner(.topLeft)
    /// `topRight`.
    ///
    /// ```swift
    /// ScreenCorner.topRight.name   // "topRight"
    /// ```
    package static let topRight = ScreenCorner(.topRight)
    /// `bottomLeft`.
    ///
    /// ```swift
    /// ScreenCorner.bottomLeft.name   // "bottomLeft"
    /// ```
    package static let bottomLeft = ScreenCorner(.bottomLeft)
    /// `bottomRight`.
    ///
    /// ```swift
    /// ScreenCorner.bottomRight.name   // "bottomRight"
    /// ```
    public static let bottomRight = ScreenCorner(.bottomRight)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// ScreenCorner(named: "bottomRight")   // .bottomRight
    /// ```
    package init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    ///
    /// ```swift
    /// ScreenCorner.topLeft.name   // "topLeft"
    /// ```
    package var name: String { storage.rawValue }

    /// Every name this version knows.
    ///
    /// ```swift
    /// ScreenCorner.names   // ["topLeft", "topRight", "bottomLeft", "bottomRight"]
    /// ```
    package static var names: [String] { Storage.allCases.map(\.rawValue) }
}
