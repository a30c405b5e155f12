// A live dashboard without a panel: monitors laid out on a `Screen` with constraints, written
// by a program loop, served to the page and to `panelkit attach`:
//
//     swift run dashboard-example            # prints the URL, then serves until stopped
//     swift run dashboard-example --terminal # shows the dashboard live in this terminal (q quits)
//     swift run dashboard-example --once     # prints the dashboard once, as text, and exits
import Foundation
import PanelKit
import PanelServer
import PanelTerminal

let requestsRef = LayoutRef("requests")
let latencyRef = LayoutRef("latency")
let healthyRef = LayoutRef("healthy")
let screen = Screen("Server") {
    MonitorView("requests", unit: "/s", precision: 0, graph: .automatic).ref(requestsRef).constraints { c in
        c.top == c.parent.top
        c.leading == c.parent.leading
        c.trailing == c.parent.trailing
    }
    MonitorView("latency", unit: "ms", precision: 1, graph: 0...50).ref(latencyRef).constraints { c in
        c.top == requestsRef.bottom
        c.leading == c.parent.leading
        c.trailing == c.parent.trailing
    }
    MonitorView("healthy", type: .boolean).ref(healthyRef).constraints { c in
        c.top == latencyRef.bottom + 1
        c.leading == c.parent.leading
        c.width == c.parent.width * 0.5
    }
    MonitorView("phase", type: .text).id("phase").constraints { c in
        c.top == latencyRef.bottom + 1
        c.leading == healthyRef.trailing
        c.trailing == c.parent.trailing
    }
}
let dashboard = Panel(PanelDocument(root: screen.node), name: "dashboard")
let requests = try dashboard.monitor("requests")
let latency = try dashboard.monitor("latency")

/// One second of the simulated server, at step `step`.
func simulate(_ step: Int) throws {
    let load = 120 + 80 * sin(Double(step) / 7)
    requests.record(load.rounded())
    latency.record(8 + load / 12)
    try dashboard.monitors.record(.boolean(load < 190), for: "healthy")
    try dashboard.monitors.record(.text(load > 150 ? "busy" : "steady"), for: "phase")
}

if CommandLine.arguments.contains("--once") {
    for step in 0..<24 { try simulate(step) }
    print(try ASCIIRenderer(width: 48, height: 6).render(dashboard.documentWithReadings))
    exit(0)
}

/// The simulated server, ten steps a second, until the process ends.
@Sendable func simulateForever() {
    var step = 0
    while true {
        try? simulate(step)
        step += 1
        Thread.sleep(forTimeInterval: 0.1)
    }
}

if CommandLine.arguments.contains("--terminal") {
    // The program's own terminal shows the graphs moving, redrawn through the cell diff.
    Thread(block: simulateForever).start()
    try LiveTerminal.run(dashboard)
    exit(0)
}

var configuration = PanelServer.Configuration()
configuration.name = "dashboard"
let server = PanelServer(panel: dashboard, configuration: configuration)
try server.start()
// Written at once, also into a pipe (print's output to a pipe waits for a full buffer).
FileHandle.standardOutput.write(Data((server.url! + "\n").utf8))
simulateForever()
