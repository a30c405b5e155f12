/// A bordered container with an optional title in its top border.
///
/// Properties: `title` (string, optional), `border` (`single`, `rounded`, `heavy`,
/// `double`; default `single`).
///
/// ```swift
/// let box = BoxElement(title: "Profile", border: .rounded)
/// ```
public struct BoxElement: Hashable, Sendable {
    /// The title drawn in the top border.
    ///
    /// ```swift
    /// BoxElement(title: "Profile").title   // "Profile"
    /// ```
    public var title: String?
    /// The border's line style.
    ///
    /// ```swift
    /// BoxElement(border: .rounded).border   // .rounded
    /// ```
    public var border: BorderStyle

    /// Creates the element.
    ///
    /// ```swift
    /// BoxElement(title: "Details")
    /// ```
    package init(title: String? = nil, border: BorderStyle = .single) {
        self.title = title
        self.border = border
    }
}

extension BoxElement: ElementKind {
    package static let kind = "box"
    package static let propertyNames = ["border", "title"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        title = reader.optionalString("title")
        border = reader.option("border", as: BorderStyle.self) ?? .single
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        if border != .single { writer.write("border", string: border.name) }
        if let title { writer.write("title", string: title) }
    }

    package var element: Element { .box(self) }
    package var nodeLabel: String? { title }

    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        AccessibilityDescription(role: .group, label: label)
    }
}
