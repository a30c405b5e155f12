/// Why a panel's file could not be read or written. A corrupt file or one from a newer
/// version is reported and left as it is: saving over it is refused too.
///
/// ```swift
/// do {
///     try panel.load(from: "card.json")
/// } catch {
///     print(error)   // card.json: not a PanelKit values file: $ (line 1, column 1): …
/// }
/// ```
public struct PersistenceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    ///
    /// ```swift
    /// do { _ = try panel.load(from: path) } catch let error where error.kind == .corrupt {
    ///     _ = try? panel.moveCorruptFileAside(at: path)
    /// }
    /// ```
    public enum Kind: String, Hashable, Sendable {
        /// The file is not valid JSON or not a values file.
        case corrupt
        /// The file was written by a newer version (its `schemaVersion` is higher).
        case newerVersion
        /// The file system refused (no such folder, no permission, disk full…).
        case io
    }

    /// What went wrong.
    public let kind: Kind
    /// The file's path.
    public let path: String
    /// The details.
    public let message: String

    /// Creates an error.
    ///
    /// ```swift
    /// PersistenceError(kind: .io, path: "card.json", message: "no such file")
    /// ```
    public init(kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
