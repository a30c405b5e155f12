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

    /// An id is found as Swift strings compare: the Kelvin sign (U+212A) is the letter K,
    /// whichever of the two the map holds and whichever is asked for, before and after an id
    /// other than ASCII is added.
    @Test func idsCompareAsSwiftStrings() {
        var ascii: ValueMap = ["K": 1, "x": 2]
        #expect(ascii["\u{212A}"] == 1)
        #expect(ascii.index(for: "\u{212A}") == 0)
        ascii["\u{212A}"] = 3
        #expect(ascii.ids == ["K", "x"])
        #expect(ascii["K"] == 3)
        var kelvin: ValueMap = ["\u{212A}": 1]
        #expect(kelvin["K"] == 1)
        kelvin["y"] = 2
        #expect(kelvin["K"] == 1 && kelvin["y"] == 2 && kelvin.count == 2)
        let added = kelvin.appendIfAbsent("K", 5)
        #expect(!added)
        let removed = kelvin.removeValue(for: "K")
        #expect(removed == 1)
        #expect(kelvin.ids == ["y"] && kelvin["\u{212A}"] == nil)
    }

    /// Many ids (the table grows several times), then removals from the front, middle and
    /// end: every id left is found at its new position, every removed one is gone.
    @Test func lookupsHoldThroughGrowthAndRemoval() {
        var values = ValueMap()
        for index in 0..<300 { values[NodeID("control\(index)")] = .number(Double(index)) }
        #expect(values.count == 300)
        for index in [0, 150, 299, 7] {
            let removed = values.removeValue(for: NodeID("control\(index)"))
            #expect(removed == .number(Double(index)))
        }
        #expect(values.count == 296)
        for index in 0..<300 {
            let id = NodeID("control\(index)")
            if [0, 150, 299, 7].contains(index) {
                #expect(values[id] == nil && values.index(for: id) == nil)
            } else {
                let position = values.index(for: id)
                #expect(position.map { values[$0].id } == id)
                #expect(values[id] == .number(Double(index)))
            }
        }
        let again = values.removeValue(for: "control0")
        #expect(again == nil)
        #expect(ValueMap()["a"] == nil && ValueMap().index(for: "a") == nil)
    }
}
