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
    package static let leading = AnchorAttribute(.leading)
    /// `trailing`.
    ///
    /// ```swift
    /// AnchorAttribute.trailing.name   // "trailing"
    /// ```
    package static let trailing = AnchorAttribute(.trailing)
    /// `top`.
    ///
    /// ```swift
    /// AnchorAttribute.top.name   // "top"
    /// ```
    package static let top = AnchorAttribute(.top)
    /// `bottom`.
    ///
    /// ```swift
    /// AnchorAttribute.bottom.name   // "bottom"
    /// ```
    package static let bottom = AnchorAttribute(.bottom)
    /// `centerX`.
    ///
    /// ```swift
    /// AnchorAttribute.centerX.name   // "centerX"
    /// ```
    package static let centerX = AnchorAttribute(.centerX)
    /// `centerY`.
    ///
    /// ```swift
    /// AnchorAttribute.centerY.name   // "centerY"
    /// ```
    package static let centerY = AnchorAttribute(.centerY)
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
    package static let height = AnchorAttribute(.height)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// AnchorAttribute(named: "leading")   // .leading
    /// ```
    package init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    ///
    /// ```swift
    /// AnchorAttribute.leading.name   // "leading"
    /// ```
    package var name: String { storage.rawValue }

    /// Every name this version knows.
    ///
    /// ```swift
    /// AnchorAttribute.names   // ["leading", "trailing", "top", "bottom", "centerX", "centerY", "width", "height"]
    /// ```
    package static var names: [String] { Storage.allCases.map(\.rawValue) }
}
