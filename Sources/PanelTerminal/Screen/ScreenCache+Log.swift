/// The log area: what the program printed while the session is on screen (captured by the
/// terminal, see `OutputCapture`), its latest lines between the panel and the status line.
/// `o` folds it to one row and opens it again; everything stays captured and is printed when
/// the session ends.
extension ScreenCache {
    /// The most lines the log area shows.
    static let logLines = 5

    /// Lines the program printed: shown in the log area from the next frame.
    func appendOutput(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        let rowsBefore = logRows
        output.count += lines.count
        output.latest += lines
        if output.latest.count > Self.logLines {
            output.latest.removeFirst(output.latest.count - Self.logLines)
        }
        if logRows != rowsBefore {
            logRowsChanged()
        } else {
            dirtyRows += logTop..<(logTop + logRows)
        }
    }

    /// Rows the log area takes above the status line: none before anything was printed, one
    /// (its header) when folded, else the header and the latest lines (at most a third of the
    /// screen).
    var logRows: Int {
        guard output.count > 0 else { return 0 }
        if output.folded { return 1 }
        return 1 + min(output.latest.count, Self.logLines, max(0, (height - 1) / 3 - 1))
    }

    /// The first screen row of the log area.
    var logTop: Int { height - 1 - logRows }

    /// `o`: folds the log area to its header, or opens it.
    func toggleLog() {
        output.folded.toggle()
        logRowsChanged()
    }

    /// The log area took or gave back rows: draw everything again, and lay overlays out again
    /// over the rows left (a floating button stays pinned to its edge above the log).
    private func logRowsChanged() {
        needsFullDiff = true
        if !overlayNodes.isEmpty { rebuild() }
    }

    /// Draws the log area on the screen (above the status line).
    func drawLog(on screen: inout Canvas) {
        let rows = logRows
        guard rows > 0 else { return }
        let top = logTop
        let measure = screen.measure
        let noun = output.count == 1 ? "line" : "lines"
        let header = " output · \(output.count) \(noun) · o \(output.folded ? "shows" : "folds") "
        screen.fill(CellRect(x: 0, y: top, width: width, height: rows))
        let rule = String(repeating: "─", count: max(0, width))
        screen.draw(rule, column: 0, row: top, style: TextStyle(dim: true))
        screen.draw(
            measure.truncate(header, toColumns: max(0, width - 2), ellipsis: "…"), column: 1, row: top,
            style: TextStyle(dim: true))
        for (index, line) in output.latest.suffix(rows - 1).enumerated() {
            let clean = screen.sanitizer.cleanLine(line)
            screen.draw(
                measure.truncate(clean, toColumns: max(0, width - 1), ellipsis: "…"), column: 1,
                row: top + 1 + index)
        }
    }
}

/// The output a session shows: how many lines were printed, the latest ones, and whether the
/// area is folded to its header (`o`).
struct LiveOutput {
    var count = 0
    var latest: [String] = []
    var folded = false
}
