/// The error a layout throws: every problem found, like a compiler's report.
///
/// Reference and ambiguity problems are all collected before anything is solved; a conflict
/// between required constraints is reported as soon as the solver finds it, naming exactly
/// the constraints in conflict.
///
/// ```swift
/// do {
///     _ = try LayoutEngine().layout(tree, in: CellSize(width: 80, height: 24))
/// } catch {
///     print(error)
///     // unsatisfiable constraints: details: this.width == 30 conflicts with details: this.width >= 40
/// }
/// ```
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in tree order.
    ///
    /// ```swift
    /// do { _ = try engine.layout(tree, in: size) } catch { print(error.problems.count) }
    /// ```
    package var problems: [LayoutProblem]

    /// Creates an error from its problems.
    ///
    /// ```swift
    /// let error = LayoutError([.constraintsOutsideScreen(node: "\"title\"")])
    /// ```
    package init(_ problems: [LayoutProblem]) {
        self.problems = problems
    }

    /// One problem per line.
    ///
    /// ```swift
    /// do { _ = try engine.layout(tree, in: size) } catch { print(error.description) }   // one problem a line
    /// ```
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
