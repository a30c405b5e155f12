import PanelCore

/// Pieces of a document that the writer wrote once and copies wherever they come again: the
/// opening of a node of each kind (`{"kind":"slider","id":`), each constant text of the
/// accessibility descriptions (`"Adjustable: …"`), as ranges of the writer's bytes, by a key
/// that names what they hold (the kind's type, the text's address). Only the compact form is
/// copied so: a piece of the pretty form depends on its indentation. For the values map it
/// also keeps the springs and transitions written (``AnimationKey``) and where a value text
/// was written from the string the node's value is (``expect(valueAt:at:)``, ``copies``).
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
    /// The value texts of springs and transitions written before, by the bits of their
    /// numbers (a few: most documents use the same handful).
    private var animations: [(key: AnimationKey, range: Range<Int>)] = []
    private static let animationSlots = 8
    /// The values of the map, in its order (the values writer's array, shared).
    private let values: [PanelValue]
    /// The position among ``values`` of the value of the id noted last, when a string or an
    /// object, else -1, and its entry in the values map (``expect(valueAt:at:)``). A position,
    /// not a copy: a copy would retain the value's payload, an atomic operation.
    private var expectedPosition = -1
    private var expectedIsObject = false
    private var expectedEntry = 0
    /// Where the writer wrote the bytes of an expected value, by the value's entry, in the
    /// order of the entries.
    private(set) var copies: [(entry: Int, range: Range<Int>)] = []
    /// The value of the id noted last, when an object (a spring or transition, perhaps), and
    /// the keys of the values whose value text said they are one in its plain form
    /// (``note(animation:)``), by entry, in the order of the entries.
    private(set) var animationKeys: [(entry: Int, key: AnimationKey)] = []

    /// A table that keeps pieces, or (`isEnabled` false) one that keeps none, for the
    /// writing of a document whose values map holds `values`, in its order.
    init(isEnabled: Bool, values: [PanelValue] = []) {
        var storage = Storage()
        self.init(isEnabled: isEnabled, values: values, reusing: &storage)
    }

    /// A table as ``init(isEnabled:values:)`` makes, which takes over the arrays of
    /// `storage` (what a table for an earlier document handed back, ``takeStorage()``).
    init(isEnabled: Bool, values: [PanelValue], reusing storage: inout Storage) {
        self.values = values
        keys = isEnabled ? Array(repeating: 0, count: WrittenPieces.slots) : []
        ranges = isEnabled ? Array(repeating: 0..<0, count: WrittenPieces.slots) : []
        if isEnabled {
            // Grown as the first document needed, not again for the next.
            swap(&copies, &storage.copies)
            copies.removeAll(keepingCapacity: true)
            swap(&animationKeys, &storage.animationKeys)
            animationKeys.removeAll(keepingCapacity: true)
        }
    }

    /// The arrays a table fills as a document is written, kept between documents so that
    /// writing one again allocates none of them anew.
    struct Storage {
        fileprivate var copies: [(entry: Int, range: Range<Int>)] = []
        fileprivate var animationKeys: [(entry: Int, key: AnimationKey)] = []
    }

    /// Hands this table's arrays over for the next document's (the table keeps none).
    mutating func takeStorage() -> Storage {
        var storage = Storage()
        swap(&copies, &storage.copies)
        swap(&animationKeys, &storage.animationKeys)
        return storage
    }

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

    /// Starts looking for the bytes of the value at `position` among the map's values, the
    /// value of the values map's entry `entry`, among the strings the writer notes next
    /// (``note(string:at:)``): a string is written the same wherever it is, so the values map
    /// can copy it (``copies``). (A number written again is copied by the writer itself.)
    /// Entries come in increasing order.
    @inline(__always)
    mutating func expect(valueAt position: Int, at entry: Int) {
        guard !keys.isEmpty else { return }
        switch WrittenPieces.expectation(of: values[position]) {
        case .string:
            (expectedPosition, expectedIsObject, expectedEntry) = (position, false, entry)
        case .object:
            (expectedPosition, expectedIsObject, expectedEntry) = (position, true, entry)
        case nil:
            expectedPosition = -1
        }
    }

    private enum Expectation {
        case string
        case object
    }

    /// What is looked for of `value` (borrowed, by a call that releases nothing).
    private static func expectation(of value: PanelValue) -> Expectation? {
        switch value {
        case .string: .string
        case .object: .object
        default: nil
        }
    }

    /// Stops looking for the value of the id noted before (the id noted now has no entry of
    /// its own: unknown, or used before).
    mutating func forgetExpected() {
        expectedPosition = -1
    }

    /// Notes that the node of the id noted last was described by the spring or transition
    /// named `key`, read from the node's value (`AccessibilityText.spring(describing:)`,
    /// `transition(describing:)`): when that value, an object, has no member beyond those of
    /// the plain form (``AnimationKey/valueKey(ofObject:)``), its key is kept for the values map,
    /// which then needs no second reading of its members.
    mutating func note(animation key: AnimationKey) {
        guard expectedPosition >= 0, expectedIsObject else { return }
        let position = expectedPosition
        expectedPosition = -1
        guard let valueKey = key.valueKey(ofObject: values[position]) else { return }
        animationKeys.append((expectedEntry, valueKey))
    }

    /// Notes that `string` is written as a JSON string at `range`; kept when it is the
    /// string expected (the same to the UTF-8 byte).
    @inline(__always)
    mutating func note(string: String, at range: Range<Int>) {
        guard expectedPosition >= 0, !expectedIsObject,
            WrittenPieces.isString(values[expectedPosition], sameAs: string)
        else { return }
        copies.append((expectedEntry, range))
        expectedPosition = -1
    }

    /// Whether `value` is a string of the same UTF-8 bytes as `string` (both borrowed).
    private static func isString(_ value: PanelValue, sameAs string: String) -> Bool {
        guard case .string(let wanted) = value else { return false }
        let same = string.utf8.withContiguousStorageIfAvailable { written in
            wanted.utf8.withContiguousStorageIfAvailable { stored in
                WrittenPieces.sameBytes(UnsafeRawBufferPointer(written), UnsafeRawBufferPointer(stored))
            }
        }
        return same == true
    }

    /// Whether two runs of bytes are the same, compared a word at a time (also the decoder's
    /// test of two ids' spellings).
    static func sameBytes(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress, left != right else { return true }
        let count = lhs.count
        var offset = 0
        while offset &+ 8 <= count {
            guard
                left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset &+= 8
        }
        while offset < count {
            guard
                left.load(fromByteOffset: offset, as: UInt8.self)
                    == right.load(fromByteOffset: offset, as: UInt8.self)
            else { return false }
            offset &+= 1
        }
        return true
    }

    /// The range of the value text of the spring or transition named `key`, or `nil`.
    func range(for key: AnimationKey) -> Range<Int>? {
        for entry in animations where entry.key == key { return entry.range }
        return nil
    }

    /// Notes that the value text of the spring or transition named `key` is at `range`;
    /// ignored once a few are kept, or when the table keeps no pieces.
    mutating func remember(_ range: Range<Int>, for key: AnimationKey) {
        guard !keys.isEmpty, animations.count < WrittenPieces.animationSlots else { return }
        animations.append((key, range))
    }
}
