import Testing

@testable import ConstraintSolver

@Suite struct MinHeapTests {
    @Test func popsInAscendingOrder() {
        var heap = MinHeap<UInt32>()
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var pushed: [UInt32] = []
        for _ in 0..<500 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = UInt32(truncatingIfNeeded: state >> 40) % 1000
            heap.push(value)
            pushed.append(value)
        }
        var popped: [UInt32] = []
        while !heap.isEmpty { popped.append(heap.pop()) }
        #expect(popped == pushed.sorted())
    }

    @Test func pendingDefinitionsComeOutLatestFirst() {
        var heap = MinHeap<PendingDefinition>()
        for (sequence, index) in [(3, 0), (9, 1), (1, 2), (5, 3)] {
            heap.push(PendingDefinition(sequence: sequence, index: Int32(index)))
        }
        #expect(heap.top.index == 1)
        var order: [Int32] = []
        while !heap.isEmpty { order.append(heap.pop().index) }
        #expect(order == [1, 3, 0, 2])
    }
}
