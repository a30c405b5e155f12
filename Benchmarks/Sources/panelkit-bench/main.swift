import Foundation

// One entry point for every suite: `panelkit-bench SUITE [SUITE…]`, no argument runs all.
// Each suite prints one JSON line per case (see DESIGN.md §8).
let suites: [(name: String, run: () throws -> Void)] = [
    ("compile", CompileSuite.run),
    ("solver", SolverSuite.run),
    ("layout", LayoutSuite.run),
    ("render", RenderSuite.run),
    (
        "json",
        {
            try JSONSuite.run()
            try JSONSuite.runNewKinds()
        }
    ),
    ("events", EventsSuite.run),
    ("live", LiveSuite.run),
    ("server", ServerSuite.run),
    ("state", StateSuite.run),
    ("monitors", MonitorsSuite.run),
]

let wanted = Set(CommandLine.arguments.dropFirst())
let unknown = wanted.subtracting(suites.map(\.name))
if !unknown.isEmpty {
    FileHandle.standardError.write(
        Data(
            "unknown suite(s): \(unknown.sorted().joined(separator: ", ")); known: \(suites.map(\.name).joined(separator: ", "))\n"
                .utf8))
    exit(2)
}
for suite in suites where wanted.isEmpty || wanted.contains(suite.name) {
    try suite.run()
}
