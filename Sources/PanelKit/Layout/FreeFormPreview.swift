/// Lays out one tree at several sizes and draws the renderings side by side (UIViewKit's
/// FreeForm preview), optionally outlining every frame and writing its id (IBDebug's
/// `showFrames`).
///
/// Each size is drawn by the real terminal backends (`ASCIIRenderer` by default, `ANSIRenderer`
/// with ``Backend/ansi(_:)``) at that width and height, so the preview shows exactly what a
/// terminal shows; a tree taller than a size is clipped to it. Frame outlines are the renderers'
/// `showsFrames` option. Each column is headed by its size.
///
/// ```swift
/// let preview = FreeFormPreview(profileScreen, sizes: [
///     CellSize(width: 40, height: 12), CellSize(width: 80, height: 24),
/// ], showsFrames: true)
/// print(try preview.render())
/// // 40x12                                       80x24
/// // Profile                                     Profile
/// // +- Profile --------------------------+     +- Profile ------ …
/// ```
public struct FreeFormPreview: Sendable {
    /// Which terminal backend draws the preview.
    ///
    /// ```swift
    /// FreeFormPreview(screen, backend: .ansi(.palette256))
    /// ```
    public struct Backend: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case ascii
            case ansi(ColorDepth)
        }

        let kind: Kind

        /// 7-bit ASCII (`ASCIIRenderer`): borders `+-|`, frames outlined with `.` and `:`.
        ///
        /// ```swift
        /// FreeFormPreview(screen, backend: .ascii)
        /// ```
        public static let ascii = Backend(kind: .ascii)

        /// ANSI text (`ANSIRenderer`) at a colour depth: box drawing and colours.
        ///
        /// ```swift
        /// FreeFormPreview(screen, backend: .ansi(.trueColor))
        /// ```
        public static func ansi(_ colorDepth: ColorDepth = .sixteen) -> Backend {
            Backend(kind: .ansi(colorDepth))
        }
    }

    /// The tree to lay out.
    ///
    /// ```swift
    /// FreeFormPreview(profileScreen).root.kind   // the screen
    /// ```
    package var root: Node
    /// The values the controls show (`{id: value}`), if any.
    ///
    /// ```swift
    /// FreeFormPreview(node: document.root, values: document.values).values
    /// ```
    package var values: ValueMap
    /// The sizes, drawn left to right.
    ///
    /// ```swift
    /// var preview = FreeFormPreview(profileScreen)
    /// preview.sizes = [CellSize(width: 60, height: 20)]
    /// ```
    package var sizes: [CellSize]
    /// Whether to outline every frame (at least 2×2 cells) and write its id or kind.
    ///
    /// ```swift
    /// var preview = FreeFormPreview(profileScreen)
    /// preview.showsFrames = true
    /// ```
    package var showsFrames: Bool
    /// Columns between two renderings.
    ///
    /// ```swift
    /// FreeFormPreview(profileScreen, gap: 2).gap   // 2
    /// ```
    package var gap: Int
    /// The backend that draws each size.
    ///
    /// ```swift
    /// var preview = FreeFormPreview(profileScreen)
    /// preview.backend = .ansi(.trueColor)
    /// ```
    package var backend: Backend
    /// How text is measured.
    ///
    /// ```swift
    /// FreeFormPreview(node: document.root, measure: .standard).measure
    /// ```
    package var measure: DisplayWidth

    /// The sizes the preview uses unless told otherwise: 40×12, 80×24 and 120×40.
    ///
    /// ```swift
    /// FreeFormPreview(profileScreen, sizes: FreeFormPreview.defaultSizes + [CellSize(width: 160, height: 50)])
    /// ```
    public static let defaultSizes = [
        CellSize(width: 40, height: 12), CellSize(width: 80, height: 24), CellSize(width: 120, height: 40),
    ]

    /// Creates a preview of layout content.
    ///
    /// ```swift
    /// FreeFormPreview(Screen { Text("Hi").constraints { c in c.centerX == c.parent.centerX; c.top == c.parent.top } })
    /// ```
    public init<Content: LayoutContent>(
        _ content: Content, sizes: [CellSize] = FreeFormPreview.defaultSizes, showsFrames: Bool = false,
        gap: Int = 4, backend: Backend = .ascii
    ) {
        self.init(node: content.node, sizes: sizes, showsFrames: showsFrames, gap: gap, backend: backend)
    }

    /// Creates a preview of a tree (for example one decoded from JSON), with its values.
    ///
    /// ```swift
    /// FreeFormPreview(node: document.root, values: document.values, sizes: [CellSize(width: 60, height: 20)])
    /// ```
    public init(
        node: Node, values: ValueMap = [:], sizes: [CellSize] = FreeFormPreview.defaultSizes,
        showsFrames: Bool = false, gap: Int = 4, backend: Backend = .ascii, measure: DisplayWidth = .standard
    ) {
        self.root = node
        self.values = values
        self.sizes = sizes
        self.showsFrames = showsFrames
        self.gap = max(0, gap)
        self.backend = backend
        self.measure = measure
    }

    /// The renderings side by side on one canvas, each under a line naming its size. Throws the
    /// first layout error, if any (see `ASCIIRenderer.render(_:)`).
    ///
    /// ```swift
    /// let sheet = try FreeFormPreview(screen).canvas()
    /// ```
    public func canvas() throws -> Canvas {
        let document = PanelDocument(root: root, values: values)
        var columns: [(title: String, width: Int, canvas: Canvas)] = []
        for size in sizes {
            let canvas: Canvas
            switch backend.kind {
            case .ascii:
                canvas = try ASCIIRenderer(
                    width: size.width, height: size.height, showsFrames: showsFrames, measure: measure
                ).canvas(for: document)
            case .ansi(let depth):
                canvas = try ANSIRenderer(
                    width: size.width, height: size.height, colorDepth: depth, showsFrames: showsFrames,
                    measure: measure
                ).canvas(for: document)
            }
            let title = size.description
            columns.append((title, max(canvas.width, measure.columns(of: title)), canvas))
        }
        let width = columns.reduce(0) { $0 + $1.width } + gap * max(0, columns.count - 1)
        let height = 1 + (columns.map(\.canvas.height).max() ?? 0)
        var sheet = Canvas(
            width: width, height: height, measure: measure, sanitizer: backend == .ascii ? .ascii : .unicode)
        var x = 0
        for column in columns {
            sheet.draw(column.title, column: x, row: 0)
            sheet.draw(column.canvas, column: x, row: 1)
            x += column.width + gap
        }
        return sheet
    }

    /// The renderings side by side as text (ASCII, or ANSI with the ANSI backend), each under a
    /// line naming its size. Throws the first layout error, if any.
    ///
    /// ```swift
    /// print(try FreeFormPreview(screen, showsFrames: true).render())
    /// ```
    public func render() throws -> String {
        let sheet = try canvas()
        switch backend.kind {
        case .ascii: return sheet.asciiText()
        case .ansi(let depth): return sheet.ansiText(encoder: StyleEncoder(depth: depth))
        }
    }
}
