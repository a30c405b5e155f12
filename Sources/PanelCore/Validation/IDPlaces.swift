/// The place of each node id seen, found by a hash of the id's UTF-8 bytes: what the
/// validator asks once of every id in a tree (is it new, else where was it first), a
/// decoder of each value's id, and a ``ValueMap`` of each id's position, for less than a
/// `Dictionary` keyed by the id (whose hash reads the string as Unicode) costs. Ids of ASCII bytes only are hashed so; once any other is
/// met, the table keeps its places in a `Dictionary`, whose ids compare as Swift strings do
/// (canonically equivalent spellings are one id).
///
/// ```swift
/// var places = IDPlaces(capacity: 2)
/// places.insert("a", place: 1)   // nil: new
/// places.insert("a", place: 5)   // 1: first seen there
/// places.place(of: "a")          // 1
/// ```
package struct IDPlaces: Sendable {
    /// An id, its hash and its place side by side: the table is one allocation, and a probe
    /// reads one place in memory.
    private struct Slot: Sendable {
        /// 0 when the slot is empty.
        var hash: UInt64 = 0
        var id: NodeID?
        var place = 0
    }

    /// Open addressing, by the ids' hashes.
    private var slots: [Slot]
    private var count = 0

    /// Every place, once an id other than ASCII has been met.
    private var dictionary: [NodeID: Int]?

    /// A table with room for `capacity` ids before it grows; with none, it allocates nothing
    /// until the first id.
    package init(capacity: Int = 0) {
        guard capacity > 0 else {
            slots = []
            return
        }
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: Slot(), count: size)
    }

    /// Records `id` at `place` unless it was seen already; the place where it was first seen,
    /// or `nil` when it is new.
    package mutating func insert(_ id: NodeID, place: Int) -> Int? {
        if dictionary == nil, (count + 1) * 2 > slots.count { grow() }
        guard dictionary == nil, let hash = IDPlaces.hash(id) else {
            useDictionary()
            if let first = dictionary?[id] { return first }
            dictionary?[id] = place
            return nil
        }
        let (slot, found) = probe(id, hash: hash)
        if found { return slots[slot].place }
        slots[slot] = Slot(hash: hash, id: id, place: place)
        count += 1
        return nil
    }

    /// The place recorded for `id`, or `nil`, without changing the table: an id other than
    /// ASCII is compared (as Swift strings compare) with each id held until one is equal,
    /// unless the table keeps its places in a `Dictionary` already.
    package func place(of id: NodeID) -> Int? {
        if let dictionary { return dictionary[id] }
        guard count > 0 else { return nil }
        guard let hash = IDPlaces.hash(id) else {
            for slot in slots where slot.hash != 0 && slot.id == id { return slot.place }
            return nil
        }
        let (slot, found) = probe(id, hash: hash)
        return found ? slots[slot].place : nil
    }

    /// The slot that holds `id` (of hash `hash`), or the empty slot where it would go.
    private func probe(_ id: NodeID, hash: UInt64) -> (slot: Int, found: Bool) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 31)) & mask
        while slots[slot].hash != 0 {
            if slots[slot].hash == hash, slots[slot].id == id { return (slot, true) }
            slot = (slot + 1) & mask
        }
        return (slot, false)
    }

    /// FNV-1a over the id's bytes, never 0; `nil` for an id other than ASCII.
    private static func hash(_ id: NodeID) -> UInt64? {
        if let hash = id.rawValue.utf8.withContiguousStorageIfAvailable(IDPlaces.hash(bytes:)) {
            return hash
        }
        var text = id.rawValue
        return text.withUTF8(IDPlaces.hash(bytes:))
    }

    /// FNV-1a over `bytes`, never 0; `nil` when one is other than ASCII.
    private static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var high: UInt8 = 0
        for byte in bytes {
            high |= byte
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return high < 0x80 ? hash | 1 : nil
    }

    /// Moves every place into `dictionary`.
    private mutating func useDictionary() {
        guard dictionary == nil else { return }
        var out: [NodeID: Int] = [:]
        out.reserveCapacity(count)
        for slot in slots where slot.hash != 0 {
            if let id = slot.id { out[id] = slot.place }
        }
        dictionary = out
    }

    /// Twice the slots (16 at first), every id placed again by its hash.
    private mutating func grow() {
        var larger = IDPlaces(capacity: max(8, slots.count))
        let mask = larger.slots.count - 1
        for slot in slots where slot.hash != 0 {
            var target = Int(truncatingIfNeeded: slot.hash ^ (slot.hash >> 31)) & mask
            while larger.slots[target].hash != 0 { target = (target + 1) & mask }
            larger.slots[target] = slot
        }
        larger.count = count
        self = larger
    }
}
