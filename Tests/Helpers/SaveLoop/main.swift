import Foundation
import PanelKit

// A helper for the persistence tests: saves a panel to the file named on the command line
// in a tight loop, each time with new values (b is always 2 × a, and both carry the round
// number), printing "ready" after the first save. The test kills it with SIGKILL mid-loop and
// checks that the file is always one whole save.
let path = CommandLine.arguments.dropFirst().first ?? "save-loop.json"
let root = Node(
    element: .panel(PanelElement(title: "Loop")),
    children: [
        Node(
            id: "a",
            element: .slider(SliderElement(label: "a", scale: .range(minimum: 0, maximum: 1e9, step: 1)))),
        Node(
            id: "b",
            element: .slider(SliderElement(label: "b", scale: .range(minimum: 0, maximum: 2e9, step: 1)))),
        Node(id: "note", element: .textField(TextFieldElement(label: "note"))),
    ])
let panel = LivePanel(PanelDocument(root: root))
var round = 0
while true {
    round += 1
    _ = try? panel.set(.number(Double(round)), for: "a")
    _ = try? panel.set(.number(Double(2 * round)), for: "b")
    // A long value, so that a save takes several writes' worth of bytes.
    _ = try? panel.set(.string(String(repeating: "\(round % 10)", count: 20_000)), for: "note")
    do {
        try panel.save(to: path)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
    if round == 1 {
        FileHandle.standardOutput.write(Data("ready\n".utf8))
    }
}
