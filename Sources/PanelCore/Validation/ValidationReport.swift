/// Every problem found in a tree, collected like a compiler's diagnostics rather than
/// stopping at the first.
///
/// Each problem names the node by its id (or by its position when it has none).
///
/// ```swift
/// let report = TreeValidator().validate(document)
/// if !report.isEmpty { print(report) }
/// // style: picker has no options
/// // cornerRadius: range min 48 is greater than max 0
/// ```
public struct ValidationReport: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in tree order.
    package var problems: [TreeProblem]

    /// Creates a report.
    ///
    /// ```swift
    /// ValidationReport(problems: [])
    /// ```
    package init(problems: [TreeProblem] = []) {
        self.problems = problems
    }

    /// Whether the tree is valid.
    package var isEmpty: Bool { problems.isEmpty }

    /// One problem per line.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
