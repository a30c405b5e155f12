import PanelKit

struct Card: Codable, Equatable, Sendable {
    var title = "Card"
    var cornerRadius = 24.0
    var isEnabled = true
    var fill = "#F97316"
    var style = "glass"
    var speed = 1.0
    var spring = Spring.default
    var transition = Transition.default
    var opacity: Float = 1
    var count = 3
    var level = 2.0
}
