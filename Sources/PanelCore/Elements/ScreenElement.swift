/// The root of a constraint layout: it fills the space it is given, and places each child
/// by the child's constraints (``LayoutConstraint``), as UIViewKit's view does.
///
/// Properties: `title` (string, optional).
///
/// ```swift
/// let screen = ScreenElement(title: "Profile")
/// ```
public struct ScreenElement: Hashable, Sendable {
    /// An optional title, for previews and dumps.
    public var title: String?

    /// Creates the element.
    ///
    /// ```swift
    /// ScreenElement()
    /// ```
    public init(title: String? = nil) {
        self.title = title
    }

    init(reading reader: inout PropertyReader, name: String) {
        title = reader.optionalString("title")
    }

    var properties: [String: PanelValue] {
        title.map { ["title": .string($0)] } ?? [:]
    }
}
