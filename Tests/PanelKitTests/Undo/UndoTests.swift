import Testing

@testable import PanelKit

@Suite struct UndoTests {
    @Test func undoAndRedoCommittedEdits() throws {
        let tune = Tune.panel()
        try tune.set(10, for: "radius", undoable: true)
        try tune.set(20, for: "radius", undoable: true)
        #expect(tune.undo())
        #expect(tune.values.radius == 10)
        #expect(tune.undo())
        #expect(tune.values.radius == 24)
        #expect(!tune.undo())
        #expect(tune.redo())
        #expect(tune.values.radius == 10)
        try tune.set(5, for: "radius", undoable: true)
        #expect(!tune.redo(), "a new edit forgets the redo steps")
    }

    @Test func undoAndRedoAcrossPresets() throws {
        let tune = Tune.panel()
        try tune.set(10, for: "radius", undoable: true)  // base 10
        let a = try tune.savePreset(named: "A")
        try tune.set(30, for: "radius", undoable: true)  // A: 30
        tune.clearActivePreset()  // back to base 10 (one step)
        #expect(tune.values.radius == 10)
        try tune.loadPreset(id: a)  // one step
        #expect(tune.values.radius == 30)
        #expect(tune.undo())  // undo the load
        #expect(tune.activePresetID == nil)
        #expect(tune.values.radius == 10)
        #expect(tune.undo())  // undo the clear
        #expect(tune.activePresetID == a)
        #expect(tune.values.radius == 30)
        #expect(tune.undo())  // undo the edit inside A
        #expect(tune.values.radius == 10)
        #expect(tune.presets[0].values["radius"] == 10)
        #expect(tune.redo())
        #expect(tune.redo())
        #expect(tune.activePresetID == nil)
        #expect(tune.values.radius == 10)
        #expect(tune.redo())
        #expect(tune.activePresetID == a)
        #expect(tune.values.radius == 30)
    }

    @Test func historyIsBounded() throws {
        let tune = Tune.panel()
        tune.panel.undoLimit = 3
        for radius in 1...10 { try tune.set(.number(Double(radius)), for: "radius", undoable: true) }
        var steps = 0
        while tune.undo() { steps += 1 }
        #expect(steps == 3)
        #expect(tune.values.radius == 7)
    }

    @Test func undoOriginIsReported() throws {
        let tune = Tune.panel()
        try tune.set(10, for: "radius", undoable: true)
        let seen = Recorder<PanelChange>()
        let observation = tune.panel.onChange { seen.append($0) }
        tune.undo()
        tune.redo()
        #expect(seen.items.map(\.origin) == [.undo, .redo])
        observation.cancel()
    }

    /// The ring buffer behind the history against a plain array that drops its oldest
    /// steps, under random adds, undos and changes of the limit.
    @Test func historyRingMatchesAnArray() {
        var state: UInt64 = 5
        func next(_ bound: Int) -> Int {  // a 64-bit linear congruential sequence, high bits
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func step(_ number: Int) -> UndoStep {
            .edits([UndoStep.Edit(id: "x", old: .number(0), new: .number(Double(number)))])
        }
        func number(_ step: UndoStep?) -> Double? {
            guard case .edits(let edits)? = step else { return nil }
            return edits.first?.new.number
        }
        var ring = UndoHistory(limit: 4)
        var model: [Int] = []
        var limit = 4
        for round in 0..<20_000 {
            switch next(10) {
            case 0..<6:
                ring.append(step(round))
                model.append(round)
                if model.count > limit { model.removeFirst(model.count - limit) }
            case 6..<9:
                let popped = ring.popLast()
                #expect(number(popped) == model.popLast().map(Double.init))
            default:
                limit = next(7)
                ring.limit = limit
                if model.count > limit { model.removeFirst(model.count - limit) }
            }
            #expect(ring.count == model.count)
            #expect(ring.isEmpty == model.isEmpty)
        }
        while let last = model.popLast() { #expect(number(ring.popLast()) == Double(last)) }
        #expect(ring.popLast() == nil)
    }
}
