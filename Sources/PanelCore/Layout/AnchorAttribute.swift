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
    ///
    /// ```swift
    /// AnchorAttribute.leading.name   // "leading"
    /// ```
    public static let leading = AnchorAttribute(.leading)
    /// `trailing`.
    ///
    /// ```swift
    /// AnchorAttribute.trailing.name   // "trailing"
    /// ```
    public static let trailing = AnchorAttribute(.trailing)
    /// `top`.
    ///
    /// ```swift
    /// AnchorAttribute.top.name   // "top"
    /// ```
    public static let top = AnchorAttribute(.top)
    /// `bottom`.
    ///
    /// ```swift
    /// AnchorAttribute.bottom.name   // "bottom"
    /// ```
    public static let bottom = AnchorAttribute(.bottom)
    /// `centerX`.
    ///
    /// ```swift
    /// AnchorAttribute.centerX.name   // "centerX"
    /// ```
    public static let centerX = AnchorAttribute(.centerX)
    /// `centerY`.
    ///
    /// ```swift
    /// AnchorAttribute.centerY.name   // "centerY"
    /// ```
    public static let centerY = AnchorAttribute(.centerY)
    /// `width`.
    ///
    /// ```swift
    /// AnchorAttribute.width.name   // "width"
    /// ```
    public static let width = AnchorAttribute(.width)
    /// `height`.
    ///
    /// ```swift
    /// AnchorAttribute.height.name   // "height"
    /// ```
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
    ///
    /// ```swift
    /// AnchorAttribute.leading.name   // "leading"
    /// ```
    public var name: String { storage.rawValue }

    /// Every name this version knows.
    ///
    /// ```swift
    /// AnchorAttribute.names   // ["leading", "trailing", "top", "bottom", "centerX", "centerY", "width", "height"]
    /// ```
    public static var names: [String] { Storage.allCases.map(\.rawValue) }
}
