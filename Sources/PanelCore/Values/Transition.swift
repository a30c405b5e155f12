/// How a change animates: an easing curve over a duration, or a spring.
///
/// A transition editor switches between three modes (``Mode``): easing, a time spring
/// (duration and bounce) and a physics spring (stiffness, damping, mass).
/// ``switching(to:)`` converts while keeping the feel: easing → spring keeps the duration
/// with no bounce; spring → easing keeps the spring's duration with the standard curve;
/// time ↔ physics converts exactly (see ``Spring``).
///
/// Primitive form: `{"type": "easing", "duration": 0.3, "bezier": [0.4, 0, 0.2, 1]}` or
/// `{"type": "spring", "spring": {…spring…}}`.
///
/// ```swift
/// let transition = Transition.default                  // easing, 0.3 s, standard curve
/// let physics = transition.switching(to: .physicsSpring)
/// physics.mode                                          // .physicsSpring
/// ```
public enum Transition: Hashable, Sendable, PrimitiveCodable {
    /// An easing curve over a duration in seconds.
    ///
    /// ```swift
    /// Transition.easing(duration: 0.3, bezier: .standard)
    /// ```
    case easing(duration: Double, bezier: Bezier)
    /// A spring.
    ///
    /// ```swift
    /// Transition.spring(.time(duration: 0.35, bounce: 0.24))
    /// ```
    case spring(Spring)

    /// 0.3 s on the standard curve.
    ///
    /// ```swift
    /// let transition = Transition.default
    /// ```
    public static let `default` = Transition.easing(duration: 0.3, bezier: .standard)

    /// The editing mode of a transition.
    ///
    /// ```swift
    /// Transition.default.mode == .easing   // true
    /// ```
    public struct Mode: NamedOption {
        private enum Storage: String, CaseIterable, Sendable { case easing, timeSpring, physicsSpring }
        private let storage: Storage
        private init(_ storage: Storage) { self.storage = storage }

        /// An easing curve over a duration.
        ///
        /// ```swift
        /// Transition.Mode.easing.name   // "easing"
        /// ```
        public static let easing = Mode(.easing)
        /// A spring edited by duration and bounce.
        ///
        /// ```swift
        /// Transition.Mode.timeSpring.name   // "timeSpring"
        /// ```
        public static let timeSpring = Mode(.timeSpring)
        /// A spring edited by stiffness, damping and mass (DialKit's "advanced").
        ///
        /// ```swift
        /// Transition.Mode.physicsSpring.name   // "physicsSpring"
        /// ```
        public static let physicsSpring = Mode(.physicsSpring)
        /// Every mode, in the order an editor offers them.
        ///
        /// ```swift
        /// Transition.Mode.all.map(\.name)   // ["easing", "timeSpring", "physicsSpring"]
        /// ```
        public static let all: [Mode] = [.easing, .timeSpring, .physicsSpring]

        /// Reads `easing`, `timeSpring` or `physicsSpring`.
        ///
        /// ```swift
        /// Transition.Mode(named: "easing")   // .easing
        /// ```
        package init?(named name: String) {
            guard let storage = Storage(rawValue: name) else { return nil }
            self.storage = storage
        }

        /// The mode's name: `easing`, `timeSpring` or `physicsSpring`.
        ///
        /// ```swift
        /// Transition.Mode.easing.name   // "easing"
        /// ```
        package var name: String { storage.rawValue }

        /// Every mode's name.
        ///
        /// ```swift
        /// Transition.Mode.names   // ["easing", "timeSpring", "physicsSpring"]
        /// ```
        package static var names: [String] { Storage.allCases.map(\.rawValue) }
    }

    /// The mode this transition is in.
    ///
    /// ```swift
    /// Transition.spring(.default).mode   // .timeSpring
    /// ```
    package var mode: Mode {
        switch self {
        case .easing: .easing
        case .spring(let spring): spring.isTimeBased ? .timeSpring : .physicsSpring
        }
    }

    /// The duration in seconds (for a spring, its time-form duration).
    ///
    /// ```swift
    /// Transition.default.duration   // 0.3
    /// ```
    package var duration: Double {
        switch self {
        case .easing(let duration, _): return duration
        case .spring(let spring):
            guard case .time(let duration, _) = spring.resolvedTime else { return 0 }
            return duration
        }
    }

    /// The same transition in another mode (see the conversion rules above).
    ///
    /// ```swift
    /// Transition.default.switching(to: .timeSpring)   // .spring(.time(duration: 0.3, bounce: 0))
    /// ```
    public func switching(to mode: Mode) -> Transition {
        if mode == self.mode { return self }
        switch mode {
        case .easing:
            return .easing(duration: duration, bezier: .standard)
        case .timeSpring:
            if case .spring(let spring) = self { return .spring(spring.resolvedTime) }
            return .spring(.time(duration: duration, bounce: 0))
        default:
            if case .spring(let spring) = self { return .spring(spring.resolvedPhysics) }
            return .spring(Spring.time(duration: duration, bounce: 0).resolvedPhysics)
        }
    }

    /// The first problem with the parameters, or `nil` when valid.
    ///
    /// ```swift
    /// Transition.easing(duration: -1, bezier: .linear).problem   // "duration must be greater than 0, got -1"
    /// ```
    package var problem: String? {
        switch self {
        case .easing(let duration, let bezier):
            if !duration.isFinite { return "duration must be finite, got \(duration)" }
            if duration <= 0 { return "duration must be greater than 0, got \(PanelValue.format(duration))" }
            return bezier.problem
        case .spring(let spring):
            return spring.problem
        }
    }

    /// Reads the primitive form.
    ///
    /// ```swift
    /// try Transition(panelValue: ["type": "easing", "duration": 0.3, "bezier": [0.4, 0, 0.2, 1]])
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        var isCanonical = false
        try self.init(panelValue: panelValue, isCanonical: &isCanonical)
    }

    /// Reads the primitive form as ``init(panelValue:)`` does, each member as it is, and
    /// whether `panelValue` is this transition's ``panelValue``: when it has no member beyond
    /// those read.
    init(panelValue: PanelValue, isCanonical: inout Bool) throws(ValueError) {
        guard case .object(let object) = panelValue else {
            throw ValueError(
                "expected a transition object, got \(panelValue.typedDescription)")
        }
        var members = MemberReading(object)
        let type = members.member("type")
        switch type {
        case .string("easing"):
            let duration = try members.finiteNumber("duration")
            guard let curve = members.member("bezier") else { throw ValueError("missing member \"bezier\"") }
            self = .easing(duration: duration, bezier: try Bezier(panelValue: curve))
            isCanonical = members.readsEveryMember
        case .string("spring"):
            guard let spring = members.member("spring") else { throw ValueError("missing member \"spring\"") }
            guard case .object(let springObject) = spring else {
                self = .spring(try Spring(panelValue: spring))
                return
            }
            var springMembers = MemberReading(springObject)
            self = .spring(try Spring(reading: &springMembers))
            isCanonical = members.readsEveryMember && springMembers.readsEveryMember
        default:
            throw ValueError(
                "transition \"type\" must be \"easing\" or \"spring\", got \(type?.description ?? "nothing")"
            )
        }
        if let problem { throw ValueError("transition " + problem) }
    }

    /// The canonical form of `value` as a transition (``panelValue``), which is `value`
    /// itself when it has no member beyond those read; or an error that says what is wrong.
    ///
    /// ```swift
    /// try Transition.canonical(["type": "easing", "duration": 0.3, "bezier": [0.4, 0, 0.2, 1], "x": 1])
    /// // ["type": "easing", "duration": 0.3, "bezier": [0.4, 0, 0.2, 1]]
    /// ```
    package static func canonical(_ value: PanelValue) throws(ValueError) -> PanelValue {
        var isCanonical = false
        let transition = try Transition(panelValue: value, isCanonical: &isCanonical)
        return isCanonical ? value : transition.panelValue
    }

    /// The primitive form.
    ///
    /// ```swift
    /// Transition.default.panelValue
    /// // ["type": "easing", "duration": 0.3, "bezier": [0.4, 0, 0.2, 1]]
    /// ```
    public var panelValue: PanelValue {
        switch self {
        case .easing(let duration, let bezier):
            ["type": "easing", "duration": .number(duration), "bezier": bezier.panelValue]
        case .spring(let spring):
            ["type": "spring", "spring": spring.panelValue]
        }
    }

}
