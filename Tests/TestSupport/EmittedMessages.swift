/// Saves protocol lines into the `session` group of ``EmittedJSON``, one file per line, so
/// that CI validates each against the JSON Schema.
///
/// ```swift
/// let lines = EmittedMessages.save(session.receive(line), name: "set")
/// ```
package enum EmittedMessages {
    /// Saves `lines` as `session/<name>-<n>.json` and returns them.
    @discardableResult
    package static func save(_ lines: [String], name: String) -> [String] {
        for (index, line) in lines.enumerated() {
            EmittedJSON.save(Array(line.utf8), group: "session", name: "\(name)-\(index)")
        }
        return lines
    }
}
