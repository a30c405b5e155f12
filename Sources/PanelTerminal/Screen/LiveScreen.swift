/// How the live screen is composed around the painted panel: the focus marker, the status
/// line and the key list.
enum LiveScreen {
    /// How far the key list may be scrolled (its lines, with room for a panel's problems).
    static let keyListScrollLimit = 200

    /// The key list `?` shows (and the README repeats).
    static let keyList = [
        "↑ ↓  j k  tab     move focus",
        "← →  h l          adjust by a step, next stop, next option",
        "shift-← →         fine steps",
        "[ ]               coarse steps (a stop slider: its ends)",
        "home end          a slider's minimum, maximum",
        "space enter       toggle, press, open or close a folder",
        "← →  h l          a folder of tabs: the previous, next tab (click one too)",
        "enter             edit text in place (enter keeps, esc cancels)",
        "/                 filter controls by name (esc clears)",
        "p                 presets: load, save, rename, delete, clear",
        "u r               undo, redo",
        "d                 the focused control back to its default (undoable)",
        "c                 copy the values (printed on exit)",
        "w                 write the values and presets back to the file (tune)",
        "W                 move an unreadable file aside (NAME.corrupt-DATE), write afresh",
        "mouse             click to focus, drag a slider, wheel adjusts",
        "ctrl-z  ctrl-l    suspend, redraw",
        "o                 fold or open the program's output (printed again on exit)",
        "?                 this list",
        "pgup pgdn         scroll an open drawer (else move a screen)",
        "esc               dismiss the top dialog, close the drawer",
        "t m < >           drawer: open or close, medium or tall, previous or next panel",
        "x y z             a point: the axis the arrows move (first, second, third)",
        "the button        click: open the drawer; drag: move it (it snaps to the edges)",
        "drawer's border   drag up: tall; down: medium, or dismissed below half of it",
        "q esc ctrl-c      quit (unsaved changes: asks; q or y quits, w writes)",
        "ctrl-\\            quit at once, without asking (as SIGQUIT does)",
    ]

    /// Marks the focused control on its screen row: a `›` in the gutter left of it and its
    /// label (or, without a label column, its whole text) in reverse video.
    static func markFocus(
        _ id: NodeID, frame: CellRect, row: Int, painted: PaintedDocument, on screen: inout Canvas
    ) {
        let control = painted.controlFrame(of: id)
        // The content starts at the row's first drawn cell (padding and indentation come before).
        var start = frame.x
        while start < frame.maxX, screen.grapheme(column: start, row: row) == " " { start += 1 }
        var end: Int
        if let control, control.x > start {
            end = control.x - 1
        } else {
            end = frame.maxX
            while end > start, screen.grapheme(column: end - 1, row: row) == " " { end -= 1 }
        }
        while end > start, screen.grapheme(column: end - 1, row: row) == " " { end -= 1 }
        if start > 0, screen.grapheme(column: start - 1, row: row) == " " {
            screen.draw("›", column: start - 1, row: row, style: TextStyle(bold: true))
        }
        if end > start {
            screen.restyle(CellRect(x: start, y: row, width: end - start, height: 1)) { $0.inverse = true }
        }
    }

    /// The status line: the last row, in reverse video, `left` at its start and `right` at its end.
    static func drawStatus(_ left: String, right: String, on screen: inout Canvas) {
        let row = screen.height - 1
        let style = TextStyle(inverse: true)
        screen.fill(CellRect(x: 0, y: row, width: screen.width, height: 1), style: style)
        let measure = screen.measure
        let rightWidth = right.isEmpty ? 0 : min(screen.width / 2, measure.columns(of: right))
        let leftRoom = max(0, screen.width - 2 - (rightWidth > 0 ? rightWidth + 2 : 0))
        screen.draw(
            measure.truncate(left, toColumns: leftRoom, ellipsis: "…"), column: 1, row: row, style: style)
        if rightWidth > 0 {
            let text = measure.truncate(right, toColumns: rightWidth, ellipsis: "…")
            screen.draw(text, column: screen.width - 1 - measure.columns(of: text), row: row, style: style)
        }
    }
}
