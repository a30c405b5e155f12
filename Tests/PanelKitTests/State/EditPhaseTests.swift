import Testing

@testable import PanelKit

@Suite struct EditPhaseTests {
    @Test func aDragIsOneUndoStep() throws {
        let tune = Tune.panel()
        try tune.panel.edit("radius", phase: .begin, gesture: "g", origin: .frontend)
        for radius in [25.0, 26, 27.4] {
            try tune.panel.edit(
                "radius", phase: .change, value: .number(radius), gesture: "g", origin: .frontend)
        }
        #expect(tune.values.radius == 27)
        try tune.panel.edit("radius", phase: .commit, value: 30, gesture: "g", origin: .frontend)
        #expect(tune.values.radius == 30)
        #expect(tune.undo())
        #expect(tune.values.radius == 24)
        #expect(!tune.undo())
    }

    @Test func cancelRestoresTheBeginValueWithoutAnUndoStep() throws {
        let tune = Tune.panel()
        try tune.panel.edit("radius", phase: .begin, value: 10, gesture: "g")
        try tune.panel.edit("radius", phase: .change, value: 40, gesture: "g")
        #expect(try tune.panel.edit("radius", phase: .cancel, gesture: "g") == 24)
        #expect(tune.values.radius == 24)
        #expect(!tune.panel.canUndo)
    }

    @Test func phasesReachObserversWithTheGesture() throws {
        let tune = Tune.panel()
        let seen = Recorder<PanelChange>()
        let observation = tune.panel.onChange { seen.append($0) }
        try tune.panel.edit("radius", phase: .begin, gesture: "g", origin: .frontend)
        try tune.panel.edit("radius", phase: .change, value: 30, gesture: "g", origin: .frontend)
        try tune.panel.edit("radius", phase: .commit, value: 31, gesture: "g", origin: .frontend)
        #expect(seen.items.map(\.phase) == [.change, .commit])
        #expect(seen.items.allSatisfy { $0.gesture == "g" && $0.origin == .frontend })
        observation.cancel()
    }

    @Test func phasesWithoutABeginAreRefused() {
        let tune = Tune.panel()
        for phase in [EditPhase.change, .commit, .cancel] {
            do {
                try tune.panel.edit("radius", phase: phase, value: 3, gesture: "none")
                Issue.record("\(phase) without begin was accepted")
            } catch {
                #expect(error.code == .unknownGesture)
            }
        }
        #expect(throws: ValueError.self) {
            try tune.panel.edit("radius", phase: .begin, gesture: "g")
            try tune.panel.edit("radius", phase: .change, gesture: "g")  // no value
        }
    }

    @Test func commitWithoutChangeMakesNoStep() throws {
        let tune = Tune.panel()
        try tune.panel.edit("radius", phase: .begin, gesture: "g")
        try tune.panel.edit("radius", phase: .commit, gesture: "g")
        #expect(!tune.panel.canUndo)
    }
}
