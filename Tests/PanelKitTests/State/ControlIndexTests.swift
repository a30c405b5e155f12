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

    /// An id spelled in another normal form is the same id, as the values map and the decoder
    /// count it (`NodeID` compares canonically), whichever form the panel was built with.
    @Test func findsAnIDSpelledInAnotherNormalForm() {
        var index = ControlIndex()
        let names = ["caf\u{E9}", "motion.cafe\u{301}", "radius", "\u{212B}ngstr\u{F6}m"]
        for (slot, name) in names.enumerated() {
            index.insert(
                WritableControl(
                    id: NodeID(name), element: .toggle(ToggleElement(label: name)), modifiers: Modifiers(),
                    slot: slot))
        }
        #expect(found(NodeID("cafe\u{301}"), in: index) == 0)
        #expect(found(NodeID("motion.caf\u{E9}"), in: index) == 1)
        #expect(found(NodeID("A\u{30A}ngstro\u{308}m"), in: index) == 3)
        #expect(found(NodeID("caf\u{E8}"), in: index) == nil)
    }

    /// A write to a control named in another normal form reaches it, from code and from a
    /// protocol line (the session's byte path), instead of being refused.
    @Test func aWriteNamingTheControlInAnotherNormalFormReachesIt() throws {
        let root = Node(
            element: .panel(PanelElement(title: "T")),
            children: [
                Node(
                    id: "caf\u{E9}",
                    element: .slider(
                        SliderElement(label: "Caf\u{E9}", scale: .range(minimum: 0, maximum: 10, step: 1))))
            ])
        let panel = Panel(PanelDocument(root: root, values: ["caf\u{E9}": 1]))
        #expect(try panel.set(4, for: "cafe\u{301}") == 4)
        #expect(panel.document.values["caf\u{E9}"] == 4)
        let session = PanelSession(panel)
        var out: [UInt8] = []
        let decomposed = "cafe\u{301}"
        _ = session.receive(#"{"type":"set","seq":1,"id":"\#(decomposed)","value":6}"#, into: &out)
        let answer = String(decoding: out, as: UTF8.self)
        #expect(answer.contains(#""type":"ack""#), "\(answer)")
        #expect(panel.document.values["caf\u{E9}"] == 6)
    }
}
