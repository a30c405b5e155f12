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
    /// Open addressing: a slot's hash is 0 when it is empty.
    private var hashes: [UInt64]
    private var ids: [NodeID?]
    private var places: [Int]
    private var count = 0
    /// Every place, once an id other than ASCII has been met.
    private var dictionary: [NodeID: Int]?

    /// A table with room for `capacity` ids before it grows; with none, it allocates nothing
    /// until the first id.
    package init(capacity: Int = 0) {
        guard capacity > 0 else {
            hashes = []
            ids = []
            places = []
            return
        }
        var size = 16
        while size < capacity * 2 { size *= 2 }
        hashes = Array(repeating: 0, count: size)
        ids = Array(repeating: nil, count: size)
        places = Array(repeating: 0, count: size)
    }

    /// Records `id` at `place` unless it was seen already; the place where it was first seen,
    /// or `nil` when it is new.
    package mutating func insert(_ id: NodeID, place: Int) -> Int? {
        if dictionary == nil, (count + 1) * 2 > hashes.count { grow() }
        guard dictionary == nil, let hash = IDPlaces.hash(id) else {
            useDictionary()
            if let first = dictionary?[id] { return first }
            dictionary?[id] = place
            return nil
        }
        let (slot, found) = probe(id, hash: hash)
        if found { return places[slot] }
        hashes[slot] = hash
        ids[slot] = id
        places[slot] = place
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
            for slot in hashes.indices where hashes[slot] != 0 && ids[slot] == id { return places[slot] }
            return nil
        }
        let (slot, found) = probe(id, hash: hash)
        return found ? places[slot] : nil
    }

    /// The slot that holds `id` (of hash `hash`), or the empty slot where it would go.
    private func probe(_ id: NodeID, hash: UInt64) -> (slot: Int, found: Bool) {
        let mask = hashes.count - 1
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 31)) & mask
        while hashes[slot] != 0 {
            if hashes[slot] == hash, ids[slot] == id { return (slot, true) }
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
        for slot in hashes.indices where hashes[slot] != 0 {
            if let id = ids[slot] { out[id] = places[slot] }
        }
        dictionary = out
    }

    /// Twice the slots (16 at first), every id placed again by its hash.
    private mutating func grow() {
        var larger = IDPlaces(capacity: max(8, hashes.count))
        for slot in hashes.indices where hashes[slot] != 0 {
            let mask = larger.hashes.count - 1
            var target = Int(truncatingIfNeeded: hashes[slot] ^ (hashes[slot] >> 31)) & mask
            while larger.hashes[target] != 0 { target = (target + 1) & mask }
            larger.hashes[target] = hashes[slot]
            larger.ids[target] = ids[slot]
            larger.places[target] = places[slot]
        }
        larger.count = count
        self = larger
    }
}
