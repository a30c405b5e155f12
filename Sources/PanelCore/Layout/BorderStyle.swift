/// The line a border is drawn with. The ASCII backend draws every style with `+`, `-` and `|`.
///
/// ```swift
/// let value = BorderStyle.single
/// value.name   // "single"
/// ```
public struct BorderStyle: NamedOption {
    private enum Storage: String, CaseIterable, Sendable { case single, rounded, heavy, double }
    private let storage: Storage
    private init(_ storage: Storage) { self.storage = storage }

    /// `single`.
    ///
    /// ```swift
    /// BorderStyle.single.name   // "single"
    /// ```
    public static let single = BorderStyle(.single)
    /// `rounded`.
    ///
    /// ```swift
    /// BorderStyle.rounded.name   // "rounded"
    /// ```
    public static let rounded = BorderStyle(.rounded)
    /// `heavy`.
    ///
    /// ```swift
    /// BorderStyle.heavy.name   // "heavy"
    /// ```
    public static let heavy = BorderStyle(.heavy)
    /// `double`.
    ///
    /// ```swift
    /// BorderStyle.double.name   // "double"
    /// ```
    public static let double = BorderStyle(.double)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// BorderStyle(named: "single")   // .single
    /// ```
    package init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    ///
    /// ```swift
    /// BorderStyle.single.name   // "single"
    /// ```
    public var name: String { storage.rawValue }

    /// Every name this version knows.
    ///
    /// ```swift
    /// BorderStyle.names   // ["single", "rounded", "heavy", "double"]
    /// ```
    package static var names: [String] { Storage.allCases.map(\.rawValue) }
}
