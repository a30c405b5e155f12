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

    @Test func wellFormednessAgreesWithTheDefinitionOnAwkwardPaths() {
        // The definition: not empty, no empty name, no whitespace or control character.
        func defined(_ path: String) -> Bool {
            !path.isEmpty
                && !path.split(separator: ".", omittingEmptySubsequences: false).contains { $0.isEmpty }
                && path.unicodeScalars.allSatisfy {
                    !$0.properties.isWhitespace && $0.value >= 0x20 && $0.value != 0x7F
                        && !(0x80...0x9F).contains($0.value)
                }
        }
        let pieces = [
            "a", ".", "..", "b1", " ", "\u{7F}", "~", "!", "é", "\u{A0}", "\t", "_", "\u{2028}", ".",
        ]
        var paths: [String] = [""]
        for first in pieces {
            for second in pieces {
                for third in pieces { paths.append(first + second + third) }
            }
        }
        for path in paths {
            #expect(NodeID(path).isWellFormed == defined(path), "\(path.debugDescription)")
            let last = path.split(separator: ".", omittingEmptySubsequences: false).last ?? Substring(path)
            #expect(NodeID(path).name == last, "\(path.debugDescription)")
        }
    }
}
