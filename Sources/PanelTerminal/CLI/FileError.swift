/// A file that could not be read or written, with the file's name and the system's reason.
///
/// ```swift
/// FileError(name: "panel.json", reason: "No such file or directory").description
/// // "panel.json: No such file or directory"
/// ```
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's name as given (or `standard input`).
    public var name: String
    /// Why it failed.
    public var reason: String

    /// Creates the error.
    ///
    /// ```swift
    /// FileError(name: "-", reason: "input is not UTF-8")
    /// ```
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// `name: reason`.
    public var description: String { "\(name): \(reason)" }
}
