import PanelCore

/// One problem in a JSON document (thrown alone by `JSONParser` for a syntax error): where it is (a JSON path such as
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
    package enum Severity: Int, Hashable, Sendable, Comparable, CustomStringConvertible {
        /// A value read as written but stored in its canonical form (hex case, clamping,
        /// snapping); the document is fine.
        ///
        /// ```swift
        /// try TreeDecoder().decodeReporting(text).diagnostics.filter { $0.severity == .note }
        /// ```
        case note
        /// Something read and kept or ignored that is most likely a mistake: an unknown kind,
        /// property or modifier, a value for an id the tree does not have.
        ///
        /// ```swift
        /// try TreeDecoder().decodeReporting(text).diagnostics.filter { $0.severity == .warning }
        /// ```
        case warning
        /// Something that cannot be read or does not make sense; the document is refused.
        ///
        /// ```swift
        /// JSONProblem(path: "$", message: "empty input").severity   // .error
        /// ```
        case error

        /// `note`, `warning` or `error`.
        ///
        /// ```swift
        /// JSONProblem.Severity.warning.description   // "warning"
        /// ```
        package var description: String {
            switch self {
            case .note: "note"
            case .warning: "warning"
            case .error: "error"
            }
        }

        /// Orders by weight: a note, then a warning, then an error.
        ///
        /// ```swift
        /// JSONProblem.Severity.note < .error   // true
        /// ```
        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The JSON path of the value concerned, from `$` (the whole document).
    ///
    /// ```swift
    /// JSONProblem(path: "$.values.speed", message: "expected a number").path   // "$.values.speed"
    /// ```
    package var path: String
    /// What is wrong.
    ///
    /// ```swift
    /// JSONProblem(path: "$.values.speed", message: "expected a number").message   // "expected a number"
    /// ```
    package var message: String
    /// The 1-based line of a syntax problem, counted in the input.
    ///
    /// ```swift
    /// var parser = JSONParser(Array("[1,]".utf8))
    /// do { _ = try parser.parse() } catch { print(error.line ?? 0) }   // 1
    /// ```
    package var line: Int?
    /// The 1-based column of a syntax problem, counted in Unicode scalars.
    ///
    /// ```swift
    /// JSONProblem(path: "$", message: "unexpected end", line: 3, column: 7).column   // 7
    /// ```
    package var column: Int?
    /// Whether it is an error (the default), a warning or a note.
    ///
    /// ```swift
    /// JSONProblem(path: "$.values.tint", message: "stored as #FF8800", severity: .note).severity   // .note
    /// ```
    package var severity: Severity

    /// Creates a problem.
    ///
    /// ```swift
    /// JSONProblem(path: "$.format", message: "expected \"panelkit\"")
    /// ```
    package init(
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
    ///
    /// ```swift
    /// JSONProblem(path: "$", message: "unexpected end", line: 3, column: 7).description
    /// // "$ (line 3, column 7): unexpected end"
    /// ```
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
