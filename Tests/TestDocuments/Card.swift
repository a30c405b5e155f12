import PanelKit

/// The card model the tests bind panels to (DialKit's example card): every value type a
/// control edits — text, numbers of three kinds, a toggle, a colour, a picked style, a spring
/// and a transition.
///
/// ```swift
/// let card = PanelState("Card", initial: Card()) { Slider("cornerRadius", \.cornerRadius, in: 0...48) }
/// ```
public struct Card: Codable, Equatable, Sendable {
    public var title = "Card"
    public var cornerRadius = 24.0
    public var isEnabled = true
    public var fill = "#F97316"
    public var style = "glass"
    public var speed = 1.0
    public var padding = 16.0
    public var shadow = 0.3
    public var spring = Spring.default
    public var transition = Transition.default
    public var opacity: Float = 1
    public var count = 3
    public var level = 2.0

    /// The card with every value at its default.
    public init() {}
}
