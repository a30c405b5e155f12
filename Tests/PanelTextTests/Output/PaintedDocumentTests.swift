import PanelCore
import PanelLayout
import Testing

@testable import PanelText

/// Repainting one control must leave the canvas exactly as painting the whole document with the
/// new value does (the full paint is the oracle).
@Suite struct PaintedDocumentTests {
    static let changes: [(NodeID, PanelValue)] = [
        ("speed", 1.7), ("opacity", 0), ("count", 10), ("size", 32), ("reverse", 100), ("rtl", 0),
        ("enabled", false), ("loop", true), ("accent", "#00FF00"), ("easing", "in"),
        ("spring", Spring.time(duration: 1.2, bounce: 0.6).panelValue),
        ("enter", Transition.easing(duration: 2, bezier: .standard).panelValue),
        ("title", "a much longer title 日本"),
        ("advanced.long", 1), ("advanced.cjk", false), ("advanced.off", 0.9), ("gauge", 7),
        ("hidden.x", true), ("no.such.id", 3),
    ]

    static func documents() -> [PanelDocument] {
        var tinted = ControlSet.document
        tinted.root.modifiers.background = HexColor(red: 0x20, green: 0x30, blue: 0x40)
        tinted.root.children[0].modifiers.foreground = HexColor(red: 0xFF, green: 0, blue: 0)
        return [ControlSet.document, tinted]
    }

    @Test(arguments: [40, 72])
    func repaintMatchesAFullPaint(width: Int) throws {
        for original in Self.documents() {
            for renderer in [
                AnyRenderer.ansi(ANSIRenderer(width: width, colorDepth: .trueColor)),
                .ascii(ASCIIRenderer(width: width)),
            ] {
                var painted = try renderer.painted(original)
                var document = original
                for (id, value) in Self.changes {
                    let before = painted.canvas
                    let dirty = painted.set(value, for: id)
                    document.values[id] = value
                    let full = try renderer.canvas(document)
                    #expect(
                        painted.canvas.ansiText(encoder: StyleEncoder(depth: .trueColor))
                            == full.ansiText(encoder: StyleEncoder(depth: .trueColor)), "\(id) at \(width)")
                    // Nothing outside the dirty rectangle changed.
                    for row in 0..<full.height {
                        for column in 0..<full.width
                        where !(dirty?.contains(column: column, row: row) ?? false) {
                            #expect(
                                before.grapheme(column: column, row: row)
                                    == painted.canvas.grapheme(column: column, row: row))
                        }
                    }
                }
            }
        }
    }

    @Test func diffOfTheDirtyRowsIsTheFullDiff() throws {
        let renderer = ANSIRenderer(width: 60, colorDepth: .palette256)
        var painted = try renderer.painted(ControlSet.document)
        let before = painted.canvas
        let dirty = try #require(painted.set(0.2, for: "speed") as CellRect?)
        let encoder = StyleEncoder(depth: .palette256)
        let partial = ScreenDiff.bytes(
            from: before, to: painted.canvas, rows: dirty.y..<dirty.maxY, encoder: encoder)
        #expect(partial == ScreenDiff.bytes(from: before, to: painted.canvas, encoder: encoder))
        #expect(partial.count < 100)
        let unsynchronized = ScreenDiff.bytes(
            from: before, to: painted.canvas, encoder: encoder, synchronized: false)
        #expect(unsynchronized == Array(partial.dropFirst(8).dropLast(8)))
    }

    @Test func windowShowsRowsAndBlanksPastTheEnd() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.draw("a", column: 0, row: 0)
        canvas.draw("b", column: 0, row: 1)
        canvas.draw("c", column: 0, row: 2, style: TextStyle(bold: true))
        let window = canvas.window(top: 1, height: 4)
        #expect(window.height == 4)
        #expect(window.plainText() == "b\nc\n\n")
        #expect(window.style(column: 0, row: 1).bold)
    }

    @Test func restyleKeepsGraphemes() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("ab日", column: 0, row: 0)
        canvas.restyle(CellRect(x: 1, y: 0, width: 3, height: 1)) { $0.inverse = true }
        #expect(canvas.plainText() == "ab日")
        #expect(!canvas.style(column: 0, row: 0).inverse)
        #expect(canvas.style(column: 1, row: 0).inverse)
        #expect(canvas.style(column: 2, row: 0).inverse)
        #expect(!canvas.style(column: 4, row: 0).inverse)
    }
}

/// The two terminal renderers behind one interface, for tests that run on both.
enum AnyRenderer {
    case ansi(ANSIRenderer)
    case ascii(ASCIIRenderer)

    func painted(_ document: PanelDocument) throws -> PaintedDocument {
        switch self {
        case .ansi(let renderer): return try renderer.painted(document)
        case .ascii(let renderer): return try renderer.painted(document)
        }
    }

    func canvas(_ document: PanelDocument) throws -> Canvas {
        switch self {
        case .ansi(let renderer): return try renderer.canvas(for: document)
        case .ascii(let renderer): return try renderer.canvas(for: document)
        }
    }
}

extension CellRect {
    fileprivate func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }
}
