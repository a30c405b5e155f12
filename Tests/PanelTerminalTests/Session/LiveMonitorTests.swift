import PanelKit
import TestDocuments
import Testing

@testable import PanelTerminal

/// Monitors in the live terminal: the graph moves as the program records, through the cell
/// diff (a new sample rewrites a few cells, not the row), and attach's model keeps what the
/// samples messages carry.
@Suite struct LiveMonitorTests {
    static func panel() -> Panel {
        Sim.panel(fps: MonitorElement(label: "fps", precision: 0, graph: .fixed(0, 100)))
    }

    @Test func theGraphMovesThroughTheDiff() throws {
        let panel = Self.panel()
        let fps = try panel.monitor("fps")
        let session = LiveSession(
            model: LiveTargetModel(.panel(panel)), width: 50, height: 10, colorDepth: .sixteen)
        _ = session.redrawAll()
        #expect(session.nextTick(after: 0) == 0)
        for value in stride(from: 0.0, through: 100, by: 10) { fps.record(value) }
        _ = session.tick(now: 1)
        let row = session.screen?.plainText().split(separator: "\n").first { $0.contains("fps") }
        #expect(row?.contains("▁▂▂▃▄▅▅▆▇▇█") == true, "\(row ?? "")")
        #expect(row?.contains("100 0–100") == true, "\(row ?? "")")
        #expect(session.nextTick(after: 1) == 1.1)
        fps.record(50)
        let next = session.tick(now: 1.1)
        let moved = session.screen?.plainText().split(separator: "\n").first { $0.contains("fps") }
        #expect(moved?.contains("50 0–100") == true, "\(moved ?? "")")
        #expect(session.tick(now: 1.2).isEmpty)
        // One sample: its cell, the gap and the value's text; far fewer bytes than a repaint.
        let whole = session.redrawAll()
        #expect(next.count * 5 < whole.count, "\(next.count) bytes, a repaint \(whole.count)")
    }

    @Test func attachKeepsTheSamplesItReceives() {
        let samples = RemoteSamples()
        let document = Self.panel().document
        samples.merge(
            ["type": "samples", "history": true, "monitors": ["fps": [1, 2, 3], "phase": ["run"]]],
            document: document)
        samples.merge(["type": "samples", "monitors": ["fps": [4]]], document: document)
        #expect(samples.current["fps"]?.history == [1, 2, 3, 4])
        #expect(samples.current["fps"]?.recorded == 4)
        #expect(samples.current["phase"]?.current == .text("run"))
        samples.merge(["type": "samples", "history": true, "monitors": ["fps": [9]]], document: document)
        #expect(samples.current["fps"]?.history == [9])
    }
}
