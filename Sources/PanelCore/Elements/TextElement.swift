/// Static text. Long text is truncated with an ellipsis, or wrapped on words when `wraps`.
///
/// Properties: `text` (string), `wraps` (boolean, default `false`).
///
/// ```swift
/// let text = TextElement("Framework: PanelKit")
/// ```
public struct TextElement: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Whether long text wraps onto more lines instead of being truncated.
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

    init(reading reader: inout PropertyReader, name: String) {
        text = reader.string("text", default: "")
        wraps = reader.bool("wraps", default: false)
    }

    var properties: [String: PanelValue] {
        var out: [String: PanelValue] = ["text": .string(text)]
        if wraps { out["wraps"] = true }
        return out
    }
}
