/// How much a constraint matters: `required` is never violated, the others are traded against each
/// other by weight.
///
/// Strengths follow the classic three-level scheme: a strength is composed of a strong, a medium and
/// a weak weight (each clipped to 0...1000) as `strong × 1,000,000 + medium × 1,000 + weak`. One unit
/// of a stronger level outweighs up to 999 units of the level below. `required` is
/// 1000 × 1,000,000 + 1000 × 1,000 + 1000 = 1,001,001,000; any strength at or above it is required.
///
/// ```swift
/// let preferred = Strength(strong: 0, medium: 2, weak: 0)  // twice `.medium`
/// let c = (width == 80).withStrength(preferred)
/// ```
public struct Strength: Sendable, Hashable, Comparable {
    /// The combined weight, clipped to `0...Strength.required.value`.
    ///
    /// ```swift
    /// Strength.medium.value   // 1000
    /// Strength.required.value   // 1001001000
    /// ```
    public let value: Double

    /// Never violated: the solver throws rather than break a required constraint.
    ///
    /// ```swift
    /// let c = (width == 80).withStrength(.required)   // the default
    /// ```
    public static let required = Strength(strong: 1000, medium: 1000, weak: 1000)
    /// Weight 1,000,000: preferred far above medium and weak.
    ///
    /// ```swift
    /// let c = (width == 80).withStrength(.strong)
    /// ```
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    /// Weight 1,000.
    ///
    /// ```swift
    /// let c = (width == 80).withStrength(.medium)
    /// ```
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    /// Weight 1.
    ///
    /// ```swift
    /// let c = (width >= 20).withStrength(.weak)
    /// ```
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// Composes a strength from three weights, each multiplied by `scale` and clipped to 0...1000.
    ///
    /// ```swift
    /// let almostRequired = Strength(strong: 999, medium: 0, weak: 0)
    /// ```
    public init(strong: Double, medium: Double, weak: Double, scale: Double = 1) {
        func clip(_ x: Double) -> Double {
            guard !x.isNaN else { return 0 }
            return Swift.min(Swift.max(x, 0), 1000)
        }
        let combined =
            clip(strong * scale) * 1_000_000 + clip(medium * scale) * 1000 + clip(weak * scale)
        self.init(value: combined)
    }

    /// A strength with a raw combined weight, clipped to `0...Strength.required.value` (NaN is 0).
    ///
    /// ```swift
    /// let s = Strength(value: 500)  // between weak and medium
    /// ```
    public init(value: Double) {
        let required = 1_001_001_000.0
        if value.isNaN {
            self.value = 0
        } else {
            self.value = Swift.min(Swift.max(value, 0), required)
        }
    }

    /// Whether this strength is `required` (never traded).
    ///
    /// ```swift
    /// Strength.required.isRequired  // true
    /// ```
    public var isRequired: Bool { value >= 1_001_001_000.0 }

    /// Orders strengths by weight.
    ///
    /// ```swift
    /// Strength.weak < Strength.strong  // true
    /// ```
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
}

extension Strength: CustomStringConvertible {
    /// `required`, `strong`, `medium`, `weak`, or the raw weight.
    ///
    /// ```swift
    /// print(Strength.medium)  // medium
    /// ```
    public var description: String {
        switch value {
        case Strength.required.value: "required"
        case Strength.strong.value: "strong"
        case Strength.medium.value: "medium"
        case Strength.weak.value: "weak"
        default: "strength(\(value))"
        }
    }
}
