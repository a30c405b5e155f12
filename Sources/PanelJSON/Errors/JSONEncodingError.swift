/// A document that cannot be written as JSON: it holds numbers that are not finite (NaN or
/// an infinity), which JSON cannot express. Each problem names the JSON path of one.
///
/// The JSON backend never writes `NaN`, `Infinity` or a silent `null` in their place; it
/// throws this error instead.
///
/// ```swift
/// do {
///     _ = try JSONRenderer().render(PanelDocument(root: root, values: ["speed": .number(.nan)]))
/// } catch {
///     print(error)   // $.values.speed: nan is not a finite number; JSON cannot hold it
/// }
/// ```
public struct JSONEncodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON paths of the non-finite numbers, with a message each.
    ///
    /// ```swift
    /// do { _ = try JSONRenderer().render(document) } catch { print(error.problems.map(\.path)) }
    /// ```
    package var problems: [JSONProblem]

    /// Creates the error.
    ///
    /// ```swift
    /// JSONEncodingError(problems: [JSONProblem(path: "$.values.x", message: "nan is not a finite number")])
    /// ```
    package init(problems: [JSONProblem]) {
        self.problems = problems
    }

    /// One problem per line.
    ///
    /// ```swift
    /// JSONEncodingError(problems: [JSONProblem(path: "$.values.x", message: "nan is not a finite number")]).description
    /// // "$.values.x: nan is not a finite number"
    /// ```
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
