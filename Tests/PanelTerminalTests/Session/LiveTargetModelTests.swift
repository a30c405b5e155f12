import Synchronization
import Testing

@testable import PanelTerminal

@Suite struct LiveTargetModelTests {
    struct Zoom: Codable, Equatable, Sendable { var zoom = 1.0 }

    /// What the model told its observer, in order: a value change as `id=value`, a new
    /// structure as `structure`.
    final class Log: Sendable {
        let entries = Mutex<[String]>([])
        func record(_ change: LiveModelChange) {
            entries.withLock { entries in
                switch change {
                case .structure: entries.append("structure")
                case .ended(let reason): entries.append("ended \(reason)")
                case .values(let values):
                    for (id, value) in values { entries.append("\(id.rawValue)=\(value.number ?? .nan)") }
                }
            }
        }
        var items: [String] { entries.withLock { $0 } }
    }

    @Test func aPanelMadeAfterTheSessionStartsIsSeenAndItsLeavingRedrawsTheScreen() throws {
        let store = PanelStore()
        let map = PanelState("Map", initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
        let model = LiveTargetModel(.store(store))
        let log = Log()
        let stop = model.observe { log.record($0) }
        defer { stop?() }
        try map.set(2, for: "zoom")
        var late: PanelState<Zoom>? = PanelState("Late", initial: Zoom(), store: store) {
            Slider("zoom", \.zoom, in: 0...4)
        }
        #expect(model.document.values["Late.zoom"] == 1)
        _ = try model.set(3, for: "Late.zoom", gesture: nil)
        #expect(late?.values.zoom == 3)
        late = nil
        #expect(model.document.values["Late.zoom"] == nil)
        #expect(log.items == ["Map.zoom=2.0", "structure", "Late.zoom=3.0", "structure"])
    }

    @Test func inAStoreOfTwoUndoAndPresetsGoToThePanelEditedLast() throws {
        let store = PanelStore()
        let map = PanelState("Map", initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
        let globe = PanelState("Globe", initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
        let model = LiveTargetModel(.store(store))
        #expect(!model.undo())  // nothing edited here yet
        #expect(try model.apply(.set("Map.zoom", to: 9)) == 4)  // clamped, under the store's ids
        #expect(try model.apply(.set("Globe.zoom", to: 2)) == 2)
        #expect(model.undo())
        #expect(globe.values.zoom == 1)
        #expect(map.values.zoom == 4)
        #expect(model.presets.list.isEmpty)
        try model.savePreset("Far")
        #expect(globe.panel.presets.map(\.name) == ["Far"])
        #expect(map.panel.presets.isEmpty)
        #expect(throws: (any Error).self) { try model.apply(.set("Moon.zoom", to: 1)) }
    }

    /// The panel reports the session's own edits to its observers, one by one: shown in order
    /// at the next tick, the screen ends on the last of them, and the next step starts there.
    @Test func aSessionShowsThePanelsReportsInOrderAndStepsFromTheLast() throws {
        struct Card: Codable, Equatable, Sendable { var radius = 24.0 }
        let card = PanelState("Card", initial: Card(), store: nil) {
            Slider("radius", \.radius, in: 0...48, step: 1)
        }
        let session = LiveSession(card, width: 50, height: 10, colorDepth: .sixteen)
        _ = session.redrawAll()
        for step in 1...3 {
            _ = session.receive(Array("\u{1B}[C".utf8), now: 0.01 * Double(step))
        }
        _ = session.tick(now: 0.05)
        #expect(card.values.radius == 27)
        #expect(session.painted.document.values["radius"] == 27)
        _ = session.receive(Array("[".utf8), now: 0.06)
        #expect(card.values.radius == 17)
    }
}
