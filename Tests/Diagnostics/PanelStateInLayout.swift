// A panel's state written in a layout (which once made a copy of its controls without their
// values) does not compile, and the message names the call that binds it.
// expect: a PanelState in a layout would be a copy without its values: write PanelRoot() in the layout and show it with PanelHost { … } (the shared store's panels) or PanelHost(panels: [state.panel]) { … }
import PanelKit

struct Model: Codable, Equatable, Sendable {
    var radius = 12.0
}

let card = PanelState("Card", initial: Model()) {
    Slider("radius", \.radius, in: 0...48, step: 1)
}

let layout = ZStack {
    Box("Preview") { Text("card") }
    PanelRoot(mode: .drawer, storageID: "card-preview") {
        card
    }
}
