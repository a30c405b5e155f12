// A slider over an Int property with a fractional step does not compile, and the message says
// that the step is what is wrong.
// expect: an Int property takes whole numbers: write a range of whole numbers (`in: 1...3`) and a whole step, or make the property a Double
import PanelKit

struct Model: Codable, Equatable, Sendable { var count = 1 }

let state = PanelState("P", initial: Model()) {
    Slider("count", \.count, in: 0...10, step: 0.5)
}
