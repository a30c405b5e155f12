/// The controls of a panel that hold a value, by id: what every write looks up first. An
/// open-addressing table over the ids' bytes with a cheap hash (FNV-1a), at most half
/// full. The ids are the panel's own, fixed when it is configured, so nothing a frontend
/// sends can fill the table or lengthen its probes: an unknown id costs one short probe.
struct ControlIndex: Sendable {
    /// For each bucket, the position of its entry in ``entries`` plus one; 0 when empty.
    private var buckets: [Int32] = []
    private var entries: [(id: NodeID, control: WritableControl)] = []

    init() {}

    /// How many controls are indexed.
    var count: Int { entries.count }

    /// The control `id`, if the panel has one that holds a value.
    subscript(id: NodeID) -> WritableControl? {
        guard !buckets.isEmpty else { return nil }
        let mask = buckets.count - 1
        var bucket = ControlIndex.hash(id) & mask
        while true {
            let entry = Int(buckets[bucket])
            if entry == 0 { return nil }
            if entries[entry - 1].id == id { return entries[entry - 1].control }
            bucket = (bucket + 1) & mask
        }
    }

    /// Adds a control under an id the index does not hold yet.
    mutating func insert(_ control: WritableControl, for id: NodeID) {
        entries.append((id, control))
        if entries.count * 2 > buckets.count {
            var size = 8
            while size < entries.count * 2 { size *= 2 }
            buckets = Array(repeating: 0, count: size)
            for position in entries.indices { place(position) }
        } else {
            place(entries.count - 1)
        }
    }

    /// Puts the entry at `position` in the first free bucket from its hash on.
    private mutating func place(_ position: Int) {
        let mask = buckets.count - 1
        var bucket = ControlIndex.hash(entries[position].id) & mask
        while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = Int32(position + 1)
    }

    /// FNV-1a over the id's UTF-8 bytes, its high bits folded into the low ones.
    private static func hash(_ id: NodeID) -> Int {
        func fnv(_ bytes: some Sequence<UInt8>) -> Int {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return Int(truncatingIfNeeded: hash ^ (hash >> 32))
        }
        return id.rawValue.utf8.withContiguousStorageIfAvailable(fnv) ?? fnv(id.rawValue.utf8)
    }
}
