import PanelCore

/// Renders a panel document as ANSI terminal text: Unicode box drawing, colours at a chosen
/// ``ColorDepth``, and SGR sequences written only by the style encoder.
///
/// Every author or user string is sanitised first (controls become control pictures such as `␛`,
/// bidi overrides are removed), so a label can never move the cursor, change the title or reach
/// the clipboard. For live redraws, ``update(from:to:)`` writes only the cells that changed.
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
    public var width: Int
    /// How text is measured (wide ambiguous characters or not).
    ///
    /// ```swift
    /// let cjk = ANSIRenderer(width: 80, measure: DisplayWidth(ambiguousIsWide: true))
    /// ```
    public var measure: DisplayWidth
    /// The encoder (and so the colour depth) of the output; it caches one SGR sequence per style.
    ///
    /// ```swift
    /// let reset = renderer.encoder.sgr(.plain) // "\u{1B}[0m"
    /// ```
    public let encoder: StyleEncoder

    /// Creates a renderer for a width and colour depth.
    ///
    /// ```swift
    /// let depth = ColorDepth.detect(option: nil, environment: env, isTerminal: true)
    /// let renderer = ANSIRenderer(width: TerminalSize.columns(), colorDepth: depth)
    /// ```
    public init(width: Int = 80, colorDepth: ColorDepth = .sixteen, measure: DisplayWidth = .standard) {
        self.width = max(1, width)
        self.measure = measure
        self.encoder = StyleEncoder(depth: colorDepth)
    }

    /// The colour depth of the output.
    ///
    /// ```swift
    /// ANSIRenderer(colorDepth: .trueColor).colorDepth // .trueColor
    /// ```
    public var colorDepth: ColorDepth { encoder.depth }

    /// The document as ANSI text: rows joined by newlines, each styled row ending in a reset.
    ///
    /// ```swift
    /// FileHandle.standardOutput.write(Data(try renderer.render(document).utf8))
    /// ```
    public func render(_ document: PanelDocument) throws -> String {
        canvas(for: document).ansiText(encoder: encoder)
    }

    /// The cell canvas the output is encoded from (keep it to diff the next frame against).
    ///
    /// ```swift
    /// let frame = renderer.canvas(for: document)
    /// ```
    public func canvas(for document: PanelDocument) -> Canvas {
        PanelPainter(
            document: document, glyphs: .unicode, theme: .ansi, measure: measure, sanitizer: .unicode
        )
        .paint(width: width)
    }

    /// The bytes that update a terminal showing `previous` (or anything, when `nil`) to show
    /// `document`, and the new canvas to diff against next time. See ``ScreenDiff``.
    ///
    /// ```swift
    /// var shown: Canvas? = nil
    /// let (bytes, canvas) = renderer.update(from: shown, to: document)
    /// shown = canvas
    /// ```
    public func update(from previous: Canvas?, to document: PanelDocument) -> (bytes: [UInt8], canvas: Canvas)
    {
        let next = canvas(for: document)
        return (ScreenDiff.bytes(from: previous, to: next, encoder: encoder), next)
    }
}
