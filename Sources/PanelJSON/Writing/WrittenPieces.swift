import PanelCore

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
    /// The value texts of springs and transitions written before, by the bits of their
    /// numbers (a few: most documents use the same handful).
    private var animations: [(key: AnimationKey, range: Range<Int>)] = []
    private static let animationSlots = 8

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

    /// The key of a value that is a spring or a transition in its primitive form with no
    /// other member (so that its members, and so its bytes, follow from the numbers), or
    /// `nil` for any other value.
    init?(value: PanelValue) {
        // A spring has 3 or 4 members, a transition 2 or 3: each reading tried only where it
        // may succeed, the transition's (which gives up sooner) first.
        guard case .object(let object) = value, object.count >= 2, object.count <= 4 else { return nil }
        let transition = object.count == 4 ? nil : AccessibilityText.plainTransition(value)
        if transition == nil, object.count >= 3, let spring = AccessibilityText.plainSpring(value) {
            guard object.count == AnimationKey.memberCount(of: spring) else { return nil }
            (kind, numbers) = AnimationKey.parts(of: spring, kind: 8)
            return
        }
        switch transition {
        case .spring(let spring):
            guard object.count == 2, case .object(let inner)? = object["spring"],
                inner.count == AnimationKey.memberCount(of: spring)
            else { return nil }
            (kind, numbers) = AnimationKey.parts(of: spring, kind: 10)
        case .easing(let duration, let bezier):
            guard object.count == 3 else { return nil }
            kind = 12
            numbers = (
                duration.bitPattern, bezier.x1.bitPattern, bezier.y1.bitPattern, bezier.x2.bitPattern,
                bezier.y2.bitPattern
            )
        case nil:
            return nil
        }
    }

    /// The members of a spring's primitive form: its type and its numbers.
    private static func memberCount(of spring: Spring) -> Int {
        switch spring {
        case .time: 3
        case .physics: 4
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
