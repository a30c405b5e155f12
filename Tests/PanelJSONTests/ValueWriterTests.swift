import PanelCore
import TestSupport
import Testing

@_spi(Internals) @testable import PanelJSON

@Suite struct ValueWriterTests {
    /// The writing order by its definition: ids in the order used (first use counts), then
    /// the unused ids sorted by UTF-8 bytes.
    private func expectedOrder(_ values: ValueMap, uses: [NodeID]) -> [NodeID] {
        var order: [NodeID] = []
        for id in uses where values[id] != nil && !order.contains(id) { order.append(id) }
        let rest = values.ids.filter { !order.contains($0) }.map(\.rawValue).sorted(by: JSONWriter.utf8Less)
        return order + rest.map { NodeID($0) }
    }

    /// Maps in every arrangement the writer meets: in the order of use (the fast path),
    /// shuffled, with ids the tree lacks between the used ones, with absent and repeated uses.
    @Test(arguments: ["inOrder", "shuffled", "interleaved"])
    func listsUsedIdsInOrderThenTheRestSorted(arrangement: String) throws {
        var random = SplitMix64(seed: UInt64(arrangement.utf8.count))
        for round in 0..<40 {
            let count = Int(random.next() % 300) + round
            var ids: [NodeID] = []
            for index in 0..<count {
                let length = Int(random.next() % 24)
                ids.append(
                    NodeID(
                        String(repeating: "é", count: length % 3) + "id\(index)"
                            + String(repeating: "x", count: length)))
            }
            var uses: [NodeID] = []
            var mapped: [NodeID] = []
            switch arrangement {
            case "inOrder":
                uses = ids
                mapped = ids
            case "shuffled":
                uses = ids
                mapped = ids
                for index in mapped.indices.reversed() where index > 0 {
                    mapped.swapAt(index, Int(random.next() % UInt64(index + 1)))
                }
            default:
                for id in ids {
                    mapped.append(id)
                    if random.next() % 3 == 0 { mapped.append(NodeID("extra\(mapped.count)")) }
                    uses.append(id)
                    if random.next() % 5 == 0 { uses.append(NodeID("absent\(random.next() % 50)")) }
                    if random.next() % 7 == 0, let earlier = uses.randomElement(using: &random) {
                        uses.append(earlier)
                    }
                }
            }
            let values = ValueMap(
                mapped.enumerated().map { ($0.element, PanelValue.number(Double($0.offset))) })
            var writer = ValueWriter(values)
            for id in uses { writer.noteUse(of: id) }
            let order = writer.writingOrder.map { values.ids[$0] }
            #expect(order == expectedOrder(values, uses: uses), "round \(round)")

            // The members written are those of the ids used, in the order used.
            var expected = JSONWriter()
            expected.beginObject()
            for position in writer.used {
                expected.writeKey(values.ids[position].rawValue)
                expected.emit(values[position].value)
            }
            expected.endObject(isEmpty: writer.used.isEmpty)
            var written = JSONWriter()
            written.beginObject()
            writer.writeMembers(into: &written)
            written.endObject(isEmpty: writer.used.isEmpty)
            #expect(written.bytes == expected.bytes, "round \(round)")
        }
    }

    @Test func anEmptyMapHasNothingToList() {
        var writer = ValueWriter.empty
        writer.noteUse(of: "a")
        #expect(writer.writingOrder.isEmpty)
        var written = JSONWriter()
        writer.writeMembers(into: &written)
        #expect(written.bytes.isEmpty)
    }
}
