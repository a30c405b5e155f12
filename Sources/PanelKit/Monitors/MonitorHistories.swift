/// The histories of a store's monitors, laid out for the program's writes: the monitors that
/// keep the same number of values share one block, side by side (row `r` holds each one's
/// value at its position `r`), so a frame that writes every monitor once writes one row of
/// adjacent numbers instead of one cache line per monitor; and each monitor's position (where
/// its next value goes, how many it holds, how many writes it saw) is 32 bytes in one array.
///
/// A write is two stores and three counters, with no reference counting, no copy-on-write
/// check and no lookup: what `MonitorSource.record` costs under the store's lock. Only the
/// monitor store touches this storage, under its lock; it owns the memory it points into.
@usableFromInline final class MonitorHistories {
    /// Where one monitor's next value goes, and what its history holds.
    @usableFromInline struct Position {
        /// The monitor's first value in its block (row 0 of its column).
        @usableFromInline var base: UnsafeMutablePointer<Double>
        /// How many writes it saw in all, numbers, texts and booleans (2⁶⁴: never wraps in
        /// practice).
        @usableFromInline var written: UInt64
        /// The row the next value goes to.
        @usableFromInline var head: UInt32
        /// How many rows hold a value.
        @usableFromInline var count: UInt32
        /// How many values it keeps.
        @usableFromInline var capacity: UInt32
        /// The block's width: how far apart two rows of one column are.
        @usableFromInline var stride: UInt32

        /// Stores a number: the next row, the counters.
        @inlinable
        mutating func record(_ value: Double) {
            base[Int(head) &* Int(stride)] = value
            head = head &+ 1 == capacity ? 0 : head &+ 1
            if count < capacity { count &+= 1 }
            written &+= 1
        }

        /// The last `wanted` numbers (at most ``count``), oldest first.
        func last(_ wanted: Int) -> [Double] {
            var out: [Double] = []
            append(last: wanted, to: &out)
            return out
        }

        /// Appends the last `wanted` numbers (at most ``count``) to `out`, oldest first.
        func append(last wanted: Int, to out: inout [Double]) {
            let taken = Swift.min(wanted, Int(count))
            let capacity = Int(capacity)
            let stride = Int(stride)
            var row = Int(head) - taken
            if row < 0 { row += capacity }
            out.reserveCapacity(out.count + taken)
            for _ in 0..<taken {
                out.append(base[row * stride])
                row = row == capacity - 1 ? 0 : row + 1
            }
        }
    }

    /// One position per monitor, by slot.
    @usableFromInline let positions: UnsafeMutableBufferPointer<Position>
    /// The blocks the positions point into (freed with this storage).
    private let blocks: [UnsafeMutableBufferPointer<Double>]

    /// Storage for monitors of these capacities (by slot, each at least 1), every history
    /// empty, its count of writes 0.
    init(capacities: [Int]) {
        var columns: [Int: Int] = [:]
        var order: [Int] = []
        var column = [Int](repeating: 0, count: capacities.count)
        for (slot, capacity) in capacities.enumerated() {
            if columns[capacity] == nil { order.append(capacity) }
            column[slot] = columns[capacity, default: 0]
            columns[capacity, default: 0] += 1
        }
        var starts: [Int: UnsafeMutablePointer<Double>] = [:]
        var blocks: [UnsafeMutableBufferPointer<Double>] = []
        for capacity in order {
            let block = UnsafeMutableBufferPointer<Double>.allocate(capacity: capacity * columns[capacity]!)
            block.initialize(repeating: 0)
            blocks.append(block)
            starts[capacity] = block.baseAddress!
        }
        self.blocks = blocks
        positions = .allocate(capacity: capacities.count)
        for (slot, capacity) in capacities.enumerated() {
            (positions.baseAddress! + slot).initialize(
                to: Position(
                    base: starts[capacity]! + column[slot], written: 0, head: 0, count: 0,
                    capacity: UInt32(capacity), stride: UInt32(columns[capacity]!)))
        }
    }

    deinit {
        positions.deallocate()
        for block in blocks { block.deallocate() }
    }

    /// New storage for `capacities`, each slot that this storage has keeping its newest
    /// values (as many as its new capacity holds) and its count of writes.
    func resized(to capacities: [Int]) -> MonitorHistories {
        let next = MonitorHistories(capacities: capacities)
        for slot in 0..<Swift.min(positions.count, capacities.count) {
            let old = positions[slot]
            for value in old.last(capacities[slot]) { next.positions[slot].record(value) }
            next.positions[slot].written = old.written
        }
        return next
    }
}
