// The overlay-button article in PanelKit: a draggable button over the content that snaps to
// the nearest edges from the predicted end of a fling, stays pinned when the bounds change and
// remembers its position (a small JSON file, written atomically). Run it with
// `swift run overlay-button-example` (`--store PATH` keeps the position in PATH).
import Foundation
import PanelKit

let arguments = CommandLine.arguments
let storeURL =
    arguments.firstIndex(of: "--store").flatMap {
        arguments.indices.contains($0 + 1) ? URL(fileURLWithPath: arguments[$0 + 1]) : nil
    }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "panelkit-overlay-button-\(getpid()).json")
let positions = FloatingButtonPositionFile(url: storeURL)
if let problem = positions.problem { print("position file: \(problem); starting at the corner") }

let button = FloatingButton("dev", id: "devTool", corner: .bottomRight, storageID: "dev-tool")
let fab = FloatingButtonState(
    button: FloatingButtonElement.cellSize(labelColumns: 3), corner: .bottomRight, storageID: "dev-tool",
    file: positions)

func screen() -> Node {
    ZStack(horizontalAlignment: .center, verticalAlignment: .center) {
        VStack {
            Text("(globe)")
            Text("Hello, world!")
        }
        button
    }.node
}

func show(_ title: String, width: Int, height: Int) throws {
    let bounds = OverlaySize(width: Double(width), height: Double(height))
    let position = fab.resize(to: bounds)
    let edges = position.orderedEdges.map(\.name).joined(separator: ", ")
    print(
        "\(title): x \(PanelValue.format(position.x)), y \(PanelValue.format(position.y)), edges [\(edges)]")
    let document = PanelDocument(root: screen(), values: ["devTool": position.panelValue])
    print(try ASCIIRenderer(width: width, height: height).render(document))
    print()
}

try show("start", width: 40, height: 10)
fab.beginDrag()
fab.drag(by: OverlaySize(width: -20, height: -4))
try show("dragging", width: 40, height: 10)
let release = fab.release(predictedOffset: OverlaySize(width: -25, height: -3))
print("flung left and up, spring velocity \(PanelValue.format(release.initialVelocity))")
try show("released", width: 40, height: 10)
try show("resized (pinned to its edges)", width: 60, height: 12)
if let problem = fab.saveProblem {
    print("not saved: \(problem)")
} else {
    print("saved to the position file")
}
