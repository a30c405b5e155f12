// DialKit's story in PanelKit: two panels made anywhere in the program join the shared store,
// and one root near the top of the screen shows them all, in a drawer opened by a draggable
// floating button whose place is remembered per storage id, live in the terminal and, through
// the server, in a browser at the same time. Run it with `swift run dialroot-example`: click
// `tune` (or press t), switch panels with < > or a click on a tab, drag the button to another
// edge, q to quit; the values chosen are printed. The page's address shows in the log area
// (`o` folds it); `panelkit list` prints it too.
// `--render` prints the screen once, with the drawer open, without a terminal; `--serve` only
// serves the page (it prints the address and runs until it is stopped); `--port N` picks the
// port (the page remembers the button's place per address, so a fixed port keeps it across runs).
// README quick start: begin
import Foundation
import PanelServer
import PanelTerminal

struct Card: Codable, Equatable, Sendable {
    var title = "Card"
    var cornerRadius = 24.0
    var isEnabled = true
}

struct Shadow: Codable, Equatable, Sendable {
    var blur = 12.0
    var opacity = 0.3
    var offset = 4.0
}

// Each state registers with `PanelStore.shared` when made, as DialKit's `DialPanelState` does.
let card = PanelState("Card", initial: Card()) {
    TextField("title", \.title)
    Slider("cornerRadius", \.cornerRadius, in: 0...48, step: 1, unit: "pt")
    Toggle("isEnabled", \.isEnabled)
}
let shadow = PanelState("Shadow", initial: Shadow()) {
    Slider("blur", \.blur, in: 0...40, step: 1, unit: "pt")
    Slider("opacity", \.opacity, in: 0...1, step: 0.05)
    Slider("offset", \.offset, in: 0...20, step: 1, unit: "pt")
}

// One root for every panel of the shared store (DialKit's `DialRoot(position:defaultOpen:mode:storageID:)`).
let host = PanelHost {
    ZStack {
        Box("Preview") {
            Text("a card with rounded corners and a soft shadow")
        }
        PanelRoot(position: .bottomRight, defaultOpen: false, mode: .drawer, storageID: "card-preview")
    }
}

let arguments = CommandLine.arguments
if arguments.contains("--render") {
    host.isPresented = true
    print(try ASCIIRenderer(width: 60, height: 16).render(host.document))
} else {
    // The page shows the same root as the terminal: the drawer, its button, the picker.
    var configuration = PanelServer.Configuration()
    configuration.name = "dialroot"
    if let index = arguments.firstIndex(of: "--port"), index + 1 < arguments.count {
        configuration.port = Int(arguments[index + 1]) ?? 0
    }
    let server = PanelServer(host: host, configuration: configuration)
    try server.start()
    let url = server.url ?? ""
    if arguments.contains("--serve") {
        FileHandle.standardOutput.write(Data((url + "\n").utf8))
        dispatchMain()
    }
    // Written once the session is on screen, it shows in the log area.
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
        FileHandle.standardOutput.write(Data("page: \(url)\n".utf8))
    }
    do {
        try LiveTerminal.run(host)
    } catch {
        print("dialroot-example: \(error) (try --render, or --serve for the page alone)")
    }
    server.stop()
}
print(
    "Card: title \(card.values.title), cornerRadius \(card.values.cornerRadius), isEnabled \(card.values.isEnabled)"
)
print("Shadow: blur \(shadow.values.blur), opacity \(shadow.values.opacity), offset \(shadow.values.offset)")
// README quick start: end
