import Testing

@testable import PanelKit

@Suite struct ConfigureTests {
    @Test func aChangedSchemaKeepsClampsResetsDropsAndAdds() throws {
        let tune = Tune.panel()
        try tune.set(40, for: "radius")
        try tune.set("advanced", for: "mode")
        let preset = try tune.savePreset(named: "P")
        try tune.set(44, for: "radius")
        var fallback = Tune()
        fallback.mode = "solid"
        fallback.speed = 3
        let report = tune.configure(name: "Tune 2", initial: fallback) {
            Slider("radius", \.radius, in: 0...32, step: 2)  // 44 → 32
            Picker("mode", \.mode, options: ["solid", "glass"])  // "advanced" no longer fits → "solid"
            ColorPicker("fill", \.fill)  // kept
            Slider("speed", \.speed, in: 0...4)  // new: takes the fallback 3
        }
        #expect(tune.name == "Tune 2")
        #expect(tune.values.radius == 32)
        #expect(tune.values.mode == "solid")
        #expect(tune.values.fill == "#3366FF")
        #expect(tune.values.speed == 3)
        let current = report.entries.filter { $0.preset == nil }
        #expect(current.contains { $0.id == "radius" && $0.outcome == .clamped && $0.newValue == 32 })
        #expect(current.contains { $0.id == "mode" && $0.outcome == .reset && $0.oldValue == "advanced" })
        #expect(current.contains { $0.id == "speed" && $0.outcome == .added && $0.newValue == 3 })
        #expect(current.contains { $0.id == "isOn" && $0.outcome == .dropped })
        #expect(current.contains { $0.id == "motion.speed" && $0.outcome == .dropped })
        // Presets are normalised the same way.
        let normalised = try #require(tune.presets.first { $0.id == preset })
        #expect(normalised.values["radius"] == 32)
        #expect(normalised.values["mode"] == "solid")
        #expect(normalised.values["isOn"] == nil)
        #expect(report.entries.contains { $0.preset == preset && $0.id == "isOn" && $0.outcome == .dropped })
        // Writes go to the new controls; removed ones are unknown.
        #expect(try tune.set(33, for: "radius") == 32)
        #expect(throws: ValueError.self) { try tune.set(true, for: "isOn") }
    }

    @Test func configureIsOneUndoStep() throws {
        let tune = Tune.panel()
        try tune.set(40, for: "radius", undoable: true)
        tune.configure(name: "Tune", initial: Tune()) {
            Slider("radius", \.radius, in: 0...10)
        }
        #expect(tune.values.radius == 10)
        #expect(tune.undo())
        // The controls stay as configured; values come back as far as they fit.
        #expect(tune.values.radius == 10)
        #expect(tune.undo())
        #expect(tune.values.radius == 10)
        #expect(!tune.undo() || tune.values.radius <= 10)
    }

    @Test func aPanelConfiguresFromADocument() throws {
        let panel = Panel(
            PanelDocument(
                root: Node(
                    element: .panel(PanelElement(title: "P")),
                    children: [
                        Node(
                            id: "r",
                            element: .slider(
                                SliderElement(label: "r", scale: .range(minimum: 0, maximum: 100, step: 1))))
                    ]), values: ["r": 80]))
        let report = panel.configure(
            PanelDocument(
                root: Node(
                    element: .panel(PanelElement(title: "P")),
                    children: [
                        Node(
                            id: "r",
                            element: .slider(
                                SliderElement(label: "r", scale: .range(minimum: 0, maximum: 50, step: 1))))
                    ])))
        #expect(panel.values["r"] == 50)
        #expect(report.entries.map(\.outcome) == [.clamped])
    }
}
