// Picker options written as tuples do not compile (and no longer crash the compiler's
// diagnostics); the message says what to write.
// expect: picker options are strings or Options, not tuples: write options: [Option("a", label: "A")]
import PanelKit

struct Model: Codable, Equatable, Sendable { var style = "a" }

let state = PanelState("P", initial: Model()) {
    Picker("style", \.style, options: [("a", "A")])
}
