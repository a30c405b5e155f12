// `values` is read-only, and assigning to it (or to one of its properties) names update { }.
// expect: values is read-only: change the model with update { $0.property = … } or set(_:for:)
import PanelKit

struct Model: Codable, Equatable, Sendable { var speed = 1.0 }

let state = PanelState("P", initial: Model()) {
    Slider("speed", \.speed, in: 0...2)
}
state.values.speed = 2
