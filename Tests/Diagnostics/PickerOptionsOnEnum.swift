// Options given for an enum property do not compile; the message says to leave them out.
// expect: bind a String-backed CaseIterable enum property with Picker("name", \.property) and no options
import PanelKit

enum Style: String, Codable, CaseIterable { case glass, solid }
struct Model: Codable, Equatable, Sendable { var style = Style.glass }

let state = PanelState("P", initial: Model()) {
    Picker("style", \.style, options: ["glass", "solid"])
}
