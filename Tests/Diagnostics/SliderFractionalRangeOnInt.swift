// A slider over an Int property with a fractional range does not compile, and the message
// says that the range is what is wrong (the property is a `var` of a type a slider binds).
// expect: an Int property takes whole numbers: write a range of whole numbers (`in: 1...3`) and a whole step, or make the property a Double
import PanelKit

struct Model: Codable, Equatable, Sendable { var zoom = 1 }

let state = PanelState("P", initial: Model()) {
    Slider("zoom", \.zoom, in: 0.5...2.5)
}
