import Testing

@testable import PanelKit
@testable import PanelText

/// Monitors drawn by the text backends: the sweeping sparkline, its 7-bit form, the value and
/// the scale beside it, on a panel and on a screen.
@Suite struct MonitorDrawingTests {
    static func dashboard() -> Panel {
        Panel(
            PanelDocument(
                root: Screen("Dashboard") {
                    VStack {
                        MonitorView("fps", precision: 0, graph: 0...8)
                        MonitorView("phase", type: .text)
                    }
                }.node))
    }

    @Test func theSparklineSweepsWithAGapAfterTheNewest() {
        // Five samples in four cells: the fifth wraps to column 0, column 1 is the gap.
        let levels = Sparkline.levels(of: [0, 2, 4, 6, 8], recorded: 5, scale: (0, 8), width: 4, levels: 8)
        #expect(levels == [7, nil, 4, 5])
        #expect(Sparkline.text(levels, glyphs: RenderGlyphs.unicode.curveLevels) == "█ ▅▆")
        // One sample more moves the gap and changes two cells only.
        let next = Sparkline.levels(of: [0, 2, 4, 6, 8, 1], recorded: 6, scale: (0, 8), width: 4, levels: 8)
        #expect(next == [7, 1, nil, 5])
        #expect(zip(levels, next).filter { $0 != $1 }.count == 2)
    }

    @Test func aScreenShowsTheGraphValueAndScaleInASCIIAndANSI() throws {
        let panel = Self.dashboard()
        let fps = try panel.monitor("fps")
        for value in [1.0, 2, 3, 4, 5, 6, 7, 8] { fps.record(value) }
        try panel.monitors.record(.text("running"), for: "phase")
        let document = panel.documentWithReadings
        let ascii = try ASCIIRenderer(width: 40).render(document)
        #expect(ascii.contains("fps"), "\(ascii)")
        #expect(ascii.contains("fps   ..-~~^^'                    8 0..8"), "\(ascii)")
        #expect(ascii.contains("running"), "\(ascii)")
        #expect(ascii.allSatisfy { $0.isASCII })
        let ansi = try ANSIRenderer(width: 40).render(document)
        // Eight samples of 1…8 on a 0…8 scale, rising to the top cell, then the value and the
        // scale (muted).
        #expect(ansi.contains("▂▃▄▅▅▆▇█"), "\(ansi)")
        #expect(ansi.contains("8 \u{1B}[0;2m0–8"), "\(ansi)")
    }
}
