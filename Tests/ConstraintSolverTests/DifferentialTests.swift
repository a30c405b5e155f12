import Foundation
import TestSupport
import Testing

@testable import ConstraintSolver

@Suite struct DifferentialTests {
    /// Runs the oracle once for all systems (one process: Python's startup is the expensive part).
    static func runKiwi(_ systems: [ConstraintSystem]) throws -> [[StepResult]] {
        let data = try Oracle.output(
            "Scripts/oracles/kiwi_oracle.py", input: Data(Differential.json(systems).utf8))
        guard let text = String(data: data, encoding: .utf8) else {
            throw OracleFailure(message: "the oracle's output is not UTF-8")
        }
        return try text.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            guard let steps = Differential.parseResults(object) else {
                throw OracleFailure(message: "unreadable oracle line")
            }
            return steps
        }
    }

    struct OracleFailure: Error {
        var message: String
    }

    @Test(
        "random systems agree with kiwisolver",
        .enabled(if: Oracle.isEnabled, "set PANELKIT_PYTHON to a Python with kiwisolver"))
    func randomSystemsAgreeWithKiwi() throws {
        guard Oracle.python != nil else {
            Issue.record("PANELKIT_PYTHON is not set, but CI requires the kiwisolver oracle")
            return
        }
        // PANELKIT_SOLVER_DIFF_SEED and PANELKIT_SOLVER_DIFF_SCALE run other or longer soaks locally.
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["PANELKIT_SOLVER_DIFF_SEED"].flatMap { UInt64($0) } ?? 0x5EED_2026
        let scale = environment["PANELKIT_SOLVER_DIFF_SCALE"].flatMap { Int($0) } ?? 1
        var rng = SplitMix64(seed: seed)
        let small = (0..<3000 * scale).map { _ in Differential.randomSystem(&rng) }
        let large = (0..<400 * scale).map { _ in Differential.randomSystem(&rng, vars: 6...14, ops: 30...90) }
        let huge = (0..<60 * scale).map { _ in Differential.randomSystem(&rng, vars: 10...30, ops: 100...250)
        }
        let systems = small + large + huge
        let kiwi = try Self.runKiwi(systems)
        try #require(kiwi.count == systems.count)
        var tally = Differential.Tally()
        var checks: [(ConstraintSystem, Bool)] = []
        for (n, system) in systems.enumerated() {
            let ours = Differential.runOurs(system)
            Differential.compare(system, ours: ours, kiwi: kiwi[n], label: "system \(n)", tally: &tally)
            checks += Differential.conflictChecks(system, ours: ours)
        }
        // Every conflict set we reported is a reason by kiwi's account too, and a minimal one.
        let verdicts = try Self.runKiwi(checks.map(\.0))
        try #require(verdicts.count == checks.count)
        var badConflicts: [String] = []
        for (check, verdict) in zip(checks, verdicts) {
            let last = verdict.last?.status ?? "missing"
            let expected = check.1 ? "unsatisfiable" : "ok"
            if last != expected && last != "kiwi_crash" {
                badConflicts.append(
                    "\(Differential.json([check.0])): kiwi says \(last), expected \(expected)")
            }
        }
        print("conflict sets checked with kiwi: \(checks.count) systems, \(badConflicts.count) wrong")
        for failure in badConflicts.prefix(5) { Issue.record("\(failure)") }
        #expect(badConflicts.isEmpty)
        print(
            "differential: \(systems.count) systems, \(tally.steps) steps, \(tally.exact) equal values, "
                + "\(tally.tied) ties with equal weighted error, \(tally.better) better than kiwi, \(tally.kiwiCrashes) kiwi aborts, "
                + "\(tally.kiwiInfeasible) where kiwi broke a required constraint, "
                + "\(tally.failures.count) failures; statuses \(tally.statuses.sorted { $0.key < $1.key })")
        for failure in tally.failures.prefix(10) { Issue.record("\(failure)") }
        #expect(tally.failures.isEmpty)
    }
}
