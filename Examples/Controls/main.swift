// The controls beyond DialKit's: a number field (no slider, optional bounds, typed input), a
// range slider (a lower and an upper end on one track), a multi-select (several options on
// at once), points (a 2D offset; a locked 3D scale) and a folder shown as tabs, as the README
// shows them
// (CI checks the block between the markers and its output).
//
//     swift run controls-example            # the README's output
//     swift run controls-example --live     # the panel in the live terminal
//     swift run controls-example --serve    # the page: prints its address, serves until stopped
// README quick start: begin
import Foundation
import PanelKit
import PanelServer  // for --serve
import PanelTerminal  // for --live

enum Shape: String, Codable, CaseIterable, Hashable, Sendable { case circle, square, star }

struct Emitter: Codable, Equatable, Sendable {
    var seed = 7
    var timeout = 2.5
    var spawn = 1.0...4.0
    var shapes: Set<Shape> = [.circle]
    var layers = ["grid"]
    var offset = SIMD2<Double>(0, 0)
    var scale = SIMD3<Double>(1, 2, 1)
    var glow = 0.5
    var trail = 3.0
}

let emitter = PanelState("Emitter", initial: Emitter()) {
    NumberField("seed", \.seed, minimum: 0)
    NumberField("timeout", \.timeout, minimum: 0, maximum: 60, step: 0.5, unit: "s")
    RangeSlider("spawn", \.spawn, in: 0...10, step: 0.1, unit: "s")
    MultiSelect("shapes", \.shapes, minCount: 1)
    MultiSelect("layers", \.layers, options: ["grid", "axes", "labels"], maxCount: 2)
    Point("offset", \.offset, x: -10...10, y: -10...10, step: 0.5, unit: "px")
    Point("scale", \.scale, x: 0...4, y: 0...4, z: 0...4, step: 0.1, locked: true)
    Folder("look", style: .tabs) {  // one tab open at a time
        Folder("glow") { Slider("amount", \.glow, in: 0...1) }
        Folder("trail") { Slider("length", \.trail, in: 0...10, step: 0.5) }
    }
}

try emitter.set(" 7.3 ", for: "timeout")  // typed text: read as 7.3, snapped to 7.5
try emitter.set([8, 2.04], for: "spawn")  // crossing ends: stored as [2, 8]
try emitter.set(["star", "circle"], for: "shapes")  // stored in the options' order
try emitter.set([12, -3.2], for: "offset")  // x clamped to 10, y snapped to -3
try emitter.panel.selectTab("look", 1)  // the trail tab open (presentation state, not undone)
print(
    emitter.values.timeout, emitter.values.spawn, emitter.values.shapes.map(\.rawValue).sorted(),
    emitter.values.offset)
print(try ASCIIRenderer(width: 56).render(emitter.document))
// README quick start: end

let arguments = CommandLine.arguments
if arguments.contains("--serve") {
    var configuration = PanelServer.Configuration()
    configuration.name = "controls"
    if let index = arguments.firstIndex(of: "--port"), index + 1 < arguments.count {
        configuration.port = Int(arguments[index + 1]) ?? 0
    }
    let server = PanelServer(panel: emitter.panel, configuration: configuration)
    try server.start()
    FileHandle.standardOutput.write(Data(((server.url ?? "") + "\n").utf8))
    dispatchMain()
} else if arguments.contains("--live") {
    try LiveTerminal.run(emitter)
}
