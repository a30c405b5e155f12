import PanelCore

/// Renders a panel document as 7-bit ASCII text: every byte is 0x20–0x7E or a newline.
///
/// Borders are `+-|`, long labels end in `...`, controls use ASCII glyphs, and a non-ASCII grapheme
/// in a label or value becomes `?` per display column so that columns still line up. Control
/// characters in any string show as caret stand-ins (`^[`). The tree is laid out by `PanelLayout`'s
/// `LayoutEngine` (panels as rows of a label column and a control column, folder children indented by
/// two, screens by their constraints); a layout error is thrown, never guessed around.
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
    package var width: Int
    /// How text is measured (wide ambiguous characters or not).
    ///
    /// ```swift
    /// let cjk = ASCIIRenderer(width: 80, measure: DisplayWidth(ambiguousIsWide: true))
    /// ```
    package var measure: DisplayWidth
    /// The number of rows to render at, or `nil` (the default) for as many as the tree needs at
    /// the width.
    ///
    /// With a height the tree is laid out to fill exactly `width` × `height` cells (a screen
    /// places its children in that room) and whatever does not fit is clipped: the output has
    /// `height` rows, and rows of a panel that run past its frame are cut off at its border.
    ///
    /// ```swift
    /// ASCIIRenderer(width: 80, height: 24).height // 24
    /// ```
    package var height: Int?
    /// Whether to outline every frame and write its id or kind on its bottom edge, over the
    /// drawing (a debugging aid, like UIViewKit's IBDebug `showFrames`).
    ///
    /// ```swift
    /// print(try ASCIIRenderer(width: 60, showsFrames: true).render(document))
    /// ```
    package var showsFrames: Bool
    /// The layout kept between renders (shared by copies of this renderer).
    let layoutCache = LayoutCache()

    /// Creates a renderer for a width in columns, and optionally a height in rows (clipped to) and
    /// frame outlines.
    ///
    /// ```swift
    /// let renderer = ASCIIRenderer(width: 80)
    /// let debug = ASCIIRenderer(width: 40, height: 12, showsFrames: true)
    /// ```
    public init(
        width: Int = 80, height: Int? = nil, showsFrames: Bool = false, measure: DisplayWidth = .standard
    ) {
        self.width = max(1, width)
        self.height = height.map { max(1, $0) }
        self.showsFrames = showsFrames
        self.measure = measure
    }

    /// The document as ASCII lines joined by newlines (no trailing spaces).
    ///
    /// Throws the layout's `LayoutError` (its message names the conflicting constraints) when the
    /// tree cannot be laid out.
    ///
    /// ```swift
    /// print(try ASCIIRenderer(width: 40).render(document))
    /// ```
    public func render(_ document: PanelDocument) throws -> String {
        try canvas(for: document).asciiText()
    }

    /// The cell canvas the text is encoded from; throws like ``render(_:)``.
    ///
    /// ```swift
    /// let canvas = try ASCIIRenderer(width: 40).canvas(for: document)
    /// ```
    package func canvas(for document: PanelDocument) throws -> Canvas {
        try PanelPainter(
            document: document, glyphs: .ascii, theme: .plain, measure: measure, sanitizer: .ascii
        )
        .paint(width: width, height: height, showsFrames: showsFrames, cache: layoutCache)
    }

    /// The document drawn with its layout kept, so that a change of value repaints only its
    /// control (see `PaintedDocument`); throws like ``render(_:)``. Frame outlines are not drawn.
    ///
    /// ```swift
    /// var painted = try renderer.painted(document)
    /// painted.set(.number(3), for: "size")
    /// ```
    package func painted(_ document: PanelDocument) throws -> PaintedDocument {
        try PaintedDocument(
            document: document, glyphs: .ascii, theme: .plain, measure: measure, sanitizer: .ascii,
            width: width,
            height: height, cache: layoutCache)
    }
}
