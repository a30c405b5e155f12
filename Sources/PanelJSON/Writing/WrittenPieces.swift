/// Pieces of a document that the writer wrote once and copies wherever they come again: the
/// opening of a node of each kind (`{"kind":"slider","id":`), each constant text of the
/// accessibility descriptions (`"Adjustable: …"`), as ranges of the writer's bytes, by a key
/// that names what they hold (the kind's type, the text's address). Only the compact form is
/// copied so: a piece of the pretty form depends on its indentation.
///
/// A small open-addressed table: a key is looked up in a few probes, and once it is full,
/// further pieces are written again each time instead.
struct WrittenPieces {
    private static let slots = 64
    /// Each slot's key, 0 when empty.
    private var keys: [UInt]
    /// Each slot's range of the writer's bytes.
    private var ranges: [Range<Int>]
    /// The number of keys held.
    private var held = 0

    /// A table that keeps pieces, or (`isEnabled` false) one that keeps none.
    init(isEnabled: Bool) {
        keys = isEnabled ? Array(repeating: 0, count: WrittenPieces.slots) : []
        ranges = isEnabled ? Array(repeating: 0..<0, count: WrittenPieces.slots) : []
    }

    @inline(__always)
    private static func firstSlot(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// The range of the piece named `key`, or `nil` when it was not written yet.
    @inline(__always)
    func range(for key: UInt) -> Range<Int>? {
        guard !keys.isEmpty else { return nil }
        var slot = WrittenPieces.firstSlot(key)
        while true {
            let found = keys[slot]
            if found == key { return ranges[slot] }
            if found == 0 { return nil }
            slot = (slot &+ 1) & (WrittenPieces.slots &- 1)
        }
    }

    /// Notes that the piece named `key` (not 0) is at `range`; ignored once the table is
    /// three quarters full.
    mutating func remember(_ range: Range<Int>, for key: UInt) {
        guard key != 0, !keys.isEmpty, held < WrittenPieces.slots * 3 / 4 else { return }
        var slot = WrittenPieces.firstSlot(key)
        while keys[slot] != 0 {
            if keys[slot] == key { return }
            slot = (slot &+ 1) & (WrittenPieces.slots &- 1)
        }
        keys[slot] = key
        ranges[slot] = range
        held &+= 1
    }
}
