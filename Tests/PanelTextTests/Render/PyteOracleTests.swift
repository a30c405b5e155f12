import PanelCore
import TestSupport
import Testing

@testable import PanelText

/// The ANSI backend checked by an independent terminal emulator (pyte): characters, colours, and
/// that hostile text in labels and values cannot escape the panel.
@Suite(.enabled(if: Oracle.isEnabled, "needs PANELKIT_PYTHON (bash Scripts/python-env)"))
struct PyteOracleTests {
    /// Feeds a document's ANSI rendering to pyte and checks every cell against the canvas: the same
    /// grapheme and the same colours and attributes.
    func checkCells(_ document: PanelDocument, width: Int, depth: ColorDepth) throws {
        let renderer = ANSIRenderer(width: width, colorDepth: depth)
        let canvas = try renderer.canvas(for: document)
        let screen = try PyteScreen.feed(
            try renderer.render(document), columns: width, rows: canvas.height + 2)
        let plain = canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
        var colourMismatches: [String] = []
        for row in 0..<canvas.height {
            let pyteLine = screen.lines[row]
            #expect(
                String(pyteLine.reversed().drop { $0 == " " }.reversed()) == String(plain[row]), "row \(row)")
            for column in 0..<width where !canvas.cell(column: column, row: row).isContinuation {
                let style = canvas.style(column: column, row: row)
                let expected = PyteScreen.expected(style, depth: depth)
                var actual = screen.cells[row][column]
                // A blank without background, inverse or underline looks the same in any style, so the
                // encoder may leave the previous style on; only what shows on a blank is compared.
                if canvas.grapheme(column: column, row: row) == " " && style.background == nil
                    && !style.inverse
                    && !style.underline && actual.bg == "default" && !actual.reverse && !actual.underscore
                {
                    actual = expected
                }
                if actual != expected {
                    colourMismatches.append("(\(column),\(row)) \(actual) vs \(expected)")
                }
            }
        }
        #expect(colourMismatches.isEmpty, "\(colourMismatches.count) cells: \(colourMismatches.prefix(5))")
        #expect(screen.lines[canvas.height].allSatisfy { $0 == " " })
    }

    @Test(arguments: [ColorDepth.sixteen, .palette256, .trueColor, .none])
    func controlSetCellForCell(depth: ColorDepth) throws {
        try checkCells(ControlSet.document, width: 80, depth: depth)
    }

    @Test(arguments: [40, 120])
    func controlSetAtOtherWidths(width: Int) throws {
        try checkCells(ControlSet.document, width: width, depth: .palette256)
    }

    @Test func swatchAndSliderColoursLandOnTheirCells() throws {
        let renderer = ANSIRenderer(width: 80, colorDepth: .trueColor)
        let canvas = try renderer.canvas(for: ControlSet.document)
        let screen = try PyteScreen.feed(
            try renderer.render(ControlSet.document), columns: 80, rows: canvas.height)
        let accentRow = screen.lines.firstIndex { $0.contains("#FF8800") }!
        let swatch = screen.lines[accentRow].distance(
            from: screen.lines[accentRow].startIndex, to: screen.lines[accentRow].firstIndex(of: "█")!)
        #expect(screen.cells[accentRow][swatch].fg == "ff8800")
        #expect(screen.cells[accentRow][swatch + 1].fg == "ff8800")
        #expect(screen.cells[accentRow][swatch + 3].fg == "default")  // the hex after the gap
        let speedRow = screen.lines.firstIndex { $0.contains("Speed") }!
        let line = Array(screen.lines[speedRow])
        let knob = line.firstIndex(of: "●")!
        #expect(screen.cells[speedRow][knob].bold)
        #expect(screen.cells[speedRow][knob - 1].fg == "cyan")
        #expect(screen.cells[speedRow][knob + 1].fg == "default")
    }

    static let payloads: [String] = [
        "\u{1B}[2J\u{1B}[H", "\u{1B}[10;10H", "\u{1B}[5A\u{1B}[3D", "\u{1B}]0;pwned\u{7}",
        "\u{1B}]2;owned\u{1B}\\",
        "\u{1B}]8;;https://evil.example/\u{1B}\\link\u{1B}]8;;\u{1B}\\", "\u{1B}]52;c;aGVsbG8=\u{7}",
        "\u{1B}P1$qm\u{1B}\\", "\u{1B}c", "\u{1B}[6n", "\u{1B}]0;unterminated", "\u{9B}2J", "\u{9B}31m",
        "\u{202E}reversed\u{202C}", "\u{2066}iso\u{2069}", "\u{7}\u{8}\u{8}\r\t\u{B}\u{C}",
        "\u{1B}7\u{1B}8\u{1B}D\u{1B}M",
    ]

    static func hostileDocument(_ payload: String) -> PanelDocument {
        let children: [Node] = [
            ControlSet.node(
                "a",
                .slider(
                    SliderElement(
                        label: "L" + payload, scale: .range(minimum: 0, maximum: 1, step: 0.1), unit: payload)
                )),
            ControlSet.node(
                "b", .textField(TextFieldElement(label: payload + "field", placeholder: payload))),
            ControlSet.node(
                "c", .picker(PickerElement(label: "P", options: [Option("x", label: "opt" + payload)]))),
            ControlSet.node("d", .text(TextElement("text " + payload + " end", wraps: true))),
            ControlSet.node(
                "e", .folder(FolderElement(label: payload)),
                [ControlSet.node("e.f", .button(ButtonElement(label: payload)))]),
            ControlSet.node(
                "g", .unknown(UnknownElement(kind: "x", properties: ["label": .string(payload)]))),
        ]
        let root = ControlSet.node("root", .panel(PanelElement(title: payload)), children)
        return PanelDocument(root: root, values: ["b": .string(payload + "value"), "g": .string(payload)])
    }

    @Test(arguments: payloads)
    func hostileTextStaysInsideThePanel(payload: String) throws {
        let document = Self.hostileDocument(payload)
        let renderer = ANSIRenderer(width: 60, colorDepth: .palette256)
        let canvas = try renderer.canvas(for: document)
        let output = try renderer.render(document)
        // The output itself: every ESC starts an SGR sequence, and no C1 control appears.
        var scalars = Array(output.unicodeScalars)[...]
        while let escape = scalars.firstIndex(of: "\u{1B}") {
            let rest = scalars[(escape + 1)...]
            let end = rest.firstIndex { !("0"..."9").contains($0) && $0 != ";" && $0 != "[" } ?? rest.endIndex
            #expect(
                rest.first == "[" && end < rest.endIndex && rest[end] == "m",
                "non-SGR escape for \(payload.debugDescription)")
            scalars = rest
        }
        #expect(
            !output.unicodeScalars.contains {
                (0x80...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
            })
        // The emulator: a screen prefilled beyond the panel keeps its contents; title and cursor stay.
        let rows = canvas.height + 3
        let screen = try PyteScreen.feed(output, columns: 70, rows: rows)
        #expect(screen.title.isEmpty && screen.iconName.isEmpty)
        let plain = canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
        for row in 0..<rows {
            let line = String(screen.lines[row].reversed().drop { $0 == " " }.reversed())
            #expect(
                line == (row < plain.count ? String(plain[row]) : ""),
                "row \(row) for \(payload.debugDescription)")
        }
        let lastWidth = DisplayWidth.standard.columns(of: plain.last!)
        #expect(screen.cursor == [lastWidth, canvas.height - 1])
    }
}
