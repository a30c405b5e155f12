// The README's quick start, exactly (CI checks that the block between the markers is the
// README's, and that the output is the one the README shows): DialKit's card, as a PanelKit
// tuning panel, printed as a tree dump.
//
//     swift run card-example                    # the quick start's output
//     swift run card-example --json card.json   # the same, and the panel's JSON document in card.json
//
// README quick start: begin
import PanelKit

struct Card: Codable, Equatable, Sendable {
    var title = "Card"
    var cornerRadius = 24.0
    var isEnabled = true
    var fill = "#F97316"
    var style = "glass"
    var speed = 1.0
    var spring = Spring.default
    var transition = Transition.default
}

let card = PanelState("Card", initial: Card()) {
    TextField("title", \.title, placeholder: "Title")
    Slider("cornerRadius", \.cornerRadius, in: 0...48, step: 1, unit: "pt")
    Slider("speed", \.speed, stops: [0.5, 1, 1.25, 1.5, 2])
    Toggle("isEnabled", \.isEnabled)
    ColorPicker("fill", \.fill)
    Picker("style", \.style, options: ["glass", "solid"])
    Folder("motion", collapsed: false) {
        SpringEditor("spring", \.spring)
        TransitionEditor("transition", \.transition)
        Button("shuffle")
    }
} onAction: { path in
    print(path)  // "motion.shuffle"
}

try card.set(60, for: "cornerRadius")  // clamped: stores and returns 48
print(card.values.cornerRadius)  // 48.0
print(card.document.dump())
// README quick start: end

try writeJSONDocument(of: card.document, arguments: CommandLine.arguments)
