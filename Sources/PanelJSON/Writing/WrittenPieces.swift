import PanelCore

/// Pieces of a document that the writer wrote once and copies wherever they come again: the
/// opening of a node of each kind (`{"kind":"slider","id":`), each constant text of the
/// accessibility descriptions (`"Adjustable: …"`), as ranges of the writer's bytes, by a key
/// that names what they hold (the kind's type, the text's address). Only the compact form is
/// copied so: a piece of the pretty form depends on its indentation. For the values map it
/// also keeps the springs and transitions written (``AnimationKey``) and where a value text
/// was written from the string the node's value is (``expect(_:at:)``, ``copies``).
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
    @inline(__always)
    mutating func forgetExpected() {
        expectedPosition = -1
    }

    /// Notes that the node of the id noted last was described by the spring or transition
    /// named `key`, read from the node's value (`AccessibilityText.spring(describing:)`,
    /// `transition(describing:)`): when that value, an object, has no member beyond those of
    /// the plain form (``AnimationKey/valueKey(ofObject:)``), its key is kept for the values map,
    /// which then needs no second reading of its members.
    @inline(__always)
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

    /// Whether two runs of bytes are the same, compared a word at a time.
    private static func sameBytes(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
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

/// A spring or transition as the bits of its numbers, so that two that are written the same
/// are recognised without writing either (equal bits, equal text; `==` on the values would
/// also take `0` for `-0`): as a value text, or as a value in its plain primitive form.
struct AnimationKey: Equatable {
    private var kind: UInt8
    private var numbers: (UInt64, UInt64, UInt64, UInt64, UInt64)

    static func == (lhs: AnimationKey, rhs: AnimationKey) -> Bool {
        lhs.kind == rhs.kind && lhs.numbers == rhs.numbers
    }

    /// The key of a spring's or transition's text, or `nil` for any other text.
    init?(_ text: AccessibilityText) {
        switch text {
        case .spring(let spring): (kind, numbers) = AnimationKey.parts(of: spring, kind: 0)
        case .transition(.spring(let spring)): (kind, numbers) = AnimationKey.parts(of: spring, kind: 2)
        case .transition(.easing(let duration, let bezier)):
            kind = 4
            numbers = (
                duration.bitPattern, bezier.x1.bitPattern, bezier.y1.bitPattern, bezier.x2.bitPattern,
                bezier.y2.bitPattern
            )
        default: return nil
        }
    }

    private init(kind: UInt8, numbers: (UInt64, UInt64, UInt64, UInt64, UInt64)) {
        self.kind = kind
        self.numbers = numbers
    }

    /// The key ``init(value:)`` gives `value`, an object, the value this text key (of a spring's or
    /// transition's value text) was read from, when the reading took each member as it is
    /// (a string type, finite numbers, four of them in a bezier, an object as a transition's
    /// spring) and the object has no member beyond those read: then the member counts tell
    /// it, and the numbers are the text's. `nil` when there are other members.
    ///
    /// `value` is read in place, its members only counted (a copy of it would retain them).
    @inline(__always)
    func valueKey(ofObject value: PanelValue) -> AnimationKey? {
        switch kind {
        case 0, 4: guard AnimationKey.memberCount(of: value) == 3 else { return nil }
        case 1: guard AnimationKey.memberCount(of: value) == 4 else { return nil }
        case 2, 3:
            guard AnimationKey.memberCount(of: value) == 2,
                AnimationKey.springMemberCount(of: value) == Int(kind) &+ 1
            else { return nil }
        default: return nil
        }
        return AnimationKey(kind: kind &+ 8, numbers: numbers)
    }

    /// The number of members of `value`, an object; `nil` for any other value.
    @inline(__always)
    private static func memberCount(of value: PanelValue) -> Int? {
        guard case .object(let object) = value else { return nil }
        return object.count
    }

    /// The number of members of the `spring` member of `value`, when both are objects.
    private static func springMemberCount(of value: PanelValue) -> Int? {
        guard case .object(let object) = value, case .object(let spring)? = object["spring"] else {
            return nil
        }
        return spring.count
    }

    /// The key of a value that is a spring or a transition in its primitive form with no
    /// other member (so that its members, and so its bytes, follow from the numbers), or
    /// `nil` for any other value. Read in one pass over the members, each name told by its
    /// length and one comparison; the numbers must be finite, and need not make a valid
    /// spring (the key only says which bytes the value is written as).
    init?(value: PanelValue) {
        guard case .object(let object) = value, object.count >= 2, object.count <= 4 else { return nil }
        var members = AnimationMembers()
        guard members.readAll(object) else { return nil }
        if let spring = members.spring {
            (kind, numbers) = (8 &+ spring.kind, spring.numbers)
        } else if members.found == AnimationMembers.springTransition, members.kind == .spring,
            let inner = members.inner
        {
            (kind, numbers) = (10 &+ inner.kind, inner.numbers)
        } else if members.found == AnimationMembers.easing, members.kind == .easing {
            kind = 12
            numbers = (
                members.duration, members.bezier.0, members.bezier.1, members.bezier.2, members.bezier.3
            )
        } else {
            return nil
        }
    }

    private static func parts(of spring: Spring, kind base: UInt8) -> (
        UInt8, (UInt64, UInt64, UInt64, UInt64, UInt64)
    ) {
        switch spring {
        case .time(let duration, let bounce):
            (base, (duration.bitPattern, bounce.bitPattern, 0, 0, 0))
        case .physics(let stiffness, let damping, let mass):
            (base + 1, (stiffness.bitPattern, damping.bitPattern, mass.bitPattern, 0, 0))
        }
    }
}

/// The members of a spring's or transition's primitive form met so far, as
/// ``AnimationKey/init(value:)`` reads them: which names (a bit each, so that the set of names
/// tells the form: an unknown name stops the reading), the type and the numbers as bits.
private struct AnimationMembers {
    static let type: UInt8 = 1
    static let duration: UInt8 = 2
    static let bounce: UInt8 = 4
    static let stiffness: UInt8 = 8
    static let damping: UInt8 = 16
    static let mass: UInt8 = 32
    static let bezier: UInt8 = 64
    static let nested: UInt8 = 128
    static let time = type | duration | bounce
    static let physics = type | stiffness | damping | mass
    static let springTransition = type | nested
    static let easing = type | duration | bezier

    /// The values of `type` the plain forms have.
    enum Kind { case time, physics, spring, easing }

    var found: UInt8 = 0
    var kind: Kind?
    var duration: UInt64 = 0
    var bounce: UInt64 = 0
    var stiffness: UInt64 = 0
    var damping: UInt64 = 0
    var mass: UInt64 = 0
    var bezier: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// The key parts of a transition's spring (kind 0 for time, 1 for physics).
    var inner: (kind: UInt8, numbers: (UInt64, UInt64, UInt64, UInt64, UInt64))?

    /// The key parts of the spring the members are exactly (kind 0 for time, 1 for physics).
    var spring: (kind: UInt8, numbers: (UInt64, UInt64, UInt64, UInt64, UInt64))? {
        if found == AnimationMembers.time, kind == .time { return (0, (duration, bounce, 0, 0, 0)) }
        if found == AnimationMembers.physics, kind == .physics {
            return (1, (stiffness, damping, mass, 0, 0))
        }
        return nil
    }

    /// Takes each member of `object`; `false` as soon as one is not of the plain forms. By
    /// index, each member read where it is: an iterator, or a copy of a member, would retain
    /// the dictionary or the member (an atomic operation each).
    mutating func readAll(_ object: [String: PanelValue]) -> Bool {
        var index = object.startIndex
        while index != object.endIndex {
            guard read(object[index].key, object[index].value) else { return false }
            object.formIndex(after: &index)
        }
        return true
    }

    /// Takes one member; `false` for a name or a member of a type the plain forms do not have.
    mutating func read(_ name: String, _ member: PanelValue) -> Bool {
        switch name.utf8.count {
        case 4:
            if name == "type" {
                guard case .string(let text) = member else { return false }
                switch text.utf8.count {
                case 4 where text == "time": kind = .time
                case 7 where text == "physics": kind = .physics
                case 6 where text == "spring": kind = .spring
                case 6 where text == "easing": kind = .easing
                default: return false
                }
                found |= AnimationMembers.type
                return true
            }
            return name == "mass" && take(member, as: AnimationMembers.mass)
        case 6:
            if name == "bounce" { return take(member, as: AnimationMembers.bounce) }
            if name == "spring" {
                guard case .object(let object) = member, object.count >= 3, object.count <= 4 else {
                    return false
                }
                var members = AnimationMembers()
                guard members.readAll(object), let spring = members.spring else { return false }
                inner = spring
                found |= AnimationMembers.nested
                return true
            }
            guard name == "bezier", case .array(let items) = member, items.count == 4,
                case .number(let x1) = items[0], case .number(let y1) = items[1],
                case .number(let x2) = items[2], case .number(let y2) = items[3],
                x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite
            else { return false }
            bezier = (x1.bitPattern, y1.bitPattern, x2.bitPattern, y2.bitPattern)
            found |= AnimationMembers.bezier
            return true
        case 7: return name == "damping" && take(member, as: AnimationMembers.damping)
        case 8: return name == "duration" && take(member, as: AnimationMembers.duration)
        case 9: return name == "stiffness" && take(member, as: AnimationMembers.stiffness)
        default: return false
        }
    }

    /// Takes a member that must be a finite number: the one named by `bit`.
    @inline(__always)
    private mutating func take(_ member: PanelValue, as bit: UInt8) -> Bool {
        guard case .number(let number) = member, number.isFinite else { return false }
        let bits = number.bitPattern
        switch bit {
        case AnimationMembers.duration: duration = bits
        case AnimationMembers.bounce: bounce = bits
        case AnimationMembers.stiffness: stiffness = bits
        case AnimationMembers.damping: damping = bits
        default: mass = bits
        }
        found |= bit
        return true
    }
}
