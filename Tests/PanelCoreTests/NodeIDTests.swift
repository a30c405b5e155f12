import PanelCore
import Testing

@Suite struct NodeIDTests {
    @Test func pathsNest() {
        let id: NodeID = "motion.shuffle"
        #expect(id.components == ["motion", "shuffle"])
        #expect(id.name == "shuffle")
        #expect(id.parent == "motion")
        #expect(NodeID("fill").parent == nil)
        #expect(NodeID("motion").appending("spring") == "motion.spring")
        #expect(NodeID("").appending("a") == "a")
    }

    @Test func wellFormedness() {
        #expect(NodeID("a.b_c-1").isWellFormed)
        #expect(NodeID("café.ñ").isWellFormed)
        for bad in ["", ".", "a.", ".a", "a..b", "a b", "a\tb", "a\u{1B}b", "a\u{85}b"] {
            #expect(!NodeID(bad).isWellFormed, "\(bad.debugDescription)")
        }
    }
}
