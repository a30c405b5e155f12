import PanelCore

/// Renders a panel document as ANSI terminal text: Unicode box drawing, colours at a chosen
/// ``ColorDepth``, and SGR sequences written only by the style encoder.
///
/// Every author or user string is sanitised first (controls become control pictures such as `␛`,
/// bidi overrides are removed), so a label can never move the cursor, change the title or reach
/// the clipboard. For live redraws, `update(from:to:)` writes only the cells that changed. The
/// tree is laid out by `PanelLayout`'s `LayoutEngine`; a layout error is thrown.
///
/// ```swift
/// let renderer = ANSIRenderer(width: 80, colorDepth: .palette256)
/// print(try renderer.render(document))
/// ```
///
/// Rendered (colours not shown):
///
/// ```
/// ╭ Motion ──────────────────────────────╮
/// │ Speed  ━━━━━━━━━━━●────────── 1.00 x │
/// │ Bounce ◉ on                          │
/// │ ▾ Advanced                           │
/// │   Curve standard 0.30s               │
/// │         ▁▁▁▂▃▄▅▆▇▇▇█████             │
/// ╰──────────────────────────────────────╯
/// ```
public struct ANSIRenderer: Renderer, Sendable {
    /// The number of columns to render at.
    ///
    /// ```swift
    /// ANSIRenderer(width: 120).width // 120
    /// ```
    package var width: Int
    /// How text is measured (wide ambiguous characters or not).
    ///
    /// ```swift
    /// let cjk = ANSIRenderer(width: 80, measure: DisplayWidth(ambiguousIsWide: true))
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
    /// ANSIRenderer(width: 80, height: 24).height // 24
    /// ```
    package var height: Int?
    /// Whether to outline every frame and write its id or kind on its bottom edge, over the
    /// drawing (a debugging aid, like UIViewKit's IBDebug `showFrames`).
    ///
    /// ```swift
    /// print(try ANSIRenderer(width: 60, showsFrames: true).render(document))
    /// ```
    package var showsFrames: Bool
    /// The layout kept between renders (shared by copies of this renderer).
    let layoutCache = LayoutCache()
    /// The encoder (and so the colour depth) of the output; it caches one SGR sequence per style.
    ///
    /// ```swift
    /// let reset = renderer.encoder.sgr(.plain) // "\u{1B}[0m"
    /// ```
    package let encoder: StyleEncoder

    /// Creates a renderer for a width and colour depth (optionally a height in rows, clipped to, and
    /// frame outlines).
    ///
    /// ```swift
    /// let depth = ColorDepth.detect(option: nil, environment: env, isTerminal: true)
    /// let renderer = ANSIRenderer(width: 100, colorDepth: depth)
    /// ```
    public init(
        width: Int = 80, height: Int? = nil, colorDepth: ColorDepth = .sixteen, showsFrames: Bool = false,
        measure: DisplayWidth = .standard
    ) {
        self.width = max(1, width)
        self.height = height.map { max(1, $0) }
        self.showsFrames = showsFrames
        self.measure = measure
        self.encoder = StyleEncoder(depth: colorDepth)
    }

    /// The colour depth of the output.
    ///
    /// ```swift
    /// ANSIRenderer(colorDepth: .trueColor).colorDepth // .trueColor
    /// ```
    package var colorDepth: ColorDepth { encoder.depth }

    /// The document as ANSI text: rows joined by newlines, each styled row ending in a reset.
    ///
    /// Throws the layout's `LayoutError` (its message names the conflicting constraints) when the
    /// tree cannot be laid out.
    ///
    /// ```swift
    /// FileHandle.standardOutput.write(Data(try renderer.render(document).utf8))
    /// ```
    public func render(_ document: PanelDocument) throws -> String {
        try canvas(for: document).ansiText(encoder: encoder)
    }

    /// The cell canvas the output is encoded from (keep it to diff the next frame against); throws
    /// like ``render(_:)``.
    ///
    /// ```swift
    /// let frame = try renderer.canvas(for: document)
    /// ```
    public func canvas(for document: PanelDocument) throws -> Canvas {
        try PanelPainter(
            document: document, glyphs: .unicode, theme: .ansi, measure: measure, sanitizer: .unicode
        )
        .paint(width: width, height: height, showsFrames: showsFrames, cache: layoutCache)
    }

    /// The bytes that update a terminal showing `previous` (or anything, when `nil`) to show
    /// `document`, and the new canvas to diff against next time. See `ScreenDiff`. Throws like
    /// ``render(_:)``.
    ///
    /// ```swift
    /// var shown: Canvas? = nil
    /// let (bytes, canvas) = try renderer.update(from: shown, to: document)
    /// shown = canvas
    /// ```
    @_spi(Internals) public func update(from previous: Canvas?, to document: PanelDocument) throws -> (
        bytes: [UInt8], canvas: Canvas
    ) {
        let next = try canvas(for: document)
        return (ScreenDiff.bytes(from: previous, to: next, encoder: encoder), next)
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
            document: document, glyphs: .unicode, theme: .ansi, measure: measure, sanitizer: .unicode,
            width: width,
            height: height, cache: layoutCache)
    }
}
