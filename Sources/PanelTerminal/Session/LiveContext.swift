/// What the reducer reads besides its state: the screen as the cache last laid it out (the
/// painted panel with its frames and shown values, the tree with its focus order, the size, the
/// log area). An immutable snapshot, shared by reference so that the reducer's reads copy
/// nothing: the screen cache makes one for each event (and lets it go before the effects
/// change the screen), and a test makes one from plain values or from a document with
/// ``init(document:width:height:colorDepth:presets:)``.
final class LiveContext {
    /// The panel painted at the screen's width, with the values it shows.
    let painted: PaintedDocument
    /// The tree shown (folders and filter applied), with its focus order.
    let tree: LiveTree
    /// The dialogs and drawer roots of the tree (their state decides what takes the keys).
    let overlayNodes: [NodeID]
    /// The colours the screen is painted in (an open drawer's panel is painted alike).
    let colorDepth: ColorDepth
    /// The screen's size in cells; its last row is the status line.
    let width: Int, height: Int
    /// Rows the log area takes above the status line.
    let logRows: Int
    /// How many lines the program printed while the session is on screen.
    let printedLines: Int
    /// The floating buttons that have a state (a position) by now.
    let placedButtons: Set<NodeID>
    /// The presets the menu lists (read while the menu is open).
    let presets: [(id: String, name: String)]

    init(
        painted: PaintedDocument, tree: LiveTree, overlayNodes: [NodeID], colorDepth: ColorDepth, width: Int,
        height: Int, logRows: Int = 0, printedLines: Int = 0, placedButtons: Set<NodeID> = [],
        presets: [(id: String, name: String)] = []
    ) {
        self.painted = painted
        self.tree = tree
        self.overlayNodes = overlayNodes
        self.colorDepth = colorDepth
        self.width = width
        self.height = height
        self.logRows = logRows
        self.printedLines = printedLines
        self.placedButtons = placedButtons
        self.presets = presets
    }

    /// The first screen row of the log area (the panel's window ends above it).
    var logTop: Int { height - 1 - logRows }

    /// The values the panel shows.
    var values: ValueMap { painted.document.values }

    /// The node shown for `id` (with focus, say).
    func node(_ id: NodeID?) -> Node? {
        guard let id else { return nil }
        return painted.node(for: id)
    }

    /// The tree painted at `width`; a tree with dialogs or a drawer fills at least `rows`, so
    /// that a drawer over a short panel has room to open. A tree that cannot be laid out shows
    /// why.
    static func paint(
        tree: LiveTree, values: ValueMap, width: Int, depth: ColorDepth, filling rows: Int?
    ) -> PaintedDocument {
        let renderer = ANSIRenderer(width: width, colorDepth: depth)
        let document = PanelDocument(root: tree.root, values: values)
        do {
            let natural = try renderer.painted(document)
            guard let rows, natural.canvas.height < rows else { return natural }
            return try ANSIRenderer(width: width, height: rows, colorDepth: depth).painted(document)
        } catch {
            let text = Node(element: .text(TextElement("The panel cannot be laid out:\n\(error)")))
            // A text node always lays out.
            return try! renderer.painted(PanelDocument(root: text))
        }
    }

    /// Where a panel cell falls: the painting drawn there (an open drawer's content, whose
    /// controls are the only ones a click reaches then, or the panel's), the cell in that
    /// painting, and the ids that take focus in it; `nil` outside an open drawer's body.
    func place(atColumn column: Int, row: Int) -> (
        painting: PaintedDocument, column: Int, row: Int, order: [NodeID]
    )? {
        if topDialog == nil, let drawer = openDrawer {
            // The sheet's window shows content rows scroll+1 ... below its top border row.
            guard row > drawer.bodyTop, row <= drawer.bodyTop + drawer.geometry.contentRows else {
                return nil
            }
            return (
                drawer.content, column - drawer.area.x, row - drawer.bodyTop + drawer.scroll, activeFocusOrder
            )
        }
        return (painted, column, row, tree.focusOrder)
    }

    /// The focusable control drawn at a panel cell, the painting it is in (see
    /// ``place(atColumn:row:)``), and the column in that painting.
    func control(atColumn column: Int, row: Int) -> (NodeID, PaintedDocument, Int)? {
        guard let place = place(atColumn: column, row: row) else { return nil }
        for id in place.order {
            guard let frame = place.painting.frame(of: id) else { continue }
            if place.row >= frame.y && place.row < frame.maxY && place.column >= frame.x
                && place.column < frame.maxX
            {
                return (id, place.painting, place.column)
            }
        }
        return nil
    }

    /// The painting a control is drawn in and a screen column in it (for a drag).
    func painting(of id: NodeID, column: Int) -> (PaintedDocument, Int) {
        if topDialog == nil, let drawer = openDrawer, drawer.content.frame(of: id) != nil {
            return (drawer.content, column - drawer.area.x)
        }
        return (painted, column)
    }

    /// Where the focused control is drawn on the screen's panel (in an open drawer, where the
    /// drawer shows it).
    func focusFrame(_ focus: NodeID?) -> CellRect? {
        guard let focus else { return nil }
        // (Not `drawerFocus(focus)?.frame ?? painted.frame(of: focus)`: the closure of `??`
        // copies the painting to read it.)
        if let inDrawer = drawerFocus(focus) { return inDrawer.frame }
        return painted.frame(of: focus)
    }
}

extension LiveContext {
    /// The context of a screen showing `document` as laid out from scratch (for tests and
    /// tools: the session's cache keeps its own), with `presets` in the menu.
    ///
    /// ```swift
    /// let context = LiveContext(document: document, width: 50, height: 16, colorDepth: .sixteen)
    /// ```
    convenience init(
        document: PanelDocument, width: Int, height: Int, colorDepth: ColorDepth,
        presets: [(id: String, name: String)] = []
    ) {
        let tree = LiveTree(source: document.root, collapsed: [:], filter: "")
        let overlays = Self.overlayIDs(in: tree.root)
        self.init(
            painted: Self.paint(
                tree: tree, values: document.values, width: width, depth: colorDepth,
                filling: overlays.isEmpty ? nil : height - 1),
            tree: tree, overlayNodes: overlays, colorDepth: colorDepth, width: width, height: height,
            presets: presets)
    }
}
