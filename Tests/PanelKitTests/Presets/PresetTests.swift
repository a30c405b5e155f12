import Testing

@testable import PanelKit

/// DialKit's preset rules, one test each.
@Suite struct PresetTests {
    @Test func withNoPresetEditsChangeTheBaseValues() throws {
        let tune = Tune.panel()
        #expect(tune.activePresetID == nil)
        try tune.set(10, for: "radius")
        #expect(tune.panel.baseValues["radius"] == 10)
    }

    @Test func savingMakesAnActivePresetOfTheCurrentValues() throws {
        let tune = Tune.panel()
        try tune.set(10, for: "radius")
        let id = try tune.savePreset(named: "Tight")
        #expect(id == "preset-1")
        #expect(tune.activePresetID == id)
        #expect(tune.presets.map(\.name) == ["Tight"])
        #expect(tune.presets[0].values["radius"] == 10)
        #expect(try tune.savePreset(named: "Two") == "preset-2")
    }

    @Test func withAPresetActiveEditsUpdateThatPresetNotTheBase() throws {
        let tune = Tune.panel()
        let id = try tune.savePreset(named: "A")
        try tune.set(30, for: "radius")
        #expect(tune.presets.first { $0.id == id }?.values["radius"] == 30)
        #expect(tune.panel.baseValues["radius"] == 24)
    }

    @Test func clearingRestoresTheBase() throws {
        let tune = Tune.panel()
        try tune.savePreset(named: "A")
        try tune.set(30, for: "radius")
        tune.clearActivePreset()
        #expect(tune.activePresetID == nil)
        #expect(tune.values.radius == 24)
        #expect(tune.presets[0].values["radius"] == 30)
    }

    @Test func loadingMakesAPresetCurrentAndActive() throws {
        let tune = Tune.panel()
        let a = try tune.savePreset(named: "A")
        try tune.set(30, for: "radius")
        tune.clearActivePreset()
        let b = try tune.savePreset(named: "B")
        try tune.set(5, for: "radius")
        try tune.loadPreset(id: a)
        #expect(tune.activePresetID == a)
        #expect(tune.values.radius == 30)
        #expect(tune.presets.first { $0.id == b }?.values["radius"] == 5)
        #expect(throws: ValueError.self) { try tune.loadPreset(id: "nope") }
    }

    @Test func deletingTheActivePresetClearsIt() throws {
        let tune = Tune.panel()
        let a = try tune.savePreset(named: "A")
        try tune.set(30, for: "radius")
        try tune.deletePreset(id: a)
        #expect(tune.presets.isEmpty)
        #expect(tune.activePresetID == nil)
        #expect(tune.values.radius == 24)
        #expect(throws: ValueError.self) { try tune.deletePreset(id: a) }
    }

    @Test func deletingAnotherPresetKeepsTheActiveOne() throws {
        let tune = Tune.panel()
        let a = try tune.savePreset(named: "A")
        let b = try tune.savePreset(named: "B")
        try tune.set(7, for: "radius")
        try tune.deletePreset(id: a)
        #expect(tune.activePresetID == b)
        #expect(tune.values.radius == 7)
    }

    @Test func copyInstructionTextIsAPromptPlusJSON() throws {
        let tune = Tune.panel()
        try tune.set(12, for: "radius")
        let text = tune.copyInstructionText()
        #expect(text.hasPrefix("Apply these tuned values for the \"Tune\" panel"))
        let json = String(text[text.firstIndex(of: "{")!...])
        #expect(json.contains(#""radius": 12"#))
        #expect(json.contains(##""fill": "#3366FF""##))
    }
}
