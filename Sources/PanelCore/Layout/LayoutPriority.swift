/// How much a layout constraint matters: required, or a preference that may give way.
///
/// The named levels are the solver's strengths: ``required`` is never traded; ``strong``,
/// ``medium`` and ``weak`` are preferences, each outweighing any amount of the next by a
/// factor of 1,000. Numeric priorities use Auto Layout's scale, 1–1000: 1000 is required,
/// 750 (Auto Layout's `defaultHigh`) is strong, 500 is medium and 250 (`defaultLow`) is
/// weak; other numbers keep their place between those levels (see the layout article for
/// how they map onto solver strengths).
///
/// ```swift
/// let priority: LayoutPriority = .weak
/// LayoutPriority(750) == .strong   // true
/// LayoutPriority(1000).isRequired  // true
/// ```
public struct LayoutPriority: Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The priority on Auto Layout's scale, 1 to 1000.
    ///
    /// ```swift
    /// LayoutPriority.strong.value   // 750
    /// ```
    package let value: Double

    /// Creates a priority from a number on Auto Layout's scale, clamped to 1…1000
    /// (a non-finite number becomes 1000, required).
    ///
    /// ```swift
    /// let priority = LayoutPriority(600)
    /// ```
    package init(_ value: Double) {
        self.value = value.isFinite ? min(max(value, 1), 1000) : 1000
    }

    /// An integer literal on Auto Layout's scale.
    ///
    /// ```swift
    /// let priority: LayoutPriority = 250
    /// ```
    public init(integerLiteral value: Int) { self.init(Double(value)) }

    /// A floating-point literal on Auto Layout's scale.
    ///
    /// ```swift
    /// let priority: LayoutPriority = 999.5
    /// ```
    public init(floatLiteral value: Double) { self.init(value) }

    /// Must hold; a conflict between required constraints is an error.
    ///
    /// ```swift
    /// (c.width == 40).priority(.required)   // 1000
    /// ```
    public static let required = LayoutPriority(1000)
    /// A strong preference (750).
    ///
    /// ```swift
    /// (c.width == 40).priority(.strong)   // 750
    /// ```
    public static let strong = LayoutPriority(750)
    /// A medium preference (500).
    ///
    /// ```swift
    /// (c.width == 40).priority(.medium)   // 500
    /// ```
    public static let medium = LayoutPriority(500)
    /// A weak preference (250).
    ///
    /// ```swift
    /// (c.width == 40).priority(.weak)   // 250
    /// ```
    public static let weak = LayoutPriority(250)

    /// Whether this is ``required``.
    ///
    /// ```swift
    /// LayoutPriority.required.isRequired   // true
    /// LayoutPriority(999).isRequired   // false
    /// ```
    package var isRequired: Bool { value >= 1000 }

    /// The level's name (`required`, `strong`, `medium`, `weak`) or the number.
    ///
    /// ```swift
    /// LayoutPriority.weak.description   // "weak"
    /// LayoutPriority(600).description   // "600"
    /// ```
    public var description: String {
        switch value {
        case 1000: "required"
        case 750: "strong"
        case 500: "medium"
        case 250: "weak"
        default: PanelValue.format(value)
        }
    }

    /// Reads `required`, `strong`, `medium` or `weak`.
    ///
    /// ```swift
    /// LayoutPriority(named: "medium")   // .medium
    /// ```
    package init?(named name: String) {
        switch name {
        case "required": self = .required
        case "strong": self = .strong
        case "medium": self = .medium
        case "weak": self = .weak
        default: return nil
        }
    }

    /// Orders priorities by value.
    ///
    /// ```swift
    /// LayoutPriority.weak < .strong   // true
    /// ```
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.value < rhs.value }
}
