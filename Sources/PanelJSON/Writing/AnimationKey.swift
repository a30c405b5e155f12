import PanelCore

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
