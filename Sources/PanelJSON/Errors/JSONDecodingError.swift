/// Everything wrong with a JSON document, reported at once: syntax (with line and column),
/// the envelope (format and version), the tree's shape, the tree's meaning (as
/// `TreeValidator` sees it) and the values.
///
/// Each problem names its JSON path; the description lists one problem per line, stage by
/// stage, in document order within each stage. The warnings and notes found along the way
/// (a likely typo, a value stored in another form) come with the errors, labelled as such, so
/// that one run shows everything: fixing the errors reveals nothing new.
///
/// ```swift
/// do {
///     _ = try TreeDecoder().decode(text)
/// } catch {
///     print(error)
///     // $.root.children[0].kind: warning: unknown kind "slidr" (…); did you mean "slider"?
///     // $.root.children[3].range: min 10 is greater than max 2
///     // $.values.speed: expected a number, got string "fast"
/// }
/// ```
public struct JSONDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems found: at least one error, and the warnings and notes beside them (each
    /// problem's ``JSONProblem/severity`` says which).
    ///
    /// ```swift
    /// do { _ = try TreeDecoder().decode(text) } catch { print(error.problems.count) }
    /// ```
    package var problems: [JSONProblem]

    /// Creates the error.
    ///
    /// ```swift
    /// JSONDecodingError(problems: [JSONProblem(path: "$", message: "empty input")])
    /// ```
    package init(problems: [JSONProblem]) {
        self.problems = problems
    }

    /// One problem per line.
    ///
    /// ```swift
    /// JSONDecodingError(problems: [JSONProblem(path: "$", message: "empty input")]).description
    /// // "$: empty input"
    /// ```
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
