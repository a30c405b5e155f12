/// Why a line from a frontend was refused before it reached a panel: it is not JSON, not a
/// message, too long, of an unknown type, or a member is missing or has the wrong type.
///
/// It carries what could be read of the line (its `seq`, `type` and `id`) so that the
/// `reject` answer can repeat them, a stable ``code`` (`malformed`, `oversized`,
/// `unknown_type`) and a message that says what and where.
///
/// ```swift
/// do {
///     _ = try ProtocolMessage(parsing: Array(#"{"type": "set", "seq": 1}"#.utf8))
/// } catch {
///     print(error)   // malformed: $.id: required for "set"
/// }
/// ```
package struct ProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The code, e.g. `malformed`.
    package var code: String
    /// What is wrong, naming the place.
    package var message: String
    /// The line's `seq`, when it could be read.
    package var seq: Int?
    /// The line's `type`, when it could be read.
    package var type: String?
    /// The line's `id`, when it could be read.
    package var id: String?

    /// Creates an error.
    ///
    /// ```swift
    /// ProtocolError(code: "malformed", message: "$.seq: expected a whole number ≥ 0")
    /// ```
    package init(code: String, message: String, seq: Int? = nil, type: String? = nil, id: String? = nil) {
        self.code = code
        self.message = message
        self.seq = seq
        self.type = type
        self.id = id
    }

    /// `code: message`.
    package var description: String { "\(code): \(message)" }
}
