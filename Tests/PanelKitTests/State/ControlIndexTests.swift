import Testing

@testable import PanelKit

/// The index every write looks a control up in, against a dictionary.
@Suite struct ControlIndexTests {
    /// The slot of the control the index finds for `id`, by the id and by its bytes (which
    /// must agree).
    private func found(_ id: NodeID, in index: ControlIndex) -> Int? {
        let byID = index.position(of: id)
        let byBytes = Array(id.rawValue.utf8).withUnsafeBufferPointer { index.position(ofUTF8: $0) }
        #expect(byID == byBytes, "\(id)")
        return byID.map { index.controls[$0].slot }
    }

    @Test func findsEveryControlAndNothingElse() {
        var index = ControlIndex()
        var oracle: [NodeID: Int] = [:]
        let names =
            ["radius", "fill", "motion.speed", "é.ü", "a", "slider10", "slider01", "x y", ""]
            + (0..<300).map { "control\($0)" }
            + (0..<40).map { "folder.\($0).a-rather-long-name-past-sixteen-bytes" }
        for (slot, name) in names.enumerated() {
            let control = WritableControl(
                id: NodeID(name), element: .toggle(ToggleElement(label: name)), modifiers: Modifiers(),
                slot: slot)
            index.insert(control)
            oracle[NodeID(name)] = slot
            // Every id inserted so far is found, through each growth of the table.
            if slot % 37 == 0 {
                for (id, expected) in oracle { #expect(found(id, in: index) == expected, "\(id)") }
            }
        }
        #expect(index.count == names.count)
        for (id, expected) in oracle { #expect(found(id, in: index) == expected, "\(id)") }
        for absent in ["control300", "Radius", "radius ", "motion", "slider1", "é", "folder.1"] {
            #expect(found(NodeID(absent), in: index) == nil, "\(absent)")
        }
        #expect(found("radius", in: ControlIndex()) == nil)
    }
}
