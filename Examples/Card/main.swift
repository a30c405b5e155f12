// The DialKit quick start, in PanelKit: a card's tuning panel, printed as a tree dump and
// rendered by the ASCII backend. Run it with `swift run card-example`
// (`swift run card-example --json` prints the JSON document instead).
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
    print("action:", path)
}

if CommandLine.arguments.contains("--json") {
    print(try JSONRenderer(style: .pretty).render(card.document))
} else {
    print(card.document.dump())
    print()
    print(try ASCIIRenderer(width: 60).render(card.document))
}
if !card.validationReport.isEmpty {
    print("problems:\n\(card.validationReport)")
}
try card.trigger("motion.shuffle")
