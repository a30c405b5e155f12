// A bare string in a panel body does not compile, and the message says what to write.
// expect: a panel body holds controls, not text: bind a String with TextField("name", \.property)
import PanelKit

struct Model: Codable, Equatable, Sendable { var title = "" }

let state = PanelState("P", initial: Model()) {
    "title"
}
