import PanelCore

/// One problem in a JSON document (thrown alone by ``JSONParser`` for a syntax error): where it is (a JSON path such as
/// `$.root.children[3].range`, and for syntax errors the line and column) and what is wrong.
///
/// ```swift
/// let problem = JSONProblem(path: "$.root.children[3].range", message: "min 10 is greater than max 2")
/// problem.description   // "$.root.children[3].range: min 10 is greater than max 2"
/// ```
public struct JSONProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// How much a problem matters.
    ///
    /// ```swift
    /// JSONProblem(path: "$.values.tint", message: "…", severity: .note)
    /// ```
    public enum Severity: Int, Hashable, Sendable, Comparable, CustomStringConvertible {
        /// A value read as written but stored in its canonical form (hex case, clamping,
        /// snapping); the document is fine.
        case note
        /// Something read and kept or ignored that is most likely a mistake: an unknown kind,
        /// property or modifier, a value for an id the tree does not have.
        case warning
        /// Something that cannot be read or does not make sense; the document is refused.
        case error

        /// `note`, `warning` or `error`.
        public var description: String {
            switch self {
            case .note: "note"
            case .warning: "warning"
            case .error: "error"
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The JSON path of the value concerned, from `$` (the whole document).
    public var path: String
    /// What is wrong.
    public var message: String
    /// The 1-based line of a syntax problem, counted in the input.
    public var line: Int?
    /// The 1-based column of a syntax problem, counted in Unicode scalars.
    public var column: Int?
    /// Whether it is an error (the default), a warning or a note.
    public var severity: Severity

    /// Creates a problem.
    ///
    /// ```swift
    /// JSONProblem(path: "$.format", message: "expected \"panelkit\"")
    /// ```
    public init(
        path: String, message: String, line: Int? = nil, column: Int? = nil, severity: Severity = .error
    ) {
        self.severity = severity
        self.path = path
        self.message = message
        self.line = line
        self.column = column
    }

    /// `path: message`, with `(line L, column C)` after the path when known, and control and
    /// bidi characters visibly escaped (see `ControlCharacters`) so that printing
    /// the problem is safe.
    public var description: String {
        if let line, let column {
            return ControlCharacters.escaped("\(path) (line \(line), column \(column)): \(label)\(message)")
        }
        return ControlCharacters.escaped("\(path): \(label)\(message)")
    }

    /// `warning: ` or `note: ` before the message; nothing for an error.
    private var label: String {
        severity == .error ? "" : "\(severity): "
    }
}
