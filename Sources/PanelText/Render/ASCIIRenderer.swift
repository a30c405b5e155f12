import PanelCore

/// Renders a panel document as 7-bit ASCII text: every byte is 0x20–0x7E or a newline.
///
/// Borders are `+-|`, long labels end in `...`, controls use ASCII glyphs, and a non-ASCII grapheme
/// in a label or value becomes `?` per display column so that columns still line up. Control
/// characters in any string show as caret stand-ins (`^[`). Until layout frames are used, a panel is
/// one column of rows: a label column and a control column, folder children indented by two.
///
/// ```swift
/// let text = try ASCIIRenderer(width: 40).render(document)
/// ```
///
/// Rendered:
///
/// ```
/// + Motion ------------------------------+
/// | Speed  [==========O---------] 1.00 x |
/// | Bounce [x] on                        |
/// | v Advanced                           |
/// |   Curve standard 0.30s               |
/// |         ___..-~^^^''''''             |
/// +--------------------------------------+
/// ```
public struct ASCIIRenderer: Renderer, Sendable {
    /// The number of columns to render at.
    ///
    /// ```swift
    /// ASCIIRenderer(width: 40).width // 40
    /// ```
    public var width: Int
    /// How text is measured (wide ambiguous characters or not).
    ///
    /// ```swift
    /// let cjk = ASCIIRenderer(width: 80, measure: DisplayWidth(ambiguousIsWide: true))
    /// ```
    public var measure: DisplayWidth

    /// Creates a renderer for a width in columns.
    ///
    /// ```swift
    /// let renderer = ASCIIRenderer(width: 80)
    /// ```
    public init(width: Int = 80, measure: DisplayWidth = .standard) {
        self.width = max(1, width)
        self.measure = measure
    }

    /// The document as ASCII lines joined by newlines (no trailing spaces).
    ///
    /// ```swift
    /// print(try ASCIIRenderer(width: 40).render(document))
    /// ```
    public func render(_ document: PanelDocument) throws -> String {
        canvas(for: document).asciiText()
    }

    /// The cell canvas the text is encoded from.
    ///
    /// ```swift
    /// let canvas = ASCIIRenderer(width: 40).canvas(for: document)
    /// ```
    public func canvas(for document: PanelDocument) -> Canvas {
        PanelPainter(document: document, glyphs: .ascii, theme: .plain, measure: measure, sanitizer: .ascii)
            .paint(width: width)
    }
}
