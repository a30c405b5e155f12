/// A choice among options, bound to a `String` property holding the chosen option's value.
///
/// Use plain strings when the stored value and the label are the same, and ``PanelCore/Option``s
/// when they differ.
///
/// ```swift
/// Picker("style", \.style, options: ["glass", "solid"])
/// Picker("curve", \.curve, options: [Option("spring-physics", label: "Physics Spring")])
/// ```
public struct Picker<Model>: PanelContent {
    /// The item this picker contributes.
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
