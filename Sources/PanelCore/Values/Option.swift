/// One choice of a picker: the value stored in the model and the label shown.
///
/// A string literal makes an option whose label is its value.
///
/// ```swift
/// let options: [Option] = [
///     Option("glass", label: "Glass"),
///     Option(value: "spring-physics", label: "Physics Spring"),
///     "solid",
/// ]
/// ```
public struct Option: Hashable, Sendable, Codable, ExpressibleByStringLiteral {
    /// The value stored in the model when this option is chosen.
    ///
    /// ```swift
    /// Option("spring-physics", label: "Physics Spring").value   // "spring-physics"
    /// ```
    public var value: String
    /// The text shown for this option.
    ///
    /// ```swift
    /// Option("glass").label   // "glass"
    /// ```
    public var label: String

    /// Creates an option; the label defaults to the value.
    ///
    /// ```swift
    /// Option("glass", label: "Glass")
    /// ```
    public init(_ value: String, label: String? = nil) {
        self.value = value
        self.label = label ?? value
    }

    /// Creates an option with an explicit value and label.
    ///
    /// ```swift
    /// Option(value: "spring-physics", label: "Physics Spring")
    /// ```
    package init(value: String, label: String) {
        self.value = value
        self.label = label
    }

    /// An option whose label is its value.
    ///
    /// ```swift
    /// let option: Option = "solid"
    /// ```
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
