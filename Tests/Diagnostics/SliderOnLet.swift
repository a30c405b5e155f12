// A slider bound to a `let` does not compile, and the message says what to write.
// expect: a slider binds a `var` of type Double, Float or Int: declare the property `var name = 1.0` (not `let`)
import PanelKit

struct Model: Codable, Equatable, Sendable {
    let speed: Double
    init() { speed = 1 }
}

let state = PanelState("P", initial: Model()) {
    Slider("speed", \.speed, in: 0...2, step: 0.5)
}
