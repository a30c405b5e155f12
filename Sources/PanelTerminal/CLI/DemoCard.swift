/// The card panel of the README's quick start, which `panelkit demo` opens live.
struct DemoCard: Codable, Equatable, Sendable {
    var title = "Card"
    var cornerRadius = 24.0
    var isEnabled = true
    var fill = "#F97316"
    var style = "glass"
    var speed = 1.0
    var spring = Spring.default
    var transition = Transition.default

    /// A fresh state for the card; actions are reported on the status line by the session.
    static func state() -> PanelState<DemoCard> {
        PanelState("Card", initial: DemoCard()) {
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
        }
    }
}
