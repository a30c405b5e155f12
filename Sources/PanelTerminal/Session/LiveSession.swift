import Synchronization

/// The live terminal session without the terminal: bytes from the keyboard in, bytes for the
/// screen out.
///
/// Input is decoded by ``InputDecoder``; each event goes through the reducer
/// (`LiveSession+Keys.swift`, `+Mouse`, `+Modes`), which moves focus, opens folders, adjusts
/// values through the model's validating path, and so on. The screen is the panel painted once
/// per structure (`PaintedDocument`): a change of value repaints that control alone, the
/// screen shows a window of the panel with the focused row marked, a status line and any
/// overlays, and only the rows that can have changed are diffed (`ScreenDiff`).
///
/// Time is passed in (`now`, in seconds) so that tests and benchmarks drive it; ``LiveTerminal``
/// owns the real terminal and calls ``tick(now:)`` when no input arrives. Use a session directly
/// to serve the live panel over another transport (a socket, an SSH channel).
///
/// ```swift
/// let session = LiveSession(card, width: 80, height: 24, colorDepth: .sixteen)
/// write(session.redrawAll())                                   // the first frame
/// write(session.receive(Array("j\u{1B}[C".utf8), now: 0))      // focus down, one step right
/// ```
public final class LiveSession {
    /// How long a key may pause while held before its edit is committed (longer than a
    /// keyboard's repeat delay, so a held key is one edit).
    static let holdTimeout = 0.75
    /// How often a model that cannot be observed is compared with the screen.
    static let pollInterval = 0.25

    let model: any LiveModel
    private(set) var width: Int
    private(set) var height: Int
    let colorDepth: ColorDepth
    /// Whether to wrap updates in synchronized output (DEC 2026): only once the terminal said
    /// it supports it.
    var synchronized = false
    private(set) var view = LiveView()

    private var decoder = InputDecoder()
    private(set) var tree: LiveTree
    private var source: Node
    /// The rules of `source` and what they said when `tree` was built: a value that flips one
    /// lays the screen out again.
    private var rules: LiveRules
    var painted: PaintedDocument
    private var shown: Canvas?
    private var shownFocusRows: [Int] = []
    private var shownOverlay = false
    private var shownCursor: (row: Int, column: Int)?
    /// The view and the status line's right side as last drawn: with no dirty row and neither
    /// changed, the screen is as shown and a tick writes nothing. So whatever the screen's
    /// composition reads besides the painted panel belongs in `view` (or marks rows dirty, or
    /// asks for a full diff).
    private var shownView: LiveView?
    private var shownStatusRight = ""
    /// The status line as last drawn, kept while its texts and width stay the same.
    private var statusLine: (left: String, right: String, canvas: Canvas)?
    private var dirtyRows: [Int] = []
    private var needsRebuild = false
    /// The dialogs and drawer roots of the tree (their state decides what takes the keys).
    private(set) var overlayNodes: [NodeID] = []
    private var needsFullDiff = true
    /// What the program printed while the session is on screen (the log area).
    var output = LiveOutput()
    /// Where floating buttons remember their positions (`nil`: they do not).
    let buttonFile: FloatingButtonPositionFile?
    /// The floating buttons' states, by id, and a press on one in progress.
    var buttons: [NodeID: FloatingButtonState] = [:]
    var buttonDrag: ButtonDrag?
    /// A drag of the open drawer's sheet in progress.
    var sheetDrag: SheetDrag?
    private var lastPoll = 0.0
    private let inbox = Inbox()
    private var stopObserving: (@Sendable () -> Void)?

    /// Changes the model reported, from any thread, until the next tick.
    private final class Inbox: Sendable {
        let pending = Mutex<(values: [(id: NodeID, value: PanelValue)], structure: Bool)>(([], false))
    }

    /// A session on `model` for a screen of `width` × `height` cells; `wake` is called (from any
    /// thread) when the model changed outside the session, so that the terminal's loop ticks.
    init(
        model: any LiveModel, width: Int, height: Int, colorDepth: ColorDepth,
        buttonFile: FloatingButtonPositionFile? = nil, wake: (@Sendable () -> Void)? = nil
    ) {
        self.model = model
        self.buttonFile = buttonFile
        self.width = max(1, width)
        self.height = max(2, height)
        self.colorDepth = colorDepth
        let document = model.document
        source = document.root
        rules = LiveRules(source: document.root, values: document.values)
        tree = LiveTree(
            source: rules.resolved(document.root, values: document.values), collapsed: [:], filter: "")
        overlayNodes = Self.overlayIDs(in: tree.root)
        painted = Self.paint(
            tree: tree, values: document.values, width: max(1, width), depth: colorDepth,
            filling: overlayNodes.isEmpty ? nil : self.height - 1)
        view.focus = tree.focusOrder.first
        stopObserving = model.observe { [inbox] change in
            inbox.pending.withLock { pending in
                switch change {
                case .values(let values): pending.values += values
                case .structure: pending.structure = true
                }
            }
            wake?()
        }
        observed = stopObserving != nil
        // Floating buttons take their remembered places once their bounds are known.
        if !floatingButtonNodes.isEmpty { needsRebuild = true }
    }

    private var observed = false

    deinit {
        stopObserving?()
    }

    // MARK: - Input

    /// Decodes and handles input bytes; returns the bytes that update the screen.
    ///
    /// ```swift
    /// let update = session.receive([0x1B, 0x5B, 0x43], now: clock)   // right arrow
    /// ```
    public func receive(_ bytes: [UInt8], now: Double) -> [UInt8] {
        for event in decoder.decode(bytes) { handle(event, now: now) }
        return render()
    }

    /// Whether input bytes are waiting for more (an Escape that may start a sequence).
    var hasPendingInput: Bool { decoder.hasPending }

    /// Time passed without input: a lone Escape becomes the Escape key, a held key's edit is
    /// committed when the key stopped, and changes made elsewhere are shown.
    ///
    /// ```swift
    /// write(session.tick(now: clock))
    /// ```
    public func tick(now: Double) -> [UInt8] {
        for event in decoder.flush() { handle(event, now: now) }
        if let held = view.held, !held.dragging, now - held.last >= Self.holdTimeout { commitHeld() }
        let pending = inbox.pending.withLock { pending in
            defer { pending = ([], false) }
            return pending
        }
        if pending.structure || (!observed && now - lastPoll >= Self.pollInterval) {
            lastPoll = now
            syncFromModel()
        } else {
            for (id, value) in pending.values {
                if case .editing(let edit) = view.mode, edit.id == id { continue }
                show(value, for: id)
            }
        }
        return render()
    }

    /// When the session next needs a ``tick(now:)`` without input, or `nil` for never.
    ///
    /// ```swift
    /// let deadline = session.nextTick(after: clock)   // poll until then
    /// ```
    public func nextTick(after now: Double) -> Double? {
        var times: [Double] = []
        if decoder.hasPending { times.append(now + InputDecoder.escapeTimeout) }
        if let held = view.held, !held.dragging { times.append(held.last + Self.holdTimeout) }
        if !observed { times.append(now + Self.pollInterval) }
        return times.min()
    }

    /// The terminal changed size: lay out again and redraw everything.
    ///
    /// ```swift
    /// write(session.resize(width: 100, height: 30))
    /// ```
    public func resize(width: Int, height: Int) -> [UInt8] {
        self.width = max(1, width)
        self.height = max(2, height)
        needsRebuild = true
        shown = nil
        return render()
    }

    /// Draws the whole screen again (after resuming, or on ctrl-L).
    ///
    /// ```swift
    /// write(session.redrawAll())
    /// ```
    public func redrawAll() -> [UInt8] {
        shown = nil
        shownCursor = nil
        return render()
    }

    /// The texts `c` copied, to print after leaving the screen.
    ///
    /// ```swift
    /// session.copiedTexts.forEach { print($0) }
    /// ```
    public var copiedTexts: [String] { view.copied }

    /// Whether the person asked to quit.
    ///
    /// ```swift
    /// while !session.isFinished { … }
    /// ```
    public var isFinished: Bool { view.isFinished }

    /// Whether the person asked to suspend (ctrl-Z); reading it clears it.
    func takeSuspendRequest() -> Bool {
        defer { view.wantsSuspend = false }
        return view.wantsSuspend
    }

    // MARK: - Changing the view

    /// The next frame compares every row with the screen.
    func markFullDiff() {
        needsFullDiff = true
    }

    /// Marks screen rows as needing a diff.
    func markScreenRows(_ rows: Range<Int>) {
        dirtyRows += rows
    }

    func update(_ change: (inout LiveView) -> Void) {
        change(&view)
    }

    /// Marks panel rows (in panel coordinates) as needing a diff.
    func markDirty(_ rect: CellRect?) {
        guard let rect, !rect.isEmpty else { return }
        for row in rect.y..<rect.maxY { dirtyRows.append(row - view.scroll) }
    }

    /// The tree must be drawn again (folders, filter, structure).
    func rebuild() {
        needsRebuild = true
    }

    /// Shows a value in the panel without storing it (text being edited), or a stored one.
    func show(_ value: PanelValue, for id: NodeID) {
        guard painted.document.values[id] != value else { return }
        let dirty = painted.set(value, for: id)
        if rules.flipped(for: painted.document.values) {
            // A control appears or leaves: lay out again (its row, its label column, focus).
            needsRebuild = true
            return
        }
        if hasShownOverlay {
            // A dialog or drawer covers the panel: draw it all again so that nothing is drawn
            // over the card or left stale in the drawer's sheet.
            painted = paint(values: painted.document.values)
            needsFullDiff = true
            return
        }
        markDirty(dirty)
    }

    /// Reads the model again: a new structure rebuilds the screen, new values repaint their
    /// controls.
    func syncFromModel() {
        let document = model.document
        if document.root != source {
            source = document.root
            needsRebuild = true
            return
        }
        let shownValues = painted.document.values
        for (id, value) in document.values where shownValues[id] != value {
            if case .editing(let edit) = view.mode, edit.id == id { continue }
            show(value, for: id)
        }
    }

    // MARK: - Rendering

    /// The tree painted at the screen's width; a tree with dialogs or a drawer fills at least
    /// the rows above the status line, so that a drawer over a short panel has room to open.
    func paint(values: ValueMap) -> PaintedDocument {
        let filling = overlayNodes.isEmpty ? nil : height - 1
        let first = Self.paint(
            tree: tree, values: withButtonPositions(values), width: width, depth: colorDepth, filling: filling
        )
        guard placeButtons(in: first) else { return first }
        return Self.paint(
            tree: tree, values: withButtonPositions(values), width: width, depth: colorDepth, filling: filling
        )
    }

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

    /// Composes the screen and returns the bytes that bring the terminal to it.
    func render() -> [UInt8] {
        if needsRebuild {
            needsRebuild = false
            var values = model.document.values
            if case .editing(let edit) = view.mode, let id = edit.id { values[id] = .string(edit.text) }
            rules = LiveRules(source: source, values: values)
            let previousOrder = tree.focusOrder
            tree = LiveTree(
                source: rules.resolved(source, values: values), collapsed: view.collapsed, filter: view.filter
            )
            overlayNodes = Self.overlayIDs(in: tree.root)
            painted = paint(values: values)
            if let focus = view.focus, !tree.focusOrder.contains(focus) {
                // The focused control left (a rule, a filter, a folder): the next one still shown.
                let after = previousOrder.drop { $0 != focus }.dropFirst()
                view.focus = after.first(where: tree.focusOrder.contains) ?? tree.focusOrder.last
            }
            if view.focus == nil { view.focus = tree.focusOrder.first }
            if case .editing(let edit) = view.mode, let id = edit.id { show(.string(edit.text), for: id) }
            needsFullDiff = true
        }
        reconcileOverlayFocus()
        let right = statusRight()
        if shown != nil, !needsFullDiff, dirtyRows.isEmpty, !shownOverlay, view == shownView,
            right == shownStatusRight
        {
            return []  // nothing that the screen shows changed
        }
        if hasShownOverlay { needsFullDiff = true }
        let panelRows = height - 1 - logRows
        let inDrawer = drawerFocus()
        let focusFrame =
            inDrawer.map {
                CellRect(x: $0.frame.x, y: $0.frame.y + $0.shift, width: $0.frame.width, height: 1)
            }
            ?? view.focus.flatMap { painted.frame(of: $0) }
        if let frame = focusFrame {
            let oldScroll = view.scroll
            if frame.y < view.scroll { view.scroll = frame.y }
            if frame.maxY > view.scroll + panelRows { view.scroll = frame.maxY - panelRows }
            view.scroll = max(0, min(view.scroll, max(0, painted.canvas.height - panelRows)))
            if view.scroll != oldScroll { needsFullDiff = true }
        }
        var screen = painted.canvas.window(top: view.scroll, height: height)
        var focusRows: [Int] = []
        if let id = view.focus, let frame = focusFrame {
            let row = frame.y - view.scroll
            if row >= 0 && row < panelRows {
                LiveScreen.markFocus(
                    id, frame: frame, row: row, painted: inDrawer?.painted ?? painted, on: &screen)
                focusRows = [row]
            }
        }
        drawLog(on: &screen)
        screen.draw(statusCanvas(left: status(), right: right), column: 0, row: height - 1)
        let overlays = self.overlays()
        for overlay in overlays { overlay.draw(on: &screen, ascii: false) }
        let cursor = cursorPosition()

        var bytes: [UInt8]
        let encoder = StyleEncoder(depth: colorDepth)
        if let shown, !needsFullDiff, !shownOverlay, overlays.isEmpty, shown.height == screen.height,
            shown.width == screen.width
        {
            var rows = dirtyRows + focusRows + shownFocusRows + [height - 1]
            if let cursor { rows.append(cursor.row) }
            if let previous = shownCursor { rows.append(previous.row) }
            rows = Array(Set(rows)).sorted()
            bytes = ScreenDiff.bytes(
                from: shown, to: screen, rows: rows, encoder: encoder, synchronized: false)
        } else {
            bytes = ScreenDiff.bytes(from: shown, to: screen, encoder: encoder, synchronized: false)
        }
        if let cursor {
            bytes += Array("\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h".utf8)
        } else if shownCursor != nil {
            bytes += Array("\u{1B}[?25l".utf8)
        }
        if synchronized && !bytes.isEmpty {
            bytes = Array("\u{1B}[?2026h".utf8) + bytes + Array("\u{1B}[?2026l".utf8)
        }
        shown = screen
        shownCursor = cursor
        shownFocusRows = focusRows
        shownOverlay = !overlays.isEmpty
        shownView = view
        shownStatusRight = right
        dirtyRows = []
        needsFullDiff = false
        return bytes
    }

    /// The status line for these texts at the screen's width, drawn once and kept until they
    /// change (measuring and drawing it anew for every key would cost more than the change).
    private func statusCanvas(left: String, right: String) -> Canvas {
        if let line = statusLine, line.left == left, line.right == right, line.canvas.width == width {
            return line.canvas
        }
        var canvas = Canvas(
            width: width, height: 1, measure: painted.canvas.measure, sanitizer: painted.canvas.sanitizer)
        LiveScreen.drawStatus(left, right: right, on: &canvas)
        statusLine = (left, right, canvas)
        return canvas
    }

    /// The screen as last drawn (`nil` before the first frame).
    ///
    /// ```swift
    /// print(session.screen?.plainText() ?? "")
    /// ```
    public var screen: Canvas? { shown }

    private func overlays() -> [any ScreenOverlay] {
        switch view.mode {
        case .help:
            return [BoxOverlay(title: "Keys", lines: LiveScreen.keyList, highlighted: nil)]
        case .presets(let selected, let naming):
            let presets = model.presets
            var lines = presets.list.map { ($0.id == presets.active ? "● " : "  ") + $0.name }
            if lines.isEmpty { lines = ["  (no presets yet)"] }
            lines.append("")
            if let naming {
                lines.append("name: \(naming.text)")
            } else {
                lines.append("enter load · s save · r rename · d delete · c clear · esc close")
            }
            return [
                BoxOverlay(
                    title: "Presets", lines: lines,
                    highlighted: presets.list.isEmpty || naming != nil ? nil : selected)
            ]
        default:
            return []
        }
    }

    private func status() -> String {
        switch view.mode {
        case .filter: return "/" + view.filter
        case .editing(let edit):
            return view.message ?? "editing \(edit.id?.rawValue ?? ""): enter keeps, esc cancels"
        default:
            if let message = view.message { return message }
            if !view.filter.isEmpty { return "filter /\(view.filter) (/ esc clears) · ? keys · q quit" }
            return
                "↑↓ move  ←→ adjust  space toggle  / filter  p presets  u/r undo/redo  c copy  ? keys  q quit"
        }
    }

    private func statusRight() -> String {
        let presets = model.presets
        guard let active = presets.active, let preset = presets.list.first(where: { $0.id == active }) else {
            return ""
        }
        return "preset: \(preset.name)"
    }

    /// Where the terminal's cursor shows (while typing), in screen cells.
    private func cursorPosition() -> (row: Int, column: Int)? {
        switch view.mode {
        case .filter:
            return (height - 1, min(width - 1, 1 + painted.canvas.measure.columns(of: view.filter)))
        case .editing(let edit):
            guard let id = edit.id, let frame = painted.controlFrame(of: id) else { return nil }
            let row = frame.y - view.scroll
            guard row >= 0, row < logTop else { return nil }
            let prefix = String(edit.text.prefix(edit.cursor))
            let column =
                frame.x + 1 + painted.canvas.measure.columns(of: painted.canvas.sanitizer.cleanLine(prefix))
            return (row, min(column, frame.maxX - 2))
        case .presets(_, let naming?):
            _ = naming
            return nil
        default:
            return nil
        }
    }
}
