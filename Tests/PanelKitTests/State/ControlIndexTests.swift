import Testing

@testable import PanelKit

/// The index every write looks a control up in, against a dictionary.
@Suite struct ControlIndexTests {
    @Test func findsEveryControlAndNothingElse() {
        var index = ControlIndex()
        var oracle: [NodeID: WritableControl] = [:]
        let names =
            ["radius", "fill", "motion.speed", "é.ü", "a", "slider10", "slider01", "x y", ""]
            + (0..<300).map { "control\($0)" }
            + (0..<40).map { "folder.\($0).a-rather-long-name-past-sixteen-bytes" }
        for (slot, name) in names.enumerated() {
            let control = WritableControl(
                element: .toggle(ToggleElement(label: name)), modifiers: Modifiers(), slot: slot)
            index.insert(control, for: NodeID(name))
            oracle[NodeID(name)] = control
            // Every id inserted so far is found, through each growth of the table.
            if slot % 37 == 0 {
                for (id, expected) in oracle { #expect(index[id] === expected, "\(id)") }
            }
        }
        #expect(index.count == names.count)
        for (id, expected) in oracle { #expect(index[id] === expected, "\(id)") }
        for absent in ["control300", "Radius", "radius ", "motion", "slider1", "é", "folder.1"] {
            #expect(index[NodeID(absent)] == nil, "\(absent)")
        }
        #expect(ControlIndex()["radius"] == nil)
    }
}
