// A slider over an Int property with fractional stops does not compile, and the message says
// that the stops are what is wrong.
// expect: an Int property takes whole numbers: write whole stops (`stops: [1, 2, 4]`), or make the property a Double
import PanelKit

struct Model: Codable, Equatable, Sendable { var level = 1 }
let state = PanelState("P", initial: Model()) {
    Slider("level", \.level, stops: [0.5, 1, 2])
}
