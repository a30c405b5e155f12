/// One problem found in a tree: where it is and what is wrong.
///
/// The path is a JSON path (`$.root.children[3].range`) when the tree came from JSON, or a
/// node id path when it came from the DSL.
///
/// ```swift
/// let problem = TreeProblem(path: "$.root.children[3].range", message: "min 10 is greater than max 2")
/// problem.description   // "$.root.children[3].range: min 10 is greater than max 2"
/// ```
package struct TreeProblem: Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    ///
    /// ```swift
    /// TreeProblem(path: "$.children[3].range", message: "expected [min, max]").path   // "$.children[3].range"
    /// ```
    package var path: String
    /// What is wrong.
    ///
    /// ```swift
    /// TreeProblem(path: "$", message: "expected an object").message   // "expected an object"
    /// ```
    package var message: String
    /// For a name this version does not know, the known name it most likely meant.
    ///
    /// ```swift
    /// for problem in error.problems { if let name = problem.suggestion { print("did you mean", name) } }
    /// ```
    package var suggestion: String?

    /// Creates a problem.
    ///
    /// ```swift
    /// TreeProblem(path: "speed", message: "step must be greater than 0")
    /// ```
    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// A problem with an unknown `name` at `path`: `message` followed by a "did you mean"
    /// naming the closest of `known`, when one is close enough.
    package init(path: String, message: String, unknownName name: String, among known: [String]) {
        self.path = path
        suggestion = NameSuggestion.closest(to: name, among: known)
        self.message = message + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
    }

    /// `path: message`, with control and bidi characters visibly escaped (see
    /// `ControlCharacters`) so that printing the report is safe.
    ///
    /// ```swift
    /// TreeProblem(path: "$", message: "expected an object").description   // "$: expected an object"
    /// ```
    package var description: String { ControlCharacters.escaped("\(path): \(message)") }
}
