// A button written in a layout (an HStack in a Screen) does not compile, and the message says
// where controls live, not that a generic parameter could not be inferred.
// expect: controls live in a panel: declare them in PanelState("name", initial: …) { … } and show it with a PanelRoot in a PanelHost
import PanelKit

let screen = Screen("Profile") {
    HStack(spacing: 1) {
        Button("Follow")
        Button("Message")
    }
}
