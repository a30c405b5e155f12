/// Lays out one tree at several sizes and draws the results side by side (UIViewKit's
/// FreeForm preview), optionally outlining every frame and writing its id (IBDebug's
/// `showFrames`).
///
/// All sizes are laid out by one `LayoutEngine`, so each screen's constraint system is
/// built once and only re-solved for the next size. The drawing is a plain outline
/// rendering (borders `+-|`, text, rules); each column is headed by its size.
///
/// ```swift
/// let preview = FreeFormPreview(profileScreen, sizes: [
///     CellSize(width: 40, height: 12), CellSize(width: 80, height: 24),
/// ], showsFrames: true)
/// print(try preview.render())
/// // 40x12                                      80x24
/// // +- Profile --------------------------+     +- Profile ------ …
/// ```
public struct FreeFormPreview: Sendable {
    /// The tree to lay out.
    public var root: Node
    /// The sizes, drawn left to right.
    public var sizes: [CellSize]
    /// Whether to outline every frame (at least 2×2 cells) and write its id or kind.
    public var showsFrames: Bool
    /// Columns between two renderings.
    public var gap: Int

    /// The sizes the preview uses unless told otherwise: 40×12, 80×24 and 120×40.
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
        gap: Int = 4
    ) {
        self.init(node: content.node, sizes: sizes, showsFrames: showsFrames, gap: gap)
    }

    /// Creates a preview of a tree (for example one decoded from JSON).
    ///
    /// ```swift
    /// FreeFormPreview(node: document.root, sizes: [CellSize(width: 60, height: 20)])
    /// ```
    public init(
        node: Node, sizes: [CellSize] = FreeFormPreview.defaultSizes, showsFrames: Bool = false, gap: Int = 4
    ) {
        self.root = node
        self.sizes = sizes
        self.showsFrames = showsFrames
        self.gap = max(0, gap)
    }

    /// Lays the tree out at every size and returns the renderings side by side, each under
    /// a line naming its size. Throws the first size's layout error, if any.
    ///
    /// ```swift
    /// print(try FreeFormPreview(screen, showsFrames: true).render())
    /// ```
    public func render(measure: @escaping (String) -> Int = { $0.count }) throws(LayoutError) -> String {
        let engine = LayoutEngine(measure: measure)
        var columns: [[String]] = []
        for size in sizes {
            let result = try engine.layout(root, in: size)
            var canvas = PreviewCanvas(size: size)
            canvas.draw(root, result: result, showsFrames: showsFrames)
            columns.append([size.description] + canvas.lines)
        }
        let height = columns.map(\.count).max() ?? 0
        var out: [String] = []
        for row in 0..<height {
            var line = ""
            for (k, column) in columns.enumerated() {
                let width = max(sizes[k].width, column[0].count)
                var cell = row < column.count ? column[row] : ""
                if k < columns.count - 1 {
                    cell += String(repeating: " ", count: max(0, width - cell.count) + gap)
                }
                line += cell
            }
            while line.last == " " { line.removeLast() }
            out.append(line)
        }
        return out.joined(separator: "\n")
    }
}
