/// Everything wrong with a JSON document, reported at once: syntax (with line and column),
/// the envelope (format and version), the tree's shape, the tree's meaning (as
/// `TreeValidator` sees it) and the values.
///
/// Each problem names its JSON path; the description lists one problem per line, in
/// document order within each stage.
///
/// ```swift
/// do {
///     _ = try TreeDecoder().decode(text)
/// } catch {
///     print(error)
///     // $.root.children[3].range: min 10 is greater than max 2
///     // $.values.speed: expected a number, got string "fast"
/// }
/// ```
public struct JSONDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems found.
    ///
    /// ```swift
    /// do { _ = try TreeDecoder().decode(text) } catch { print(error.problems.count) }
    /// ```
    public var problems: [JSONProblem]

    /// Creates the error.
    ///
    /// ```swift
    /// JSONDecodingError(problems: [JSONProblem(path: "$", message: "empty input")])
    /// ```
    public init(problems: [JSONProblem]) {
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
