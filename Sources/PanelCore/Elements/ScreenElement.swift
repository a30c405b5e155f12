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
    ///
    /// ```swift
    /// ScreenElement(title: "Profile").title   // "Profile"
    /// ```
    public var title: String?

    /// Creates the element.
    ///
    /// ```swift
    /// ScreenElement()
    /// ```
    public init(title: String? = nil) {
        self.title = title
    }
}

extension ScreenElement: ElementKind {
    package static let kind = "screen"
    package static let propertyNames = ["title"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        title = reader.optionalString("title")
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        if let title { writer.write("title", string: title) }
    }

    package var element: Element { .screen(self) }
    package var nodeLabel: String? { title }

    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        AccessibilityDescription(role: .group, label: label)
    }
}
