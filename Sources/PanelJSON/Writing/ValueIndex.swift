import PanelCore

/// The renderer's index of a values map by id: finds each node's value while the tree is
/// written, remembers which ids the tree used and in what order, and then lists the map's
/// entries in the order they are written (tree order, then the ids not in the tree, sorted by
/// UTF-8 bytes).
///
/// Ids are found in an open-addressing table hashed with a cheap multiplicative hash of their
/// UTF-8 bytes, eight at a time, instead of `Hasher`'s SipHash: finding every id of a large
/// tree is a hot path of encoding. Should the ids collide badly (a probe run longer than
/// ``maximumProbes``), the index falls back to a `Dictionary` from id to entry, so the cost
/// stays bounded whatever the ids are.
struct ValueIndex {
    /// The longest probe run accepted before falling back to a dictionary.
    static let maximumProbes = 32

    /// A table slot: an entry's id and hash side by side, so that a lookup reads one cache
    /// line (the table is read at random, once per node with an id).
    private struct Slot {
        var hash: UInt64
        /// Entry + 1; 0 for an empty slot.
        var entry: Int32
        var id: NodeID
    }

    let values: [NodeID: PanelValue]
    /// The map's indices, in the map's own order; an entry is a position in this list.
    private var entries: [Dictionary<NodeID, PanelValue>.Index] = []
    /// The table; the count is a power of two.
    private var slots: [Slot] = []
    private var shift: UInt64 = 63
    /// Id to entry, used instead of the table when the ids collide badly.
    private var fallback: [NodeID: Int]?
    /// Whether a dictionary stands in for the table (the ids collided badly).
    var usesFallback: Bool { fallback != nil }
    /// Whether the tree used each entry.
    private var isUsed: [Bool] = []
    /// The entries the tree used, in tree order, each once.
    private var used: [Int] = []

    /// An index of no values.
    static var empty: ValueIndex { ValueIndex([:]) }

    /// Indexes `values`; `maximumProbes` is lowered only by tests, to exercise the fallback.
    init(_ values: [NodeID: PanelValue], maximumProbes: Int = ValueIndex.maximumProbes) {
        self.values = values
        guard !values.isEmpty else { return }
        var bits: UInt64 = 1
        while (1 << bits) < 2 * values.count { bits += 1 }
        shift = 64 - bits
        let mask = (1 << Int(bits)) - 1
        slots = Array(repeating: Slot(hash: 0, entry: 0, id: NodeID("")), count: 1 << Int(bits))
        entries.reserveCapacity(values.count)
        isUsed = Array(repeating: false, count: values.count)
        used.reserveCapacity(values.count)
        var index = values.startIndex
        while index != values.endIndex {
            let id = values.keys[index]
            let hash = ValueIndex.hash(id)
            var slot = slot(forHash: hash)
            var probes = 0
            while slots[slot].entry != 0 {
                slot = (slot + 1) & mask
                probes += 1
                if probes > maximumProbes {
                    useFallback()
                    return
                }
            }
            entries.append(index)
            slots[slot] = Slot(hash: hash, entry: Int32(entries.count), id: id)
            values.formIndex(after: &index)
        }
    }

    private mutating func useFallback() {
        slots = []
        entries = Array(values.indices)
        var fallback: [NodeID: Int] = [:]
        fallback.reserveCapacity(values.count)
        for (entry, index) in entries.enumerated() { fallback[values.keys[index]] = entry }
        self.fallback = fallback
    }

    /// Notes that the tree has a node with this id (the first time counts).
    mutating func noteUse(of id: NodeID) {
        guard !isUsed.isEmpty, let entry = entry(for: id), !isUsed[entry] else { return }
        isUsed[entry] = true
        used.append(entry)
    }

    private func entry(for id: NodeID) -> Int? {
        if let fallback { return fallback[id] }
        let mask = slots.count - 1
        let hash = ValueIndex.hash(id)
        var slot = slot(forHash: hash)
        while true {
            let stored = Int(slots[slot].entry)
            if stored == 0 { return nil }
            if slots[slot].hash == hash && slots[slot].id == id { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// The map's indices in the order they are written: the ids the tree used in tree order,
    /// then the others sorted by UTF-8 bytes.
    var writingOrder: [Dictionary<NodeID, PanelValue>.Index] {
        var order = used.map { entries[$0] }
        if order.count < values.count {
            var rest: [Dictionary<NodeID, PanelValue>.Index] = []
            for (entry, index) in entries.enumerated() where !isUsed[entry] { rest.append(index) }
            rest.sort { JSONWriter.utf8Less(values.keys[$0].rawValue, values.keys[$1].rawValue) }
            order += rest
        }
        return order
    }

    /// The table slot for a hash.
    private func slot(forHash hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The hash of an id's UTF-8 bytes.
    private static func hash(_ id: NodeID) -> UInt64 {
        id.rawValue.utf8.withContiguousStorageIfAvailable(ValueIndex.hash)
            ?? ValueIndex.hash(Array(id.rawValue.utf8))
    }

    private static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer(hash)
    }

    /// A multiplicative hash of bytes, eight at a time.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = UInt64(truncatingIfNeeded: bytes.count) &* 0xFF51_AFD7_ED55_8CCD
        guard let start = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(start)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash =
                (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xC4CE_B9FE_1A85_EC53
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(start[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 32)
    }
}
