/// Static text. Long text is truncated with an ellipsis, or wrapped on words when `wraps`.
///
/// Properties: `text` (string), `wraps` (boolean, default `false`).
///
/// ```swift
/// let text = TextElement("Framework: PanelKit")
/// ```
public struct TextElement: Hashable, Sendable {
    /// The text.
    ///
    /// ```swift
    /// TextElement("Hello").text   // "Hello"
    /// ```
    public var text: String
    /// Whether long text wraps onto more lines instead of being truncated.
    ///
    /// ```swift
    /// TextElement("A long line", wraps: true).wraps   // true
    /// ```
    public var wraps: Bool

    /// Creates the element.
    ///
    /// ```swift
    /// TextElement("A long description", wraps: true)
    /// ```
    public init(_ text: String, wraps: Bool = false) {
        self.text = text
        self.wraps = wraps
    }
}

extension TextElement: ElementKind {
    package static let kind = "text"
    package static let propertyNames = ["text", "wraps"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        text = reader.string("text", default: "")
        wraps = reader.bool("wraps", default: false)
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        writer.write("text", string: text)
        if wraps { writer.write("wraps", bool: true) }
    }

    package var element: Element { .text(self) }
    package var nodeLabel: String? { text }

    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        AccessibilityDescription(role: .text, label: text)
    }
}
