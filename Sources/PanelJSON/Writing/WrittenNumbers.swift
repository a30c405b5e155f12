/// The numbers a ``JSONWriter`` wrote by formatting them (not the whole ones, which are
/// cheaper to write again), by their bits, with where their text is: a number written again
/// is copied from there, as the same bits always read as the same text. A direct-mapped
/// table of a few hundred numbers, made on the first one; a number meeting another's slot
/// takes it.
///
/// The writer only ever appends, so a range stays valid until its bytes are emptied
/// (`reset()`, setting `bytes`), which forgets the table: at once, by starting a new
/// generation (a writer reused for many short messages pays nothing per message).
struct WrittenNumbers {
    private struct Entry {
        var bits: UInt64
        var start: Int
        var length: UInt32
        /// The generation the entry was written in (0: never).
        var generation: UInt32
    }

    private static let slotBits = 8
    private var entries: [Entry] = []
    private var generation: UInt32 = 1

    private static func slot(_ bits: UInt64) -> Int {
        Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 &- slotBits))
    }

    /// Where the number with these bits was written, or `nil`.
    @inline(__always)
    func range(for bits: UInt64) -> Range<Int>? {
        guard !entries.isEmpty else { return nil }
        let entry = entries[WrittenNumbers.slot(bits)]
        guard entry.bits == bits, entry.generation == generation else { return nil }
        return entry.start..<(entry.start &+ Int(entry.length))
    }

    /// Notes that the number with these bits is written at `range` (a number's text is
    /// short; a longer range is not kept).
    mutating func remember(_ range: Range<Int>, for bits: UInt64) {
        guard let length = UInt32(exactly: range.count) else { return }
        if entries.isEmpty {
            entries = Array(
                repeating: Entry(bits: 0, start: 0, length: 0, generation: 0),
                count: 1 << WrittenNumbers.slotBits)
        }
        entries[WrittenNumbers.slot(bits)] = Entry(
            bits: bits, start: range.lowerBound, length: length, generation: generation)
    }

    /// Forgets every number (their bytes are gone).
    mutating func forget() {
        guard !entries.isEmpty else { return }
        if generation == .max {
            // Once in four billion resets: the old generations start over.
            for index in entries.indices { entries[index].generation = 0 }
            generation = 0
        }
        generation &+= 1
    }
}
