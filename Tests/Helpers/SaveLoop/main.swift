import Foundation
import PanelKit

// A helper for the persistence tests: saves to the file named on the command line in a tight
// loop, each time with new values, printing "ready" after the first save. The test kills it
// with SIGKILL mid-loop and checks that the file is always one whole save.
//
// `SaveLoop PATH` saves one panel: b is always 2 × a, and both carry the round number.
// `SaveLoop --store PATH` saves a store of two panels, Loop (as above) and Other, whose c is
// always 3 × Loop's a: a file mixing two saves would break that.
var arguments = Array(CommandLine.arguments.dropFirst())
let savesStore = arguments.first == "--store"
if savesStore { arguments.removeFirst() }
let path = arguments.first ?? "save-loop.json"

func slider(_ id: NodeID, maximum: Double) -> Node {
    Node(
        id: id,
        element: .slider(
            SliderElement(label: id.rawValue, scale: .range(minimum: 0, maximum: maximum, step: 1))))
}
let store = PanelStore()
let panel = Panel(
    PanelDocument(
        root: Node(
            element: .panel(PanelElement(title: "Loop")),
            children: [
                slider("a", maximum: 1e9), slider("b", maximum: 2e9),
                Node(id: "note", element: .textField(TextFieldElement(label: "note"))),
            ])))
let other = Panel(
    PanelDocument(
        root: Node(element: .panel(PanelElement(title: "Other")), children: [slider("c", maximum: 3e9)])))
store.register(panel)
store.register(other)
var round = 0
while true {
    round += 1
    _ = try? panel.set(.number(Double(round)), for: "a")
    _ = try? panel.set(.number(Double(2 * round)), for: "b")
    // A long value, so that a save takes several writes' worth of bytes.
    _ = try? panel.set(.string(String(repeating: "\(round % 10)", count: 20_000)), for: "note")
    _ = try? other.set(.number(Double(3 * round)), for: "c")
    do {
        if savesStore {
            try store.save(to: path)
        } else {
            try panel.save(to: path)
        }
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
    if round == 1 {
        FileHandle.standardOutput.write(Data("ready\n".utf8))
    }
}
