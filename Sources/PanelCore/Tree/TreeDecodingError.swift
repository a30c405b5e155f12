/// Every problem found while reading a tree, each with the path where it is.
///
/// Reading does not stop at the first problem: like a compiler, it reports them all.
///
/// ```swift
/// do {
///     _ = try Node(panelValue: value)
/// } catch {
///     for problem in error.problems { print(problem) }
///     // $.children[3].range: expected [min, max] with two finite numbers, got [10]
/// }
/// ```
package struct TreeDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in document order.
    ///
    /// ```swift
    /// do { _ = try Node(panelValue: input) } catch { print(error.problems.count) }
    /// ```
    package var problems: [TreeProblem]

    /// Creates the error.
    ///
    /// ```swift
    /// TreeDecodingError(problems: [TreeProblem(path: "$", message: "expected an object")])
    /// ```
    package init(problems: [TreeProblem]) {
        self.problems = problems
    }

    /// One problem per line.
    ///
    /// ```swift
    /// TreeDecodingError(problems: [TreeProblem(path: "$", message: "expected an object")]).description
    /// // "$: expected an object"
    /// ```
    package var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
