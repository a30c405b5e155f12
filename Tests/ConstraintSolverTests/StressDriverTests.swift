import Foundation
import Testing

@testable import ConstraintSolver

private let stressInput = ProcessInfo.processInfo.environment["PANELKIT_SOLVER_STRESS_INPUT"]
private let stressOutput = ProcessInfo.processInfo.environment["PANELKIT_SOLVER_STRESS_OUTPUT"]

/// The Swift side of the differential stress check (`.ci/checks/21-solver-stress.sh`, which runs
/// `Scripts/oracles/solver_stress.py`): replays the systems of a JSON file through this solver and
/// writes, per system, one JSON line `[[status, [values], conflicts or null], …]` plus the tableau
/// invariants broken and how many times the solver took the exact path, as the script compares them with kiwisolver and exact arithmetic. Runs only
/// when the script sets the two paths. To look inside one system: `solver_stress.py --only N --dump
/// > input.json`, then this test with `PANELKIT_SOLVER_STRESS_INPUT=input.json`, an output path and
/// `PANELKIT_SOLVER_STRESS_DUMP=` the steps after which to print the solver's `dump()`.
@Suite struct StressDriverTests {
    @Test(
        "replays the stress check's systems",
        .enabled(if: stressInput != nil && stressOutput != nil, "run by Scripts/oracles/solver_stress.py"))
    func replaySystems() throws {
        guard let stressInput, let stressOutput else { return }
        let data = try Data(contentsOf: URL(fileURLWithPath: stressInput))
        let object = try JSONSerialization.jsonObject(with: data)
        let rawSystems = try #require((object as? [String: Any])?["systems"] as? [Any])
        _ = FileManager.default.createFile(atPath: stressOutput, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: stressOutput))
        defer { try? out.close() }
        for raw in rawSystems {
            let system = try #require(Differential.parseSystem(raw))
            var invariants: [String] = []
            var tally = (adds: 0, fallbacks: 0)
            // The script judges statuses and values, not conflict sets (DifferentialTests check those):
            // no minimal explanations, which cost a scratch solver per candidate.
            var (exactSolves, shadowUpdates) = (0, 0)
            let steps = Differential.runOurs(
                system, checkInvariants: true, invariantFailures: &invariants, dualTally: &tally,
                explainsConflicts: false,
                finished: { (exactSolves, shadowUpdates) = ($0.exactSolves, $0.shadowUpdates) })
            let stepsJSON = steps.map { step in
                let values = step.values.map { $0.isFinite ? "\($0)" : "null" }.joined(separator: ", ")
                let conflicts = step.conflicts.map { "[" + $0.map(String.init).joined(separator: ", ") + "]" }
                return "[\"\(step.status)\", [\(values)], \(conflicts ?? "null")]"
            }
            let invariantsJSON = invariants.prefix(3).map {
                "\"\($0.replacingOccurrences(of: "\"", with: "'"))\""
            }
            let line =
                "{\"steps\": [\(stepsJSON.joined(separator: ", "))], \"invariants\": [\(invariantsJSON.joined(separator: ", "))], "
                + "\"exact_solves\": \(exactSolves), \"shadow_updates\": \(shadowUpdates)}\n"
            try out.write(contentsOf: Data(line.utf8))
        }
    }
}
