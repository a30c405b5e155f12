/// The direction a stack places its children: `vertical` (VStack), `horizontal` (HStack) or `depth` (ZStack, children on top of each other).
///
/// ```swift
/// let value = Axis.vertical
/// value.name   // "vertical"
/// ```
public struct Axis: NamedOption {
    private enum Storage: String, CaseIterable, Sendable { case vertical, horizontal, depth }
    private let storage: Storage
    private init(_ storage: Storage) { self.storage = storage }

    /// `vertical`.
    ///
    /// ```swift
    /// Axis.vertical.name   // "vertical"
    /// ```
    public static let vertical = Axis(.vertical)
    /// `horizontal`.
    ///
    /// ```swift
    /// Axis.horizontal.name   // "horizontal"
    /// ```
    public static let horizontal = Axis(.horizontal)
    /// `depth`.
    ///
    /// ```swift
    /// Axis.depth.name   // "depth"
    /// ```
    package static let depth = Axis(.depth)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// Axis(named: "vertical")   // .vertical
    /// ```
    package init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    ///
    /// ```swift
    /// Axis.vertical.name   // "vertical"
    /// ```
    package var name: String { storage.rawValue }

    /// Every name this version knows.
    ///
    /// ```swift
    /// Axis.names   // ["vertical", "horizontal", "depth"]
    /// ```
    package static var names: [String] { Storage.allCases.map(\.rawValue) }
}
