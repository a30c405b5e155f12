/// The live session's screen: the model's tree laid out with the person's folders and filter,
/// painted once per structure (a change of value repaints that control alone), and the screen
/// as last drawn, with the rows that can have changed since, so that a frame diffs only those
/// (`ScreenCache+Draw.swift`). It reads the view; it never decides what a key does.
///
/// ```swift
/// let cache = ScreenCache(document: document, width: 80, height: 24, colorDepth: .sixteen)
/// cache.show(7, for: "size")                  // repaints the slider's row
/// let bytes = cache.draw(view, presets: ([], nil))
/// ```
final class ScreenCache {
    // Everything a context reads drops the one kept (see `context(presets:)`) as it changes.
    private(set) var width: Int {
        didSet { kept = nil }
    }
    private(set) var height: Int {
        didSet { kept = nil }
    }
    let colorDepth: ColorDepth
    /// Whether to wrap updates in synchronized output (DEC 2026): only once the terminal said
    /// it supports it.
    var synchronized = false
    /// The problems found in the tree (the model's), listed above the keys in `?`.
    var problems: [String] = []
    private(set) var tree: LiveTree {
        didSet { kept = nil }
    }
    /// The model's tree as last read.
    private var source: Node
    /// The rules of `source` and what they said when `tree` was built: a value that flips one
    /// lays the screen out again.
    private var rules: LiveRules
    /// The panel painted at the screen's width, with the values it shows; repainted in place.
    var painted: PaintedDocument {
        didSet { kept = nil }
    }
    /// The dialogs and drawer roots of the tree.
    private(set) var overlayNodes: [NodeID] = [] {
        didSet { kept = nil }
    }
    /// The context last handed to the reducer, while nothing it reads has changed: most events
    /// of a key (the key, the edit's outcome, the frame that follows) read the same screen.
    private var kept: LiveContext?
    /// The tree must be laid out again before the next frame.
    private(set) var needsRebuild = false

    // What the screen shows (see `ScreenCache+Draw.swift`).
    var shown: Canvas?
    var shownFocusRows: [Int] = []
    var shownOverlay = false
    var shownCursor: (row: Int, column: Int)?
    /// The view and the status line's right side as last drawn: with no dirty row and neither
    /// changed, the screen is as shown and a frame writes nothing. So whatever the screen's
    /// composition reads besides the painted panel belongs in the view (or marks rows dirty, or
    /// asks for a full diff).
    var shownView: LiveView?
    var shownStatusRight = ""
    /// The status line as last drawn, kept while its texts and width stay the same.
    var statusLine: (left: String, right: String, canvas: Canvas)?
    /// Screen rows that need a diff, and panel rows (moved by the scroll when drawn).
    var dirtyRows: [Int] = []
    var dirtyPanelRows: [Int] = []
    var needsFullDiff = true

    /// What the program printed while the session is on screen (the log area).
    var output = LiveOutput() {
        didSet { kept = nil }
    }
    /// Where floating buttons remember their positions (`nil`: they do not).
    let buttonFile: FloatingButtonPositionFile?
    /// The floating buttons' states, by id.
    var buttons: [NodeID: FloatingButtonState] = [:] {
        didSet { kept = nil }
    }
    /// Places found in the position file for buttons the session held none for, to be sent to
    /// the session (``takeButtonSeeds()``), so that every frontend shows the button there too.
    var buttonSeeds: [(id: NodeID, placement: FloatingButtonPlacement)] = []

    init(
        document: PanelDocument, width: Int, height: Int, colorDepth: ColorDepth,
        buttonFile: FloatingButtonPositionFile? = nil
    ) {
        self.width = max(1, width)
        self.height = max(2, height)
        self.colorDepth = colorDepth
        self.buttonFile = buttonFile
        source = document.root
        rules = LiveRules(source: document.root, values: document.values)
        tree = LiveTree(
            source: rules.resolved(document.root, values: document.values), collapsed: [:], filter: "")
        overlayNodes = LiveContext.overlayIDs(in: tree.root)
        painted = LiveContext.paint(
            tree: tree, values: document.values, width: self.width, depth: colorDepth,
            filling: overlayNodes.isEmpty ? nil : self.height - 1)  // no log area yet
        // Floating buttons take their remembered places once their bounds are known.
        if !LiveContext.floatingButtons(in: tree.root).isEmpty { needsRebuild = true }
    }

    /// The screen as the reducer reads it; `presets` are the ones the menu lists. One context
    /// (without presets) is kept until something it reads changes, so that the events of a key
    /// share it: making one copies the painting and the tree (a retain of each of their parts),
    /// and letting it go releases them.
    func context(presets: [(id: String, name: String)] = []) -> LiveContext {
        if presets.isEmpty, let kept { return kept }
        let context = LiveContext(
            painted: painted, tree: tree, overlayNodes: overlayNodes, colorDepth: colorDepth, width: width,
            height: height, logRows: logRows, printedLines: output.count, placedButtons: Set(buttons.keys),
            presets: presets)
        if presets.isEmpty { kept = context }
        return context
    }

    /// The terminal changed size: lay out again and redraw everything.
    func resize(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(2, height)
        needsRebuild = true
        shown = nil
    }

    /// Forgets what the screen shows: the next frame draws it all.
    func forget() {
        shown = nil
        shownCursor = nil
    }

    /// The tree must be laid out again (folders, filter, structure).
    func rebuild() {
        needsRebuild = true
    }

    /// Marks panel rows (in panel coordinates) as needing a diff.
    func markDirty(_ rect: CellRect?) {
        guard let rect, !rect.isEmpty else { return }
        dirtyPanelRows += rect.y..<rect.maxY
    }

    /// Shows a value in the panel without storing it (text being edited), or a stored one.
    func show(_ value: PanelValue, for id: NodeID) {
        guard painted.document.values[id] != value else { return }
        if showButton(value, for: id) { return }
        // The context kept shares the painting: let it go first, so that the repaint changes
        // the painting in place rather than copying it whole.
        kept = nil
        let dirty = painted.set(value, for: id)
        if rules.flipped(for: painted.document.values) {
            // A control appears or leaves: lay out again (its row, its label column, focus).
            needsRebuild = true
            return
        }
        if LiveContext.hasShownOverlay(among: overlayNodes, in: painted.document.values) {
            // A dialog or drawer covers the panel: draw it all again so that nothing is drawn
            // over the card or left stale in the drawer's sheet.
            painted = paint(values: painted.document.values)
            needsFullDiff = true
            return
        }
        markDirty(dirty)
    }

    /// Brings the screen to the model's `document`: a new structure lays it out again, new
    /// values repaint their controls (but `except`'s, whose text is being typed).
    func sync(with document: PanelDocument, except: NodeID?) {
        if document.root != source {
            source = document.root
            needsRebuild = true
            return
        }
        let shownValues = painted.document.values
        for (id, value) in document.values where shownValues[id] != value && id != except {
            show(value, for: id)
        }
    }

    /// Lays the tree out again for `values` with the person's folders and filter, and paints
    /// it; returns the focus order before (for focus to follow).
    func layOut(values: ValueMap, collapsed: [NodeID: Bool], filter: String) -> [NodeID] {
        needsRebuild = false
        rules = LiveRules(source: source, values: values)
        let previousOrder = tree.focusOrder
        // While filtering, tabs show as folders, so that a match in a closed tab is found too.
        let shown = filter.isEmpty ? source : LiveTree.showingTabsAsFolders(source)
        tree = LiveTree(source: rules.resolved(shown, values: values), collapsed: collapsed, filter: filter)
        overlayNodes = LiveContext.overlayIDs(in: tree.root)
        followButtons(values)
        painted = paint(values: values)
        needsFullDiff = true
        return previousOrder
    }

    /// The tree painted at the screen's width (see ``LiveContext/paint(tree:values:width:depth:filling:)``),
    /// with the floating buttons where they are.
    func paint(values: ValueMap) -> PaintedDocument {
        // Overlays (a dialog's dim, the drawer, a floating button) cover the rows above the log
        // area and the status line.
        let filling = overlayNodes.isEmpty ? nil : height - 1 - logRows
        let first = LiveContext.paint(
            tree: tree, values: withButtonPositions(values), width: width, depth: colorDepth, filling: filling
        )
        guard placeButtons(in: first, values: values) else { return first }
        return LiveContext.paint(
            tree: tree, values: withButtonPositions(values), width: width, depth: colorDepth, filling: filling
        )
    }
}
