/// Composing a frame: a window of the painted panel with the focused row marked, the log area,
/// the status line and any overlays, and the bytes that bring the terminal to it, diffing only
/// the rows that can have changed (`ScreenDiff`).
extension ScreenCache {
    /// Composes the screen for `view` and returns the bytes that bring the terminal to it
    /// (none when nothing it shows changed).
    func draw(_ view: LiveView, presets: (list: [(id: String, name: String)], active: String?))
        -> [UInt8]
    {
        let right = Self.statusRight(presets)
        if showsAsDrawn(view), right == shownStatusRight {
            return []  // nothing that the screen shows changed
        }
        if LiveContext.hasShownOverlay(among: overlayNodes, in: painted.document.values) {
            needsFullDiff = true
        }
        if let shownView, view.scroll != shownView.scroll { needsFullDiff = true }
        let panelRows = height - 1 - logRows
        var screen = painted.canvas.window(top: view.scroll, height: height)
        var focusRows: [Int] = []
        if let id = view.focus {
            // The focus in an open drawer is marked in the drawer's painting; elsewhere in the
            // panel's, read in place (a copy of it costs a retain of each of its parts).
            // (Not `inDrawer?.frame ?? painted.frame(of: id)`: the closure of `??` copies the
            // painting to read it.)
            let inDrawer = overlayNodes.isEmpty ? nil : context().drawerFocus(id)
            let focusFrame: CellRect?
            if let inDrawer { focusFrame = inDrawer.frame } else { focusFrame = painted.frame(of: id) }
            if let frame = focusFrame {
                let row = frame.y - view.scroll
                if row >= 0 && row < panelRows {
                    if let inDrawer {
                        LiveScreen.markFocus(
                            id, frame: frame, row: row, painted: inDrawer.painted, on: &screen)
                    } else {
                        LiveScreen.markFocus(id, frame: frame, row: row, painted: painted, on: &screen)
                    }
                    focusRows = [row]
                }
            }
        }
        drawLog(on: &screen)
        screen.draw(statusCanvas(left: Self.status(view), right: right), column: 0, row: height - 1)
        let overlays = Self.overlays(view.mode, presets: presets, problems: problems, scroll: view.helpScroll)
        for overlay in overlays { overlay.draw(on: &screen, ascii: false) }
        let cursor = cursorPosition(view)

        var bytes: [UInt8]
        let encoder = StyleEncoder(depth: colorDepth)
        if let shown, !needsFullDiff, !shownOverlay, overlays.isEmpty, shown.height == screen.height,
            shown.width == screen.width
        {
            var rows =
                dirtyRows + dirtyPanelRows.map { $0 - view.scroll } + focusRows + shownFocusRows + [
                    height - 1
                ]
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
        dirtyPanelRows = []
        needsFullDiff = false
        return bytes
    }

    /// Whether the screen shows `view` as last drawn, with nothing marked to draw again (so
    /// that a frame for it changes nothing but, perhaps, the status line's right side).
    func showsAsDrawn(_ view: LiveView) -> Bool {
        guard dirtyRows.isEmpty, dirtyPanelRows.isEmpty, keepsPlaces(of: view), let shownView else {
            return false
        }
        return view == shownView
    }

    /// Whether the screen shows the focus and the scroll of `view` on the layout they were
    /// last drawn with, at most with values repainted in place since: the focus and the window
    /// are still where they were put (a value repainted moves no control; a new layout, a new
    /// size, a new log area or an overlay draws the whole screen again).
    func keepsPlaces(of view: LiveView) -> Bool {
        // The screen and the view drawn are read in place (`shown != nil` and `view == shownView`
        // copied both, a retain and a release of each of their parts, twice a key).
        guard !needsFullDiff, !shownOverlay, shown?.width != nil, let shownView else { return false }
        return view.focus == shownView.focus && view.scroll == shownView.scroll
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

    /// The key list (after the panel's problems, if it has any) or the preset menu, over the
    /// panel.
    private static func overlays(
        _ mode: LiveView.Mode, presets: (list: [(id: String, name: String)], active: String?),
        problems: [String], scroll: Int
    ) -> [any ScreenOverlay] {
        switch mode {
        case .help:
            let lines =
                problems.isEmpty
                ? LiveScreen.keyList
                : ["⚠ problems in this panel:"] + problems.map { "  " + $0 } + [""] + LiveScreen.keyList
            return [BoxOverlay(title: "Keys", lines: lines, highlighted: nil, first: scroll)]
        case .presets(let menu):
            var lines = presets.list.map { ($0.id == presets.active ? "● " : "  ") + $0.name }
            if lines.isEmpty { lines = ["  (no presets yet)"] }
            lines.append("")
            if let naming = menu.naming {
                lines.append("name: \(naming.line.text)")
            } else {
                lines.append("enter load · s save · r rename · d delete · c clear · esc close")
            }
            return [
                BoxOverlay(
                    title: "Presets", lines: lines,
                    highlighted: presets.list.isEmpty || menu.naming != nil ? nil : menu.selected)
            ]
        default:
            return []
        }
    }

    private static func status(_ view: LiveView) -> String {
        switch view.mode {
        case .filter: return "/" + view.filter
        case .editing(let id, _):
            return view.message ?? "editing \(id.rawValue): enter keeps, esc cancels"
        case .confirmingQuit(let unsaved):
            return "quit without writing? q or y quits · w writes · any other key stays (\(unsaved))"
        default:
            if let message = view.message ?? view.notice { return message }
            if !view.filter.isEmpty { return "filter /\(view.filter) (/ esc clears) · ? keys · q quit" }
            return
                "↑↓ move  ←→ adjust  space toggle  / filter  p presets  u/r undo/redo  c copy  ? keys  q quit"
        }
    }

    private static func statusRight(_ presets: (list: [(id: String, name: String)], active: String?))
        -> String
    {
        guard let active = presets.active, let preset = presets.list.first(where: { $0.id == active }) else {
            return ""
        }
        return "preset: \(preset.name)"
    }

    /// Where the terminal's cursor shows (while typing), in screen cells.
    private func cursorPosition(_ view: LiveView) -> (row: Int, column: Int)? {
        switch view.mode {
        case .filter:
            return (height - 1, min(width - 1, 1 + painted.canvas.measure.columns(of: view.filter)))
        case .editing(let id, let line):
            guard let frame = painted.controlFrame(of: id) else { return nil }
            let row = frame.y - view.scroll
            guard row >= 0, row < logTop else { return nil }
            let prefix = String(line.text.prefix(line.cursor))
            let column =
                frame.x + 1 + painted.canvas.measure.columns(of: painted.canvas.sanitizer.cleanLine(prefix))
            return (row, min(column, frame.maxX - 2))
        default:
            return nil
        }
    }
}
