/// A choice among options, bound to a `String` property holding the chosen option's value, or
/// to a property of a `String`-backed `CaseIterable` enum.
///
/// Use plain strings when the stored value and the label are the same, and ``PanelCore/Option``s
/// when they differ. A property of a `String`-backed `CaseIterable` enum needs no options:
/// its cases are the options.
///
/// ```swift
/// Picker("style", \.style, options: ["glass", "solid"])
/// Picker("curve", \.curve, options: [Option("spring-physics", label: "Physics Spring")])
/// Picker("shape", \.shape)   // var shape = Shape.circle, enum Shape: String, CaseIterable
/// ```
public struct Picker<Model>: PanelContent {
    /// The item this picker contributes.
    ///
    /// ```swift
    /// Picker<Card>("style", \.style, options: ["glass", "solid"]).item.name   // "style"
    /// ```
    public let item: PanelItem<Model>

    /// A picker whose options are labelled values.
    ///
    /// ```swift
    /// Picker("style", \.style, options: [Option("glass", label: "Glass"), Option("solid", label: "Solid")])
    /// ```
    public init(_ name: String, _ keyPath: WritableKeyPath<Model, String>, options: [Option]) {
        item = PanelItem(
            name: name, element: .picker(PickerElement(label: name, options: options)),
            binding: .keyPath(keyPath))
    }

    /// A picker over every case of a `String`-backed enum: the options are the cases' raw
    /// values, in declaration order, and the model holds the case.
    ///
    /// ```swift
    /// enum Style: String, Codable, CaseIterable { case glass, solid }
    /// // var style = Style.glass
    /// Picker("style", \.style)
    /// ```
    public init<Value: CaseIterable & RawRepresentable>(
        _ name: String, _ keyPath: WritableKeyPath<Model, Value>
    )
    where Value.RawValue == String {
        let options = Value.allCases.map { Option($0.rawValue) }
        item = PanelItem(
            name: name, element: .picker(PickerElement(label: name, options: options)),
            binding: .rawValue(keyPath))
    }

    /// Options written as tuples do not compile, and the message says what to write.
    ///
    /// ```swift
    /// Picker("style", \.style, options: [Option("glass", label: "Glass")])   // not [("glass", "Glass")]
    /// ```
    @available(
        *, unavailable,
        message:
            "picker options are strings or Options, not tuples: write options: [Option(\"a\", label: \"A\")], or bind a String-backed CaseIterable enum property with Picker(\"name\", \\.property) and no options"
    )
    public init<Value>(_ name: String, _ keyPath: KeyPath<Model, Value>, options: [(String, String)]) {
        fatalError("unavailable")
    }

    /// A picker over a property that is not a `var` of type `String` does not compile, and the
    /// message says what to write.
    ///
    /// ```swift
    /// Picker("style", \.style, options: ["glass", "solid"])   // error when style is a `let` or an Int
    /// ```
    @available(
        *, unavailable,
        message:
            "a picker with options binds a `var` of type String: declare `var name = \"a\"` (not `let`), or bind a String-backed CaseIterable enum property with Picker(\"name\", \\.property) and no options"
    )
    public init<Value>(_ name: String, _ keyPath: KeyPath<Model, Value>, options: [String]) {
        fatalError("unavailable")
    }

    /// A picker whose options are shown as they are stored.
    ///
    /// ```swift
    /// let styles = ["glass", "solid"]
    /// Picker("style", \.style, options: styles)
    /// ```
    public init(_ name: String, _ keyPath: WritableKeyPath<Model, String>, options: [String]) {
        self.init(name, keyPath, options: options.map { Option($0) })
    }
}
