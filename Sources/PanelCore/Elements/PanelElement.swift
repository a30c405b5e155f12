/// The root of a tuning panel: a titled list of controls and folders.
///
/// Properties: `title` (string).
///
/// ```swift
/// let element = Element.panel(PanelElement(title: "Card"))
/// ```
public struct PanelElement: Hashable, Sendable {
    /// The panel's name, shown in its header.
    ///
    /// ```swift
    /// PanelElement(title: "Card").title   // "Card"
    /// ```
    public var title: String

    /// Creates the element.
    ///
    /// ```swift
    /// PanelElement(title: "Card")
    /// ```
    public init(title: String) {
        self.title = title
    }
}

extension PanelElement: ElementKind {
    package static let kind = "panel"
    package static let propertyNames = ["title"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        title = reader.string("title", default: name())
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        writer.write("title", string: title)
    }

    package var element: Element { .panel(self) }
    package var nodeLabel: String? { title }

    package func relabeled(_ label: String) -> Element {
        PanelElement(title: label).element
    }

    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        AccessibilityDescription(role: .group, label: label)
    }
}
