// A bare number in a panel body does not compile, and the message says what to write.
// expect: a panel body holds controls, not numbers: bind a number with Slider("name", \.property
import PanelKit

struct Model: Codable, Equatable, Sendable { var speed = 1.0 }

let state = PanelState("P", initial: Model()) {
    1.5
    Folder("f") {
        2
    }
}
