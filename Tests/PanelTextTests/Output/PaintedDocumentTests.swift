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

    /// A panel with rules: a slider disabled by its own value, inside a box whose rule keeps it
    /// shown, and a toggle; the rules are resolved once when painted and again, along the changed
    /// control's path only, on a change.
    static var ruled: PanelDocument {
        var size = ControlSet.node(
            "size", .slider(SliderElement(label: "Size", scale: .range(minimum: 0, maximum: 48, step: 1))))
        size.modifiers.disabledWhen = .greaterThanOrEqual("size", 40)
        var box = ControlSet.node("group", .box(BoxElement(title: "Group")), [size])
        box.modifiers.visibleWhen = .notEquals("size", 99)
        let lock = ControlSet.node("lock", .toggle(ToggleElement(label: "Lock")))
        let root = ControlSet.node("root", .panel(PanelElement(title: "Rules")), [box, lock])
        return PanelDocument(root: root, values: ["size": 10, "lock": false])
    }

    @Test func repaintWithRulesMatchesAFullPaint() throws {
        #expect(Self.ruled.root.hasRules)
        #expect(!ControlSet.document.root.hasRules)
        for renderer in [
            AnyRenderer.ansi(ANSIRenderer(width: 50, colorDepth: .trueColor)),
            .ascii(ASCIIRenderer(width: 50)),
        ] {
            var painted = try renderer.painted(Self.ruled)
            var document = Self.ruled
            let encoder = StyleEncoder(depth: .trueColor)
            for (id, value) in [("size", 45), ("lock", true), ("size", 12), ("size", 40)]
                as [(NodeID, PanelValue)]
            {
                painted.set(value, for: id)
                document.values[id] = value
                let full = try renderer.canvas(document)
                #expect(painted.canvas.ansiText(encoder: encoder) == full.ansiText(encoder: encoder), "\(id)")
            }
            // The rule does change the look: at 40 the slider is drawn disabled.
            var unruled = document
            unruled.root.children[0].children[0].modifiers.disabledWhen = nil
            #expect(
                try renderer.canvas(unruled).ansiText(encoder: encoder)
                    != painted.canvas.ansiText(encoder: encoder))
        }
    }

    @Test func drawingACanvasOnAnotherCopiesEveryCell() {
        var source = Canvas(width: 9, height: 2)
        source.draw("ab日e\u{301}", column: 0, row: 0, style: TextStyle(bold: true))
        source.draw("z", column: 8, row: 1, style: TextStyle(inverse: true))
        source.draw("👍🏽", column: 2, row: 1)
        // The oracle: each grapheme drawn as text in its style.
        func reference(onto canvas: Canvas, column: Int, row: Int) -> Canvas {
            var canvas = canvas
            for y in 0..<source.height {
                for x in 0..<source.width {
                    guard let grapheme = source.grapheme(column: x, row: y) else { continue }
                    canvas.draw(
                        String(grapheme), column: column + x, row: row + y,
                        style: source.style(column: x, row: y))
                }
            }
            return canvas
        }
        var base = Canvas(width: 12, height: 4)
        base.draw("0123456789ab", column: 0, row: 1, style: TextStyle(italic: true))
        base.draw("中中中中中中", column: 0, row: 2)
        let encoder = StyleEncoder(depth: .trueColor)
        for (column, row) in [(0, 0), (1, 1), (5, 2), (-2, 3)] {
            var drawn = base
            drawn.draw(source, column: column, row: row)
            let expected = reference(onto: base, column: column, row: row)
            #expect(
                drawn.ansiText(encoder: encoder) == expected.ansiText(encoder: encoder),
                "at \(column), \(row)")
            #expect(drawn.styles == expected.styles)
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
