/// Flexible empty space that grows along its stack's axis.
///
/// Properties: `minLength` (cells, default 0).
///
/// ```swift
/// let spacer = SpacerElement(minLength: 1)
/// ```
public struct SpacerElement: Hashable, Sendable {
    /// The least space it takes.
    ///
    /// ```swift
    /// SpacerElement(minLength: 2).minLength   // 2
    /// ```
    package var minLength: Int

    /// Creates the element.
    ///
    /// ```swift
    /// SpacerElement()
    /// ```
    package init(minLength: Int = 0) {
        self.minLength = minLength
    }
}

extension SpacerElement: ElementKind {
    package static let kind = "spacer"
    package static let propertyNames = ["minLength"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        minLength = reader.optionalInteger("minLength") ?? 0
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        if minLength != 0 { writer.write("minLength", number: Double(minLength)) }
    }

    package var element: Element { .spacer(self) }
}
