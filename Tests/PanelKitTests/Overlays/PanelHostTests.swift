import PanelKit
import Synchronization
import Testing

/// A root bound to live panels (DialKit's `DialRoot` over its store): the panels' current
/// values, edits that reach them, ids under each panel's key, panels that come and go, and the
/// host-controlled drawer.
@Suite struct PanelHostTests {
    struct Particles: Codable, Equatable, Sendable {
        var speed = 3.0
        var gravity = 9.0
    }

    struct Emitter: Codable, Equatable, Sendable {
        var speed = 1.0
        var tint = "#FF8000"
    }

    static func panels(in store: PanelStore) -> (PanelState<Particles>, PanelState<Emitter>) {
        let particles = PanelState("Particles", initial: Particles(), store: store) {
            Slider("speed", \.speed, in: 0...10, step: 1)
            Slider("gravity", \.gravity, in: -20...20, step: 1)
        }
        let emitter = PanelState("Emitter", initial: Emitter(), store: store) {
            Slider("speed", \.speed, in: 0...5, step: 0.5)
            ColorPicker("tint", \.tint)
        }
        return (particles, emitter)
    }

    static func host(_ store: PanelStore) -> PanelHost {
        PanelHost(store: store) {
            ZStack {
                Box("Preview") { Text("particles") }
                PanelRoot(position: .bottomRight, mode: .drawer, storageID: "particles")
            }
        }
    }

    @Test func theDrawerShowsTheCurrentValuesAndItsEditsReachThePanel() throws {
        let store = PanelStore()
        let (particles, emitter) = Self.panels(in: store)
        let host = Self.host(store)
        let document = host.document
        // The panels' own values, not their controls' minimums.
        #expect(document.values["Particles.gravity"] == 9)
        #expect(document.values["Emitter.tint"] == "#FF8000")
        let drawer = try #require(document.root.node(withID: "dial"))
        #expect(drawer.children.map(\.id) == ["Particles", "Emitter", "dial.fab"])
        try host.set(4, for: "Particles.gravity")
        #expect(particles.values.gravity == 4)
        try host.set(2.5, for: "Emitter.speed")
        #expect(emitter.values.speed == 2.5)
        #expect(particles.values.speed == 3)
        // Code that changes a panel shows in the host's document.
        particles.update { $0.speed = 7 }
        #expect(host.document.values["Particles.speed"] == 7)
    }

    @Test func idsAreUnderEachPanelsKeyAsTheStoreHasThem() throws {
        let store = PanelStore()
        let panels = Self.panels(in: store)
        let host = Self.host(store)
        let document = withExtendedLifetime(panels) { host.document }
        let report = TreeValidator().validate(document)
        #expect(report.problems.isEmpty, "\(report)")
        let ids = document.root.allNodes.compactMap(\.id)
        #expect(ids.contains("Particles.speed") && ids.contains("Emitter.speed"))
        #expect(!ids.contains("speed"))
        // Exactly the store's ids and values.
        withExtendedLifetime(panels) {
            for (id, value) in store.document.values { #expect(document.values[id] == value) }
        }
    }

    @Test func givenPanelsAreBoundTheSameWay() throws {
        let (particles, emitter) = Self.panels(in: PanelStore())
        let host = PanelHost(panels: [emitter.panel, particles.panel]) {
            PanelRoot(mode: .inline)
        }
        let root = host.document.root
        #expect(root.children.map(\.id) == ["Emitter", "Particles"])
        try host.set(1, for: "Particles.speed")
        #expect(particles.values.speed == 1)
    }

    @Test func aPanelMadeOrReleasedWhileShownAppearsOrLeaves() throws {
        let store = PanelStore()
        let host = PanelHost(store: store) { PanelRoot(mode: .inline) }
        let structural = Recorded()
        let observation = host.observe { update in if update.isStructural { structural.add() } }
        defer { observation.cancel() }
        #expect(host.document.root.children.isEmpty)
        withExtendedLifetime(Self.panels(in: store)) {
            #expect(host.document.root.children.map(\.id) == ["Particles", "Emitter"])
        }
        #expect(host.document.root.children.isEmpty)
        #expect(structural.count >= 3)
    }

    @Test func theHostControlsTheDrawerAndUserDismissalsWriteBack() throws {
        let store = PanelStore()
        let panels = Self.panels(in: store)
        defer { withExtendedLifetime(panels) {} }
        let host = PanelHost(store: store) {
            PanelRoot(position: .bottomRight, storageID: "particles", showsFAB: false)
        }
        #expect(host.document.root.children.map(\.id) == ["Particles", "Emitter"])
        #expect(!host.isPresented)
        host.isPresented = true
        #expect(host.presentation(of: "dial") == DrawerPresentation(isPresented: true, detent: .medium))
        try host.changeDrawer("dial", .select("Emitter"))
        #expect(host.presentation(of: "dial")?.selected == "Emitter")
        #expect(throws: ValueError.self) { try host.changeDrawer("dial", .select("Nothing")) }
        // The person dismisses it (Escape in a frontend): the host's binding reads false.
        try host.changeDrawer("dial", .close(.escape), origin: .frontend)
        #expect(!host.isPresented)
        #expect(host.presentation(of: "dial")?.dismissal == .escape)
    }

    @Test func defaultOpenStartsAtTheMediumDetent() {
        let host = PanelHost(PanelRoot(defaultOpen: true, storageID: "open"), store: PanelStore())
        #expect(host.isPresented)
        #expect(host.presentation(of: "dial")?.detent == .medium)
    }

    @Test func everyEditGoesThroughOneApplyRoutedToItsOwner() throws {
        let store = PanelStore()
        let panels = Self.panels(in: store)
        defer { withExtendedLifetime(panels) {} }
        let host = Self.host(store)
        let outcome = try host.apply(.set("Emitter.speed", to: 2.3), origin: .frontend)
        #expect(outcome.value == 2.5)  // canonical: snapped to the step
        #expect(panels.1.values.speed == 2.5)
        try host.apply(.changeDrawer("dial", .open), origin: .frontend)
        #expect(host.isPresented)
        // An error names the id as the host has it.
        do {
            try host.apply(.set("Particles.nothing", to: 1))
            Issue.record("an unknown id was accepted")
        } catch {
            #expect(error.id == "Particles.nothing")
        }
        // Presets belong to one panel: refused while the host shows two.
        #expect(throws: ValueError.self) { try host.apply(.savePreset(named: "wide")) }
        let single = PanelStore()
        let only = PanelState("Only", initial: Particles(), store: single) {
            Slider("speed", \.speed, in: 0...10, step: 1)
        }
        let alone = PanelHost(store: single) { PanelRoot(mode: .inline) }
        try alone.apply(.set("Only.speed", to: 8), origin: .frontend)
        try alone.apply(.undo)
        #expect(only.values.speed == 3)
    }
}

/// A count that observers on other threads add to.
final class Recorded: Sendable {
    private let value = Mutex(0)
    func add() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}
