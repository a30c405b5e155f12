/// The look of a blurred overlay behind a dialog (DDDialog's `.effect(.dark)`). A terminal cannot blur: the text backends draw it as a dim overlay, light or dark.
///
/// ```swift
/// BlurStyle.dark.name   // "dark"
/// BlurStyle(named: "dark")   // .dark
/// ```
public struct BlurStyle: NamedOption {
    private enum Storage: String, CaseIterable, Sendable { case light, regular, dark }
    private let storage: Storage
    private init(_ storage: Storage) { self.storage = storage }

    /// `light`.
    ///
    /// ```swift
    /// BlurStyle.light.name   // "light"
    /// ```
    package static let light = BlurStyle(.light)
    /// `regular`.
    ///
    /// ```swift
    /// BlurStyle.regular.name   // "regular"
    /// ```
    package static let regular = BlurStyle(.regular)
    /// `dark`.
    ///
    /// ```swift
    /// BlurStyle.dark.name   // "dark"
    /// ```
    public static let dark = BlurStyle(.dark)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// BlurStyle(named: "dark")   // .dark
    /// ```
    package init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    ///
    /// ```swift
    /// BlurStyle.light.name   // "light"
    /// ```
    package var name: String { storage.rawValue }

    /// Every name this version knows.
    ///
    /// ```swift
    /// BlurStyle.names   // ["light", "regular", "dark"]
    /// ```
    package static var names: [String] { Storage.allCases.map(\.rawValue) }
}
