/// The root of a tuning panel: a titled list of controls and folders.
///
/// Properties: `title` (string).
///
/// ```swift
/// let element = Element.panel(PanelElement(title: "Card"))
/// ```
public struct PanelElement: Hashable, Sendable {
    /// The panel's name, shown in its header.
    public var title: String

    /// Creates the element.
    ///
    /// ```swift
    /// PanelElement(title: "Card")
    /// ```
    public init(title: String) {
        self.title = title
    }

    init(reading reader: inout PropertyReader, name: String) {
        title = reader.string("title", default: name)
    }

    var properties: [String: PanelValue] { ["title": .string(title)] }
}
