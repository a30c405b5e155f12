/// A value that cannot be read or stored, with a message that says why.
///
/// Thrown when a primitive value has the wrong shape for its type (a string where a spring
/// was expected), when a number is not finite, or when a hex colour does not parse. The
/// message quotes what was wrong; callers that know the control add its id with
/// `naming(_:)`.
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
    ///
    /// ```swift
    /// ValueError("expected a number", id: "speed").id   // "speed"
    /// ```
    package var id: NodeID?
    /// What is wrong, in one sentence.
    ///
    /// ```swift
    /// ValueError("expected a number", id: "speed").message   // "expected a number"
    /// ```
    package var message: String
    /// What kind of problem it is, as a stable machine-readable code (the `code` of the
    /// event protocol's `reject`); ``Code/invalidValue`` unless said otherwise.
    ///
    /// ```swift
    /// ValueError("no control with this id", code: .unknownID).code   // .unknownID
    /// ```
    public var code: Code

    /// Creates an error with a message, an optional id and a code.
    ///
    /// ```swift
    /// let error = ValueError("expected a number, got a string", id: "speed")
    /// let unknown = ValueError("no control with this id", id: "zoom", code: .unknownID)
    /// ```
    package init(_ message: String, id: NodeID? = nil, code: Code = .invalidValue) {
        self.message = message
        self.id = id
        self.code = code
    }

    /// The same error, naming the control it concerns.
    ///
    /// ```swift
    /// ValueError("not finite").naming("speed").description   // "speed: not finite"
    /// ```
    package func naming(_ id: NodeID) -> ValueError {
        ValueError(message, id: self.id ?? id, code: code)
    }

    /// Whether two errors name the same id with the same message (the code follows from the
    /// message, so it is not compared).
    ///
    /// ```swift
    /// ValueError("x", id: "a") == ValueError("x", id: "a", code: .unknownID)   // true
    /// ```
    public static func == (lhs: ValueError, rhs: ValueError) -> Bool {
        lhs.id == rhs.id && lhs.message == rhs.message
    }

    /// Hashes the id and the message, consistently with ``==(_:_:)``.
    ///
    /// ```swift
    /// Set([ValueError("bad", id: "a"), ValueError("bad", id: "a", code: .disabled)]).count   // 1
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(message)
    }

    /// `id: message`, or the message alone, with control and bidi characters visibly
    /// escaped (see `ControlCharacters`) so that printing the error is safe.
    ///
    /// ```swift
    /// ValueError("\"\u{1B}[2J\" is not one of the options", id: "style").description
    /// // style: "\u{1B}[2J" is not one of the options
    /// ```
    public var description: String {
        ControlCharacters.escaped(id.map { "\($0): \(message)" } ?? message)
    }
}

extension ValueError {
    /// A stable, machine-readable kind of problem, written in snake case on the wire
    /// (`invalid_value`, `unknown_id`, …). New codes may be added; compare with the
    /// constants.
    ///
    /// ```swift
    /// if error.code == .disabled { print("read only") }
    /// ```
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code as written on the wire, e.g. `invalid_value`.
        ///
        /// ```swift
        /// ValueError.Code.unknownID.rawValue   // "unknown_id"
        /// ```
        package let rawValue: String

        /// Creates a code from its wire form.
        ///
        /// ```swift
        /// let code = ValueError.Code("invalid_value")
        /// ```
        package init(_ rawValue: String) { self.rawValue = rawValue }

        /// The value has the wrong type, is not finite, or is not one of the options.
        ///
        /// ```swift
        /// if error.code == .invalidValue { print(error.message) }   // "invalid_value" on the wire
        /// ```
        public static let invalidValue = Code("invalid_value")
        /// No node has this id.
        ///
        /// ```swift
        /// if error.code == .unknownID { print(error.message) }   // "unknown_id" on the wire
        /// ```
        public static let unknownID = Code("unknown_id")
        /// The control is disabled (by a modifier or by a rule over other values).
        ///
        /// ```swift
        /// if error.code == .disabled { print(error.message) }   // "disabled" on the wire
        /// ```
        public static let disabled = Code("disabled")
        /// The node holds no value (a button, a folder) or is not an action.
        ///
        /// ```swift
        /// if error.code == .wrongKind { print(error.message) }   // "wrong_kind" on the wire
        /// ```
        public static let wrongKind = Code("wrong_kind")
        /// No preset has this id.
        ///
        /// ```swift
        /// if error.code == .unknownPreset { print(error.message) }   // "unknown_preset" on the wire
        /// ```
        public static let unknownPreset = Code("unknown_preset")
        /// No edit gesture in progress has this id.
        ///
        /// ```swift
        /// if error.code == .unknownGesture { print(error.message) }   // "unknown_gesture" on the wire
        /// ```
        public static let unknownGesture = Code("unknown_gesture")
        /// There is nothing to undo or redo.
        ///
        /// ```swift
        /// if error.code == .nothingToUndo { print(error.message) }   // "nothing_to_undo" on the wire
        /// ```
        public static let nothingToUndo = Code("nothing_to_undo")
        /// A bound on what the state may hold was reached (presets per panel, a preset
        /// name's length, edit gestures in flight; see `PanelLimits`).
        ///
        /// ```swift
        /// if error.code == .limitReached { print(error.message) }   // "limit_reached" on the wire
        /// ```
        public static let limitReached = Code("limit_reached")

        /// The wire form.
        ///
        /// ```swift
        /// ValueError.Code.wrongKind.description   // "wrong_kind"
        /// ```
        public var description: String { rawValue }
    }
}
