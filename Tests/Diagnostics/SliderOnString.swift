// A slider bound to a String property does not compile, and the message says what to write.
// expect: a slider binds a `var` of type Double, Float or Int
import PanelKit

struct Model: Codable, Equatable, Sendable { var title = "" }

let state = PanelState("P", initial: Model()) {
    Slider("name", \.title, in: 0...1)
}
