/// Static text: one line as wide as the text, or wrapped on words when `wraps`.
///
/// Unwrapped text that does not fit is truncated by the renderer; wrapping text is as
/// tall as its lines at the width it gets.
///
/// ```swift
/// Text("Framework:")
/// Text("A longer description that wraps.", wraps: true)
/// ```
public struct Text: LayoutContent, Sendable {
    /// The text node.
    ///
    /// ```swift
    /// Text("Hello").node.kind   // "text"
    /// ```
    public let node: Node

    /// Creates text.
    ///
    /// ```swift
    /// Text("Hello, world!")
    /// ```
    public init(_ text: String, wraps: Bool = false) {
        node = Node(element: .text(TextElement(text, wraps: wraps)))
    }
}
