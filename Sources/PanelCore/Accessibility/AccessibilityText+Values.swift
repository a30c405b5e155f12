/// The value texts of the animation editors, read from a stored value in one pass over its
/// members (no lookups by key, no arrays built) when it is plainly valid, else as
/// `Spring(panelValue:)` and `Transition(panelValue:)` read it: the same text either way.
extension AccessibilityText {
    /// A spring editor's value as it is read out: the spring in one line, or the value's
    /// description when it is no spring.
    ///
    /// ```swift
    /// AccessibilityText.spring(describing: Spring.default.panelValue).string   // "time 0.35s bounce 0.24"
    /// ```
    package static func spring(describing value: PanelValue) -> AccessibilityText {
        if let spring = plainSpring(value) { return .spring(spring) }
        return (try? Spring(panelValue: value)).map(AccessibilityText.spring) ?? .string(value.description)
    }

    /// A transition editor's value as it is read out: the transition in one line, or the
    /// value's description when it is no transition.
    ///
    /// ```swift
    /// AccessibilityText.transition(describing: Transition.default.panelValue).string   // "standard 0.30s"
    /// ```
    package static func transition(describing value: PanelValue) -> AccessibilityText {
        if let transition = plainTransition(value) { return .transition(transition) }
        return (try? Transition(panelValue: value)).map(AccessibilityText.transition)
            ?? .string(value.description)
    }

    /// The spring a value holds when it is an object whose members read as a valid spring;
    /// `nil` when anything is unusual (the full reading then decides).
    package static func plainSpring(_ value: PanelValue) -> Spring? {
        guard case .object(let object) = value else { return nil }
        // Whether the type is `time` (else `physics`), once met.
        var isTime: Bool?
        var numbers: (duration: Double?, bounce: Double?, stiffness: Double?, damping: Double?, mass: Double?)
        // By index: an iterator would retain the dictionary (an atomic operation).
        var index = object.startIndex
        while index != object.endIndex {
            let (key, member) = object[index]
            object.formIndex(after: &index)
            // Each name told by its length and one comparison; a known name with a member of
            // another type makes it no spring, an unknown name is passed over.
            switch key.utf8.count {
            case 4:
                if key == "type" {
                    // Any other type makes it no spring, whatever the other members.
                    guard case .string(let text) = member else { return nil }
                    if text == "time" {
                        isTime = true
                    } else if text == "physics" {
                        isTime = false
                    } else {
                        return nil
                    }
                } else if key == "mass" {
                    guard case .number(let number) = member else { return nil }
                    numbers.mass = number
                }
            case 6 where key == "bounce":
                guard case .number(let number) = member else { return nil }
                numbers.bounce = number
            case 7 where key == "damping":
                guard case .number(let number) = member else { return nil }
                numbers.damping = number
            case 8 where key == "duration":
                guard case .number(let number) = member else { return nil }
                numbers.duration = number
            case 9 where key == "stiffness":
                guard case .number(let number) = member else { return nil }
                numbers.stiffness = number
            default: continue
            }
        }
        let spring: Spring
        switch isTime {
        case true?:
            guard let duration = numbers.duration, let bounce = numbers.bounce else { return nil }
            spring = .time(duration: duration, bounce: bounce)
        case false?:
            guard let stiffness = numbers.stiffness, let damping = numbers.damping, let mass = numbers.mass
            else { return nil }
            spring = .physics(stiffness: stiffness, damping: damping, mass: mass)
        case nil:
            return nil
        }
        // Valid also means finite.
        return spring.isValid ? spring : nil
    }

    /// The transition a value holds when it is an object whose members read as a valid
    /// transition; `nil` when anything is unusual (the full reading then decides).
    package static func plainTransition(_ value: PanelValue) -> Transition? {
        guard case .object(let object) = value else { return nil }
        // Whether the type is `easing` (else `spring`), once met.
        var isEasing: Bool?
        var duration: Double?
        var curve: Bezier??
        var spring: PanelValue?
        var index = object.startIndex
        while index != object.endIndex {
            // The member read where it is, by index: a binding to it (or an iterator) would
            // retain an array or object, an atomic operation each.
            let member = index
            object.formIndex(after: &index)
            let key = object[member].key
            // Each name told by its length and one comparison, as in `plainSpring`.
            switch key.utf8.count {
            case 4 where key == "type":
                // Any other type makes it no transition, whatever the other members.
                guard case .string(let text) = object[member].value else { return nil }
                if text == "easing" {
                    isEasing = true
                } else if text == "spring" {
                    isEasing = false
                } else {
                    return nil
                }
            case 6:
                if key == "bezier" {
                    // Any member but an array makes it no transition.
                    guard let found = bezier(in: object[member].value) else { return nil }
                    curve = found
                } else if key == "spring" {
                    spring = object[member].value
                }
            case 8 where key == "duration":
                guard case .number(let number) = object[member].value else { return nil }
                duration = number
            default: continue
            }
        }
        switch isEasing {
        case true?:
            guard let duration, duration.isFinite, duration > 0, let curve, let curve,
                curve.y1.isFinite, curve.y2.isFinite, (0...1).contains(curve.x1), (0...1).contains(curve.x2)
            else { return nil }
            return .easing(duration: duration, bezier: curve)
        case false?:
            return spring.flatMap(plainSpring).map(Transition.spring)
        case nil:
            return nil
        }
    }

    /// The curve of four numbers that `value`, an array, holds (`.some(nil)` for an array of
    /// anything else); `nil` when it is no array.
    private static func bezier(in value: PanelValue) -> Bezier?? {
        guard case .array(let items) = value else { return nil }
        guard items.count == 4, case .number(let x1) = items[0], case .number(let y1) = items[1],
            case .number(let x2) = items[2], case .number(let y2) = items[3]
        else { return .some(nil) }
        return Bezier(x1, y1, x2, y2)
    }
}
