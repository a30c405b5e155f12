import TestDocuments
import Testing

@testable import PanelKit

/// Each viewer's `samples` messages, on a clock the test drives: its rate, the history first,
/// what was written since after that, the newest last; never an ack, never a revision.
@Suite struct SampleScheduleTests {
    static func panel() -> Panel {
        Sim.panel(fps: MonitorElement(label: "fps", graph: .automatic, capacity: 8))
    }

    @Test func theFirstMessageCarriesTheHistoryThenOnlyWhatIsNew() throws {
        let panel = Self.panel()
        let fps = try panel.monitor("fps")
        for value in 1...10 { fps.record(Double(value)) }
        let session = PanelSession(panel)
        #expect(
            session.samplesLine(now: 0)
                == #"{"type":"samples","history":true,"monitors":{"fps":[3,4,5,6,7,8,9,10],"phase":[]}}"#)
        // Not due yet (10 a second), then nothing new: no message.
        fps.record(11)
        #expect(session.samplesLine(now: 0.05) == nil)
        #expect(session.samplesLine(now: 0.1) == #"{"type":"samples","monitors":{"fps":[11]}}"#)
        #expect(session.samplesLine(now: 0.2) == nil)
        try panel.monitors.record(.text("run"), for: "phase")
        for value in 12...30 { fps.record(Double(value)) }
        // Nineteen written since, the history keeps eight: the newest eight, the newest last.
        #expect(
            session.samplesLine(now: 0.31)
                == #"{"type":"samples","monitors":{"fps":[23,24,25,26,27,28,29,30],"phase":["run"]}}"#)
        #expect(panel.revision == 0)
    }

    @Test func eachViewerGetsItsOwnRate() throws {
        let panel = Self.panel()
        let fps = try panel.monitor("fps")
        let slow = PanelSession(panel)
        let fast = PanelSession(panel)
        #expect(fast.receive(#"{"type":"hello","versions":[1],"samples":60}"#).count == 2)
        #expect(fast.sampleRate == 60)
        #expect(slow.sampleRate == 10)
        var counts = (slow: 0, fast: 0)
        var last = (slow: "", fast: "")
        // A program writing 10,000 a second for two seconds, both viewers asked every write.
        for step in 0..<20_000 {
            let now = Double(step) / 10_000
            fps.record(Double(step))
            if let line = slow.samplesLine(now: now) { (counts.slow, last.slow) = (counts.slow + 1, line) }
            if let line = fast.samplesLine(now: now) { (counts.fast, last.fast) = (counts.fast + 1, line) }
        }
        #expect((19...21).contains(counts.slow), "\(counts)")
        #expect((119...121).contains(counts.fast), "\(counts)")
        // The writes after the last message come in the next, the newest last.
        #expect(last.fast.hasSuffix(#",19834]}}"#), "\(last.fast)")
        let next = try #require(fast.samplesLine(now: 2.01))
        #expect(next.hasSuffix(#",19999]}}"#), "\(next)")
        // A rate asked by message, acked with the rate, the revision unchanged.
        #expect(
            slow.receive(#"{"type":"samples","seq":4,"rate":30}"#) == [
                #"{"type":"ack","seq":4,"rev":0,"value":30}"#
            ])
        #expect(slow.sampleRate == 30)
        let refused = slow.receive(#"{"type":"samples","seq":5,"rate":120}"#)
        #expect(
            refused.first?.contains("$.rate: expected a number of messages a second from 0 to 60, got 120")
                == true)
    }

    @Test func aLineKeepsEachMonitorsNewestWithinItsBytes() throws {
        let panel = Self.panel()
        let fps = try panel.monitor("fps")
        for value in 1...8 { fps.record(Double(value)) }
        try panel.monitors.record(.text("run"), for: "phase")
        // 96 bytes: four values, two a monitor.
        let line = PanelSession(panel).samplesLine(now: 0, maximumBytes: 96)
        #expect(line == #"{"type":"samples","history":true,"monitors":{"fps":[7,8],"phase":["run"]}}"#)
    }

    @Test func aStoresMonitorsAreNamespacedByTheirPanelsKeys() throws {
        let store = PanelStore()
        let panel = Self.panel()
        store.register(panel)
        try panel.record(2, for: "fps")
        let session = PanelSession(store: store)
        let line = try #require(session.samplesLine(now: 0))
        #expect(line.contains(#""sim.fps":[2]"#), "\(line)")
    }

    @Test func aPanelWithoutMonitorsGetsNoSamplesMessage() throws {
        // A server asks each viewer on every turn of its loop; a panel with no monitor owes
        // none, not even an empty first one.
        let session = PanelSession(
            Panel(PanelDocument(root: Node(element: .panel(PanelElement(title: "P"))))))
        #expect(session.nextSamplesDue == nil)
        #expect(session.samplesLine(now: 0) == nil)
        #expect(session.samplesLine(now: 5) == nil)
    }
}
