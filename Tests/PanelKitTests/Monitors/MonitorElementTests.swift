import TestDocuments
import Testing

@testable import PanelKit

/// The monitor kind: its JSON form, its problems, its spoken text, its drawing and the DSL.
@Suite struct MonitorElementTests {
    static func state() -> PanelState<Sim> {
        PanelState("sim", initial: Sim(), store: nil) {
            Monitor("fps", \.fps, unit: "Hz", precision: 1, graph: 0...120, capacity: 4)
            Monitor("count", \.count)
            Monitor("phase", \.phase)
            Monitor("running", \.running)
            Folder("energy") {
                Monitor<Sim>("total", precision: 2, graph: .automatic)
            }
            Slider("gravity", \.gravity, in: 0...20)
        }
    }

    /// A monitor is found by its id (its readings are written and sent by it), so a monitor
    /// without one is refused like a control without one, by the validator and by the schema's
    /// reader (the random documents of the schema test give every monitor an id).
    @Test func aMonitorWithoutAnIdIsRefused() {
        let tree = Node(
            element: .panel(PanelElement(title: "sim")),
            children: [
                Node(id: "fps", element: .monitor(MonitorElement(label: "fps"))),
                Node(element: .monitor(MonitorElement(label: "energy"))),
            ])
        #expect(
            TreeValidator(pathStyle: .json).validate(tree).problems.map(\.description) == [
                "$.root.children[1].id: a monitor needs an id"
            ])
    }

    @Test func theJSONFormRoundTripsWithItsSamples() throws {
        var document = Sim.document(
            fps: MonitorElement(label: "fps", unit: "Hz", precision: 1, graph: .fixed(0, 120), capacity: 60))
        document.samples = [
            "fps": MonitorReading(history: [57.1, 60, 59.8]), "phase": MonitorReading(current: .text("run")),
        ]
        let text = try JSONRenderer().render(document)
        #expect(
            text.contains(
                #"{"kind":"monitor","id":"fps","accessibility":{"hint":"Read-only: the running program updates it","label":"fps","role":"monitor"},"capacity":60,"graph":true,"label":"fps","precision":1,"range":[0,120],"unit":"Hz""#
            ))
        #expect(text.contains(#""samples":{"fps":[57.1,60,59.8],"phase":["run"]}"#))
        let read = try TreeDecoder().decode(text)
        #expect(read.root == document.root)
        #expect(read.samples == document.samples)
    }

    @Test func malformedPropertiesAndSamplesAreNamed() {
        let bad =
            #"{"format":"panelkit","version":1,"root":{"kind":"monitor","id":"m","capacity":1,"range":[5,1],"graph":true},"samples":{"m":[{}]}}"#
        #expect(throws: (any Error).self) { try TreeDecoder().decode(bad) }
        do {
            _ = try TreeDecoder().decode(bad)
        } catch {
            let message = error.description
            #expect(message.contains("capacity must be from 2 to 100000, got 1"))
            #expect(message.contains("min 5 must be less than max 1"))
            #expect(message.contains("$.samples"))
            #expect(message.contains("m: [0]: expected a finite number, a string or a boolean"))
        }
    }

    @Test func theSpokenTextHasTheCurrentValueAndTheHistorysBounds() {
        let fps = MonitorElement(label: "fps", precision: 1, graph: .automatic)
        #expect(fps.spokenText(MonitorReading(history: [57.1, 60, 59.8])) == "fps 59.8, min 57.1, max 60.0")
        #expect(
            MonitorElement(label: "on", type: .boolean).spokenText(MonitorReading(current: .boolean(true)))
                == "on on")
        #expect(fps.spokenText(nil) == "fps –")
    }

    @Test func boundMonitorsRecordOnEachUpdateAndNeverMakeAnEdit() throws {
        let state = Self.state()
        let revision = state.panel.revision
        let values = state.valueMap
        for frame in 1...6 {
            state.update {
                $0.fps = 50 + Double(frame)
                $0.count = frame
                $0.phase = "frame \(frame)"
                $0.running = frame.isMultiple(of: 2)
            }
        }
        try state.record(1.25, for: "energy.total")
        let monitors = state.panel.monitors
        // Capacity 4: the last four of the initial 60 and the six frames.
        #expect(monitors.reading(for: "fps")?.history == [53, 54, 55, 56])
        #expect(monitors.reading(for: "fps")?.recorded == 7)
        #expect(monitors.reading(for: "count")?.current == .number(6))
        #expect(monitors.reading(for: "phase")?.current == .text("frame 6"))
        #expect(monitors.reading(for: "running")?.current == .boolean(true))
        #expect(monitors.reading(for: "energy.total")?.history == [1.25])
        #expect(state.panel.revision == revision)
        #expect(!state.panel.canUndo)
        #expect(state.valueMap == values)
        #expect(state.valueMap["fps"] == nil)
    }

    @Test func anEditOfAMonitorIsRefusedNamingIt() {
        let state = Self.state()
        #expect {
            try state.set(1, for: "fps")
        } throws: { error in
            (error as? ValueError)?.description
                == "fps: a monitor is read-only: the running program writes it (record it from code)"
        }
        let session = PanelSession(state.panel)
        let answer = session.receive(#"{"type":"set","seq":1,"id":"energy.total","value":3}"#)
        #expect(answer.first?.contains(#""type":"reject""#) == true)
        #expect(answer.first?.contains("a monitor is read-only") == true)
        #expect(answer.first?.contains(#""id":"energy.total""#) == true)
        #expect(throws: ValueError.self) { try state.record(1, for: "gravity") }
    }

    @Test func aSourceWritesWithoutALookupAndSurvivesAReconfiguration() throws {
        let state = Self.state()
        let total = try state.monitor("energy.total")
        #expect(total.id == "energy.total")
        for value in [1.0, 2, 3] { total.record(value) }
        state.configure(name: "sim", initial: Sim()) {
            Folder("energy") {
                Monitor<Sim>("total", precision: 2, graph: .automatic, capacity: 2)
            }
        }
        #expect(state.panel.monitors.reading(for: "energy.total")?.history == [2, 3])
        total.record(4)
        #expect(state.panel.monitors.reading(for: "energy.total")?.history == [3, 4])
        #expect(state.panel.monitors.ids == ["energy.total"])
    }
}
