/// A file that could not be read or written, with the file's name and the system's reason.
///
/// ```swift
/// FileError(name: "panel.json", reason: "No such file or directory").description
/// // "panel.json: No such file or directory"
/// ```
package struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's name as given (or `standard input`).
    package var name: String
    /// Why it failed.
    package var reason: String

    /// Creates the error.
    ///
    /// ```swift
    /// FileError(name: "-", reason: "input is not UTF-8")
    /// ```
    package init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// `name: reason`.
    package var description: String { "\(name): \(reason)" }
}
