import PanelCore
import Testing

@testable import PanelJSON

@Suite struct ValueIndexTests {
    /// The writing order by its definition: ids in the order used (first use counts), then
    /// the unused ids sorted by UTF-8 bytes.
    private func expectedOrder(_ values: [NodeID: PanelValue], uses: [NodeID]) -> [NodeID] {
        var order: [NodeID] = []
        for id in uses where values[id] != nil && !order.contains(id) { order.append(id) }
        let rest = values.keys.filter { !order.contains($0) }.map(\.rawValue).sorted(by: JSONWriter.utf8Less)
        return order + rest.map { NodeID($0) }
    }

    @Test(arguments: [32, 0])
    func listsUsedIdsInOrderThenTheRestSorted(maximumProbes: Int) {
        var random = SplitMix64(seed: UInt64(maximumProbes) + 5)
        for round in 0..<40 {
            var values: [NodeID: PanelValue] = [:]
            let count = Int(random.next() % 300) + round
            for index in 0..<count {
                let length = Int(random.next() % 24)
                let name =
                    String(repeating: "é", count: length % 3) + "id\(index)"
                    + String(repeating: "x", count: length)
                values[NodeID(name)] = .number(Double(index))
            }
            let keys = Array(values.keys)
            var uses: [NodeID] = []
            for _ in 0..<(count * 2) {
                if keys.isEmpty || random.next() % 5 == 0 {
                    uses.append(NodeID("absent\(random.next() % 50)"))
                } else {
                    uses.append(keys[Int(random.next() % UInt64(keys.count))])
                }
            }
            var index = ValueIndex(values, maximumProbes: maximumProbes)
            for id in uses { index.noteUse(of: id) }
            #expect(index.writingOrder.map { values[$0].key } == expectedOrder(values, uses: uses))
            if maximumProbes == 0 && count > 50 { #expect(index.usesFallback) }
        }
    }

    @Test func anEmptyMapHasNothingToList() {
        var index = ValueIndex.empty
        index.noteUse(of: "a")
        #expect(index.writingOrder.isEmpty)
    }
}
