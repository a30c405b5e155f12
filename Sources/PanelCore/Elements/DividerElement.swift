/// A horizontal rule: ``Element/divider``, which has no properties.
///
/// ```swift
/// DividerElement().element   // .divider
/// ```
package struct DividerElement: Hashable, Sendable {
    /// Creates the element.
    package init() {}
}

extension DividerElement: ElementKind {
    package static let kind = "divider"
    package static let propertyNames: [String] = []

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {}

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {}

    package var element: Element { .divider }
}
