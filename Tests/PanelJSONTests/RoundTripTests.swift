import PanelCore
import TestSupport
import Testing

@testable import PanelJSON

@Suite struct RoundTripTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomTreesSurviveEncodeAndDecode(seed: UInt64) throws {
        var trees = RandomTrees(seed: seed)
        var kinds = Set<String>()
        var valueTypes = Set<String>()
        for index in 0..<150 {
            let document = trees.document(maxDepth: 4)
            for node in document.root.allNodes { kinds.insert(node.kind) }
            for (_, value) in document.values { valueTypes.insert(value.typeName) }
            let compact = try JSONRenderer().encode(document)
            let pretty = try JSONRenderer(style: .pretty).encode(document)
            do {
                #expect(try TreeDecoder().decode(bytes: compact) == document, "seed \(seed), tree \(index)")
                #expect(try TreeDecoder().decode(bytes: pretty) == document, "seed \(seed), tree \(index)")
            } catch {
                Issue.record(
                    "seed \(seed), tree \(index): \(error)\n\(String(decoding: pretty, as: UTF8.self))")
                return
            }
            let decoded = try TreeDecoder().decode(bytes: compact)
            #expect(try JSONRenderer().encode(decoded) == compact)
            // The decoded map holds its ids in the order they were written (tree order here).
            #expect(decoded.values.ids == document.values.ids, "seed \(seed), tree \(index)")
            // The bytes do not depend on the map's order: shuffled, the map is written the same.
            var shuffled = document
            var pairs = Array(document.values)
            for position in pairs.indices.reversed() where position > 0 {
                pairs.swapAt(position, Int(trees.random.next() % UInt64(position + 1)))
            }
            shuffled.values = ValueMap(pairs.map { ($0.id, $0.value) })
            #expect(try JSONRenderer().encode(shuffled) == compact, "seed \(seed), tree \(index)")
            if index < 25 {
                EmittedJSON.save(
                    index.isMultiple(of: 2) ? compact : pretty, group: "random", name: "seed\(seed)-\(index)")
            }
        }
        #expect(
            kinds.isSuperset(of: Element.knownKinds),
            "missing kinds: \(Set(Element.knownKinds).subtracting(kinds))")
        #expect(kinds.isSuperset(of: RandomTrees.unknownKinds))
        #expect(valueTypes.isSuperset(of: ["number", "boolean", "string", "object"]))
    }

    @Test func everyValueTypeSurvives() throws {
        let values: [PanelValue] = [
            Spring.time(duration: 0.5, bounce: -0.25).panelValue,
            Spring.physics(stiffness: 170, damping: 26, mass: 1).panelValue,
            Transition.easing(duration: 0.3, bezier: .easeInOut).panelValue,
            Transition.spring(.default).panelValue,
            HexColor(red: 1, green: 2, blue: 3, alpha: 4).panelValue, "#ABCDEF", true, false, "",
            "日本 😀 \"\\\n",
            0, -1, 0.1, 1e-300, 1.7976931348623157e308,
        ]
        for (index, value) in values.enumerated() {
            let root = Node(
                element: .panel(PanelElement(title: "P")),
                children: [
                    Node(id: "v", element: .unknown(UnknownElement(kind: "future", properties: ["x": value])))
                ])
            let document = PanelDocument(root: root, values: ["v": value])
            let bytes = try JSONRenderer().encode(document)
            #expect(try TreeDecoder().decode(bytes: bytes) == document, "value \(index)")
        }
    }
}
