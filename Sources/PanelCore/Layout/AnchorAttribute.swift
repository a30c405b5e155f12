/// An edge, centre or dimension of a node's frame that a constraint can refer to.
///
/// ```swift
/// let value = AnchorAttribute.leading
/// value.name   // "leading"
/// ```
public struct AnchorAttribute: NamedOption {
    private enum Storage: String, CaseIterable, Sendable {
        case leading, trailing, top, bottom, centerX, centerY, width, height
    }
    private let storage: Storage
    private init(_ storage: Storage) { self.storage = storage }

    /// `leading`.
    public static let leading = AnchorAttribute(.leading)
    /// `trailing`.
    public static let trailing = AnchorAttribute(.trailing)
    /// `top`.
    public static let top = AnchorAttribute(.top)
    /// `bottom`.
    public static let bottom = AnchorAttribute(.bottom)
    /// `centerX`.
    public static let centerX = AnchorAttribute(.centerX)
    /// `centerY`.
    public static let centerY = AnchorAttribute(.centerY)
    /// `width`.
    public static let width = AnchorAttribute(.width)
    /// `height`.
    public static let height = AnchorAttribute(.height)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// AnchorAttribute(named: "leading")   // .leading
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
