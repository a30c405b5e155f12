/// Flexible empty space that grows along its stack's axis.
///
/// Properties: `minLength` (cells, default 0).
///
/// ```swift
/// let spacer = SpacerElement(minLength: 1)
/// ```
public struct SpacerElement: Hashable, Sendable {
    /// The least space it takes.
    public var minLength: Int

    /// Creates the element.
    ///
    /// ```swift
    /// SpacerElement()
    /// ```
    public init(minLength: Int = 0) {
        self.minLength = minLength
    }

    init(reading reader: inout PropertyReader, name: String) {
        minLength = reader.optionalInteger("minLength") ?? 0
    }

    var properties: [String: PanelValue] {
        minLength == 0 ? [:] : ["minLength": .number(Double(minLength))]
    }
}
