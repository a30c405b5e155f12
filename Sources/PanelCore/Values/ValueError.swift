/// A value that cannot be read or stored, with a message that says why.
///
/// Thrown when a primitive value has the wrong shape for its type (a string where a spring
/// was expected), when a number is not finite, or when a hex colour does not parse. The
/// message quotes what was wrong; callers that know the control add its id with
/// ``naming(_:)``.
///
/// ```swift
/// do {
///     _ = try HexColor(parsing: "#12")
/// } catch {
///     print(error)   // invalid hex colour "#12": expected #RGB, #RRGGBB or #RRGGBBAA
/// }
/// ```
public struct ValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The id of the control the value was meant for, when known.
    public var id: NodeID?
    /// What is wrong, in one sentence.
    public var message: String

    /// Creates an error with a message and an optional id.
    ///
    /// ```swift
    /// let error = ValueError("expected a number, got a string", id: "speed")
    /// ```
    public init(_ message: String, id: NodeID? = nil) {
        self.message = message
        self.id = id
    }

    /// The same error, naming the control it concerns.
    ///
    /// ```swift
    /// ValueError("not finite").naming("speed").description   // "speed: not finite"
    /// ```
    public func naming(_ id: NodeID) -> ValueError {
        ValueError(message, id: self.id ?? id)
    }

    /// `id: message`, or the message alone, with control and bidi characters visibly
    /// escaped (see ``ControlCharacters``) so that printing the error is safe.
    ///
    /// ```swift
    /// ValueError("\"\u{1B}[2J\" is not one of the options", id: "style").description
    /// // style: "\u{1B}[2J" is not one of the options
    /// ```
    public var description: String {
        ControlCharacters.escaped(id.map { "\($0): \(message)" } ?? message)
    }
}
