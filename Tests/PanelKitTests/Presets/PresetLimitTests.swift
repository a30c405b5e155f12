import Testing

@testable import PanelKit

/// Bounds on what a frontend can make the state hold (issue 26 item 4) and presets by name
/// (issue 24 item 7).
@Suite struct PresetLimitTests {
    @Test func savingPastThePresetLimitIsRefusedAndChangesNothing() throws {
        let tune = Tune.panel()
        #expect(tune.panel.limits.presets == 100)
        tune.panel.limits.presets = 3
        for name in ["A", "B", "C"] { try tune.savePreset(named: name) }
        let revision = tune.panel.revision
        let error = #expect(throws: ValueError.self) { try tune.savePreset(named: "D") }
        #expect(error?.code == .limitReached)
        #expect(error?.message.contains("at most 3 presets") == true)
        #expect(tune.presets.map(\.name) == ["A", "B", "C"])
        #expect(tune.panel.revision == revision)
        // Saving over one by name is still possible.
        try tune.set(7, for: "radius")
        #expect(try tune.savePreset(named: "A", replacing: true) == "preset-1")
    }

    @Test func aPresetNameLongerThanTheLimitIsRefused() throws {
        let tune = Tune.panel()
        #expect(tune.panel.limits.presetNameBytes == 256)
        let error = #expect(throws: ValueError.self) {
            try tune.savePreset(named: String(repeating: "é", count: 129))  // 258 bytes
        }
        #expect(error?.code == .limitReached)
        #expect(tune.presets.isEmpty)
        try tune.savePreset(named: String(repeating: "é", count: 128))
        let id = try #require(tune.activePresetID)
        #expect(throws: ValueError.self) {
            try tune.renamePreset(id: id, to: String(repeating: "x", count: 257))
        }
    }

    @Test func gesturesInFlightAreBounded() throws {
        let tune = Tune.panel()
        tune.panel.limits.gestures = 2
        try tune.panel.apply(.edit("radius", phase: .begin, gesture: "g1"))
        try tune.panel.apply(.edit("radius", phase: .begin, gesture: "g2"))
        // Beginning a gesture already in flight again is not one more.
        try tune.panel.apply(.edit("radius", phase: .begin, gesture: "g2"))
        let error = #expect(throws: ValueError.self) {
            try tune.panel.apply(.edit("radius", phase: .begin, gesture: "g3"))
        }
        #expect(error?.code == .limitReached)
        try tune.panel.apply(.edit("radius", phase: .cancel, gesture: "g1"))
        try tune.panel.apply(.edit("radius", phase: .begin, gesture: "g3"))
    }

    @Test func savingByNameReplacingKeepsOnePresetOfThatName() throws {
        let tune = Tune.panel()
        try tune.set(10, for: "radius")
        let fast = try tune.savePreset(named: "Fast")
        try tune.savePreset(named: "Slow")
        try tune.set(40, for: "radius")
        #expect(try tune.savePreset(named: "Fast", replacing: true) == fast)
        #expect(tune.presets.map(\.name) == ["Fast", "Slow"])
        #expect(tune.activePresetID == fast)
        #expect(tune.presets[0].values["radius"] == 40)
        // One undo step gives the old values back.
        #expect(tune.undo())
        #expect(tune.panel.presets[0].values["radius"] == 10)
        // Without `replacing`, a new preset (as before); replacing a name none has saves one.
        #expect(try tune.savePreset(named: "Fast") != fast)
        #expect(try tune.savePreset(named: "New", replacing: true) == "preset-4")
    }

    @Test func renamingAPresetKeepsItsIdAndValuesAndIsOneUndoStep() throws {
        let tune = Tune.panel()
        try tune.set(10, for: "radius")
        let id = try tune.savePreset(named: "Fast")
        try tune.renamePreset(id: id, to: "Quick")
        #expect(tune.presets.map(\.name) == ["Quick"])
        #expect(tune.presets[0].id == id)
        #expect(tune.presets[0].values["radius"] == 10)
        #expect(tune.undo())
        #expect(tune.presets.map(\.name) == ["Fast"])
        let error = #expect(throws: ValueError.self) { try tune.renamePreset(id: "preset-9", to: "X") }
        #expect(error?.code == .unknownPreset)
    }
}
