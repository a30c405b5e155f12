import Testing

@testable import PanelCore

@Suite struct ValueMapTests {
    @Test func keepsTheOrderIdsWereAddedIn() {
        var values: ValueMap = ["speed": 1, "on": true]
        values["color"] = "#FF8800"
        values["speed"] = 2
        #expect(values.ids == ["speed", "on", "color"])
        #expect(values["speed"] == 2)
        #expect(values.map(\.value) == [2, true, "#FF8800"])
        #expect(values.index(for: "color") == 2)
        #expect(values.index(for: "missing") == nil)
        #expect(values.description == "[speed: 2, on: true, color: \"#FF8800\"]")
        #expect(ValueMap().description == "[:]")
    }

    @Test func aRepeatedIdKeepsItsFirstPlaceAndLastValue() {
        let values = ValueMap([("a", 1), ("b", 2), ("a", 3)])
        #expect(values.ids == ["a", "b"])
        #expect(values["a"] == 3)
    }

    /// Random insertions, updates and removals against a plain list of pairs.
    @Test func behavesAsAnOrderedListOfPairs() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            var values = ValueMap()
            var reference: [(NodeID, PanelValue)] = []
            for step in 0..<200 {
                let id = NodeID("id\(Int.random(in: 0..<30, using: &generator))")
                let existing = reference.firstIndex { $0.0 == id }
                switch Int.random(in: 0..<3, using: &generator) {
                case 0:
                    let old = values.removeValue(for: id)
                    #expect(old == existing.map { reference[$0].1 })
                    if let existing { reference.remove(at: existing) }
                case 1:
                    values[id] = nil
                    if let existing { reference.remove(at: existing) }
                default:
                    let old = values.updateValue(.number(Double(step)), for: id)
                    #expect(old == existing.map { reference[$0].1 })
                    if let existing {
                        reference[existing].1 = .number(Double(step))
                    } else {
                        reference.append((id, .number(Double(step))))
                    }
                }
                #expect(values.ids == reference.map(\.0))
                #expect(values.map(\.value) == reference.map(\.1))
                for (position, pair) in reference.enumerated() {
                    #expect(values.index(for: pair.0) == position)
                    #expect(values[pair.0] == pair.1)
                }
            }
            #expect(values.dictionary == Dictionary(uniqueKeysWithValues: reference))
        }
    }

    @Test func equalityAndHashIgnoreOrder() {
        let forward = ValueMap([("a", 1), ("b", "x"), ("c", true)])
        let backward = ValueMap([("c", true), ("b", "x"), ("a", 1)])
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(forward != ValueMap([("a", 1), ("b", "y"), ("c", true)]))
        #expect(forward != ValueMap([("a", 1), ("b", "x")]))
        #expect(forward != ValueMap([("a", 1), ("b", "x"), ("d", true)]))
    }

    @Test func aDictionaryIsSortedByUTF8Bytes() {
        // By UTF-8 bytes: "Z" (5A) < "a" (61) < "z" (7A) < "é" (C3 A9) < "ﬁ" (EF AC 81).
        let values = ValueMap(["é": 1, "z": 2, "a": 3, "Z": 4, "\u{FB01}": 6])
        #expect(values.ids == ["Z", "a", "z", "é", "\u{FB01}"])
    }

    @Test func aDictionaryCanBePutInTreeOrder() {
        func control(_ id: NodeID) -> Node {
            Node(id: id, element: .toggle(ToggleElement(label: id.rawValue)))
        }
        let root = Node(
            element: .panel(PanelElement(title: "t")),
            children: [
                control("b"),
                Node(
                    id: "group", element: .folder(FolderElement(label: "g")),
                    children: [control("group.z"), control("group.a")]),
                control("a"), control("b"), control("unvalued"),
            ])
        let dictionary: [NodeID: PanelValue] = [
            "a": 1, "b": 2, "group.a": 3, "group.z": 4, "zz.extra": 5, "extra": 6,
        ]
        let values = ValueMap(dictionary, inTreeOrderOf: root)
        #expect(values.ids == ["b", "group.z", "group.a", "a", "extra", "zz.extra"])
        #expect(values.dictionary == dictionary)
        #expect(PanelDocument(root: root, values: dictionary).values.ids == values.ids)
    }
}
