/// A spring animation, described either by feel (duration and bounce) or by physics
/// (stiffness, damping and mass). Both forms describe the same motion and convert exactly.
///
/// The conversion is the one SwiftUI documents for `Spring(duration:bounce:)`, with the
/// mass `m` carried through:
///
/// - stiffness `k = m · (2π / duration)²`
/// - damping `c = 4π · m · (1 − bounce) / duration` when `bounce ≥ 0`,
///   and `c = 4π · m / (duration · (1 + bounce))` when `bounce < 0` (over-damped).
///
/// and back: `duration = 2π · √(m / k)`; with the damping ratio `ζ = c / (2 · √(k · m))`,
/// `bounce = 1 − ζ` when `ζ ≤ 1` and `bounce = 1/ζ − 1` otherwise.
/// A time spring resolves to physics with mass 1.
///
/// Valid ranges: `duration > 0`, `-1 < bounce ≤ 1`, `stiffness > 0`, `damping ≥ 0`,
/// `mass > 0`, all finite.
///
/// Primitive form: `{"type": "time", "duration": 0.35, "bounce": 0.24}` or
/// `{"type": "physics", "stiffness": 200, "damping": 25, "mass": 1}`.
///
/// ```swift
/// let spring = Spring.time(duration: 0.5, bounce: 0)
/// spring.resolvedPhysics     // .physics(stiffness: 157.91…, damping: 25.13…, mass: 1)
/// spring.updatingTime(duration: 0.2)
/// Spring.default.updatingPhysics(mass: 1.5)
/// ```
public enum Spring: Hashable, Sendable, PrimitiveCodable {
    /// A spring described by how long it takes and how much it overshoots.
    ///
    /// ```swift
    /// Spring.time(duration: 0.35, bounce: 0.24)
    /// ```
    case time(duration: Double, bounce: Double)
    /// A spring described by its physical constants.
    ///
    /// ```swift
    /// Spring.physics(stiffness: 170, damping: 26, mass: 1)
    /// ```
    case physics(stiffness: Double, damping: Double, mass: Double)

    /// The default spring: 0.35 s with a little bounce (0.24), as in DialKit's examples.
    ///
    /// ```swift
    /// let spring = Spring.default
    /// ```
    public static let `default` = Spring.time(duration: 0.35, bounce: 0.24)

    /// The same motion in physics form (stiffness, damping, mass).
    ///
    /// ```swift
    /// Spring.time(duration: 1, bounce: 0).resolvedPhysics
    /// // .physics(stiffness: 39.478…, damping: 12.566…, mass: 1)
    /// ```
    package var resolvedPhysics: Spring {
        switch self {
        case .physics:
            return self
        case .time(let duration, let bounce):
            let mass = 1.0
            let stiffness = mass * (2 * Double.pi / duration) * (2 * Double.pi / duration)
            let damping =
                bounce >= 0
                ? 4 * Double.pi * mass * (1 - bounce) / duration
                : 4 * Double.pi * mass / (duration * (1 + bounce))
            return .physics(stiffness: stiffness, damping: damping, mass: mass)
        }
    }

    /// The same motion in time form (duration, bounce). The mass is folded in.
    ///
    /// ```swift
    /// Spring.physics(stiffness: 39.478, damping: 12.566, mass: 1).resolvedTime
    /// // ≈ .time(duration: 1, bounce: 0)
    /// ```
    package var resolvedTime: Spring {
        switch self {
        case .time:
            return self
        case .physics(let stiffness, let damping, let mass):
            let duration = 2 * Double.pi * (mass / stiffness).squareRoot()
            let ratio = damping / (2 * (stiffness * mass).squareRoot())
            let bounce = ratio <= 1 ? 1 - ratio : 1 / ratio - 1
            return .time(duration: duration, bounce: bounce)
        }
    }

    /// Whether this spring is in time form.
    ///
    /// ```swift
    /// Spring.default.isTimeBased   // true
    /// ```
    package var isTimeBased: Bool {
        if case .time = self { return true }
        return false
    }

    /// A time-form spring with the given parameters changed; a physics spring converts first.
    ///
    /// ```swift
    /// Spring.default.updatingTime(duration: 0.2)   // .time(duration: 0.2, bounce: 0.24)
    /// ```
    package func updatingTime(duration: Double? = nil, bounce: Double? = nil) -> Spring {
        guard case .time(let oldDuration, let oldBounce) = resolvedTime else { return self }
        return .time(duration: duration ?? oldDuration, bounce: bounce ?? oldBounce)
    }

    /// A physics-form spring with the given parameters changed; a time spring converts first.
    ///
    /// ```swift
    /// Spring.default.updatingPhysics(mass: 1.5)
    /// ```
    package func updatingPhysics(stiffness: Double? = nil, damping: Double? = nil, mass: Double? = nil)
        -> Spring
    {
        guard case .physics(let oldStiffness, let oldDamping, let oldMass) = resolvedPhysics else {
            return self
        }
        return .physics(
            stiffness: stiffness ?? oldStiffness, damping: damping ?? oldDamping, mass: mass ?? oldMass)
    }

    /// Checks the ranges above and returns the first problem, or `nil` when valid.
    ///
    /// ```swift
    /// Spring.time(duration: 0, bounce: 0).problem   // "duration must be greater than 0, got 0"
    /// ```
    package var problem: String? {
        func check(_ name: String, _ value: Double, _ valid: Bool, _ rule: String) -> String? {
            guard value.isFinite else { return "\(name) must be finite, got \(value)" }
            return valid ? nil : "\(name) must be \(rule), got \(PanelValue.format(value))"
        }
        switch self {
        case .time(let duration, let bounce):
            return check("duration", duration, duration > 0, "greater than 0")
                ?? check("bounce", bounce, bounce > -1 && bounce <= 1, "greater than -1 and at most 1")
        case .physics(let stiffness, let damping, let mass):
            return check("stiffness", stiffness, stiffness > 0, "greater than 0")
                ?? check("damping", damping, damping >= 0, "at least 0")
                ?? check("mass", mass, mass > 0, "greater than 0")
        }
    }

    /// Whether ``problem`` is `nil`, told without making its text.
    ///
    /// ```swift
    /// Spring.time(duration: 0, bounce: 0).isValid   // false
    /// ```
    package var isValid: Bool {
        // A comparison with a NaN is false; an infinity is ruled out on its own.
        switch self {
        case .time(let duration, let bounce):
            return duration > 0 && duration.isFinite && bounce > -1 && bounce <= 1
        case .physics(let stiffness, let damping, let mass):
            return stiffness > 0 && stiffness.isFinite && damping >= 0 && damping.isFinite && mass > 0
                && mass.isFinite
        }
    }

    /// Reads `{"type": "time", …}` or `{"type": "physics", …}` and checks the ranges.
    ///
    /// ```swift
    /// try Spring(panelValue: ["type": "time", "duration": 0.35, "bounce": 0.24])
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        guard case .object(let object) = panelValue else {
            throw ValueError("expected a spring object, got \(panelValue.typedDescription)")
        }
        var members = MemberReading(object)
        try self.init(reading: &members)
    }

    /// Reads a spring from `members` as ``init(panelValue:)`` does, each member as it is.
    init(reading members: inout MemberReading) throws(ValueError) {
        let type = members.member("type")
        switch type {
        case .string("time"):
            self = .time(
                duration: try members.finiteNumber("duration"),
                bounce: try members.finiteNumber("bounce"))
        case .string("physics"):
            self = .physics(
                stiffness: try members.finiteNumber("stiffness"),
                damping: try members.finiteNumber("damping"),
                mass: try members.finiteNumber("mass"))
        default:
            throw ValueError(
                "spring \"type\" must be \"time\" or \"physics\", got \(type?.description ?? "nothing")"
            )
        }
        if let problem { throw ValueError("spring " + problem) }
    }

    /// The canonical form of `value` as a spring (``panelValue``), which is `value` itself
    /// when it has no member beyond those read; or an error that says what is wrong.
    ///
    /// ```swift
    /// try Spring.canonical(["type": "time", "duration": 0.35, "bounce": 0.24, "x": 1])
    /// // ["type": "time", "duration": 0.35, "bounce": 0.24]
    /// ```
    package static func canonical(_ value: PanelValue) throws(ValueError) -> PanelValue {
        guard case .object(let object) = value else { return try Spring(panelValue: value).panelValue }
        var members = MemberReading(object)
        let spring = try Spring(reading: &members)
        return members.readsEveryMember ? value : spring.panelValue
    }

    /// The primitive form.
    ///
    /// ```swift
    /// Spring.time(duration: 0.35, bounce: 0.24).panelValue
    /// // ["type": "time", "duration": 0.35, "bounce": 0.24]
    /// ```
    public var panelValue: PanelValue {
        switch self {
        case .time(let duration, let bounce):
            ["type": "time", "duration": .number(duration), "bounce": .number(bounce)]
        case .physics(let stiffness, let damping, let mass):
            [
                "type": "physics", "stiffness": .number(stiffness), "damping": .number(damping),
                "mass": .number(mass),
            ]
        }
    }

}
