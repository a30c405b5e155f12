// A running program tuned live: a particle simulation steps 60 times a second and prints one
// status line a second to its own terminal, while its panel is served to a browser and to
// `panelkit attach`:
//
//     swift run particles-example        # prints the URL to open, then a status line a second
//     panelkit attach                    # in another terminal: the same panel, live
//
// Every change, from the page, the terminal or the program itself, reaches every frontend. The
// program shows back what it does: frames per second, the particle count and the energy, as
// monitors with graphs (written every frame, sent to each viewer at its own rate).
import Foundation
import PanelKit
import PanelServer

struct Simulation: Codable, Equatable, Sendable {
    var count = 200.0
    var gravity = 9.8
    var drag = 0.1
    var paused = false
    var color = "#38BDF8"
}

let tuning = PanelState("Particles", initial: Simulation()) {
    Slider("count", \.count, in: 10...2000, step: 10)
    Slider("gravity", \.gravity, in: 0...30, step: 0.1, unit: "m/s²")
    Slider("drag", \.drag, in: 0...1, step: 0.01)
    Toggle("paused", \.paused)
    ColorPicker("color", \.color)
    Button("reset")
    Folder("monitors") {
        Monitor<Simulation>("fps", unit: "Hz", precision: 1, graph: 0...120)
        Monitor<Simulation>("particles", graph: .automatic)
        Monitor<Simulation>("energy", unit: "J", precision: 1, graph: .automatic)
    }
} onAction: { path in
    FileHandle.standardOutput.write(Data("action: \(path)\n".utf8))
}

var configuration = PanelServer.Configuration()
configuration.name = "particles"
if let index = CommandLine.arguments.firstIndex(of: "--port"), index + 1 < CommandLine.arguments.count {
    configuration.port = Int(CommandLine.arguments[index + 1]) ?? 0
}
let server = PanelServer(panel: tuning.panel, configuration: configuration)
try server.start()
/// Writes a line to standard output at once (it may be a pipe).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

say(server.url!)

// The monitors' writers, found once: each write is a store under the monitor lock.
let fpsMonitor = try tuning.monitor("monitors.fps")
let particleMonitor = try tuning.monitor("monitors.particles")
let energyMonitor = try tuning.monitor("monitors.energy")
var lastFrame = Date()

/// One particle: height and speed.
var particles: [(y: Double, v: Double)] = []
var steps = 0
var lastReport = Date()
let stepLength = 1.0 / 60
while true {
    let values = tuning.values
    let count = Int(values.count)
    if particles.count != count {
        particles = (0..<count).map { index in (y: Double(index % 100), v: 0) }
    }
    if !values.paused {
        for index in particles.indices {
            particles[index].v -= values.gravity * stepLength
            particles[index].v *= 1 - values.drag * stepLength
            particles[index].y += particles[index].v * stepLength
            if particles[index].y < 0 {
                particles[index].y = 0
                particles[index].v = -particles[index].v * 0.8
            }
        }
        steps += 1
    }
    let now = Date()
    fpsMonitor.record(1 / max(now.timeIntervalSince(lastFrame), 1e-6))
    lastFrame = now
    particleMonitor.record(Double(particles.count))
    // Kinetic and potential energy of unit masses.
    energyMonitor.record(particles.reduce(0) { $0 + $1.v * $1.v / 2 + values.gravity * $1.y })
    if Date().timeIntervalSince(lastReport) >= 1 {
        lastReport = Date()
        let mean = particles.isEmpty ? 0 : particles.map(\.y).reduce(0, +) / Double(particles.count)
        say(
            "step \(steps): \(particles.count) particles, gravity \(values.gravity), drag \(values.drag), "
                + "mean height \(String(format: "%.2f", mean))\(values.paused ? " (paused)" : "")")
    }
    Thread.sleep(forTimeInterval: stepLength)
}
