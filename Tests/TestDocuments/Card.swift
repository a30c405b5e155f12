import PanelKit

/// The card model the tests bind panels to (DialKit's example card): every value type a
/// control edits — text, numbers of three kinds, a toggle, a colour, a picked style, a spring
/// and a transition.
///
/// ```swift
/// let card = PanelState("Card", initial: Card()) { Slider("cornerRadius", \.cornerRadius, in: 0...48) }
/// ```
package struct Card: Codable, Equatable, Sendable {
    package var title = "Card"
    package var cornerRadius = 24.0
    package var isEnabled = true
    package var fill = "#F97316"
    package var style = "glass"
    package var speed = 1.0
    package var padding = 16.0
    package var shadow = 0.3
    package var spring = Spring.default
    package var transition = Transition.default
    package var opacity: Float = 1
    package var count = 3
    package var level = 2.0

    /// The card with every value at its default.
    package init() {}
}
