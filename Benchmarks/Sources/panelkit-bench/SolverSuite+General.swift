import ConstraintSolver
import Foundation

/// The `general 1000` case of the solver suite: 1,000 general random systems (the stress check's
/// general family: 10 to 40 variables, 20 to 120 operations with mixed strengths, edits,
/// suggestions, removals, re-adds, redundant and contradictory rows), written by the peer
/// (`peers/solver.py general`, which replays them through kiwisolver, each system in turn, one call
/// at a time, rebuilding kiwi after an unsatisfiable add as the stress check's oracle does), then
/// replayed here: every call, `updateVariables()` after each and every value read. Both sides are
/// timed in CPU seconds of the process (the machine may be shared) over the systems kiwi replayed
/// in full (it aborts on some).
extension SolverSuite {
    static let generalCount = 1000

    /// One operation of a general system, as the peer wrote it.
    enum GeneralOp {
        case add(id: Int, terms: [(Int, Double)], constant: Double, relation: Relation, strength: Double)
        case remove(id: Int)
        case edit(variable: Int, strength: Double)
        case unedit(variable: Int)
        case suggest(variable: Int, value: Double)
    }

    struct GeneralSystem {
        var variables: Int
        var ops: [GeneralOp]
    }

    static func runGeneral() throws {
        let name = "general \(generalCount)"
        guard selected(name) else { return }
        // For profiling: `PANELKIT_SOLVER_GENERAL_SYSTEMS=file` replays a file the peer wrote, without it.
        let given = ProcessInfo.processInfo.environment["PANELKIT_SOLVER_GENERAL_SYSTEMS"]
        let path =
            given.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("panelkit-solver-general-\(getpid()).json")
        defer { if given == nil { try? FileManager.default.removeItem(at: path) } }
        let peer =
            given != nil
            ? nil : Bench.peer("solver.py", ["general", "\(generalCount)", path.path], timeLimit: 600)
        guard let data = try? Data(contentsOf: path), let systems = parseGeneral(data) else {
            Bench.report(
                suite: "solver", case: name, seconds: 0, peer: "kiwisolver", peerSeconds: nil,
                peerNote: "peer failed to write the systems")
            return
        }
        let skipped = Set((peer?["skipped"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.intValue })
        let replayed = systems.indices.filter { !skipped.contains($0) }
        // The best of three rounds (kiwi's single round is CPU time, which a busy machine disturbs less).
        var best = Double.infinity
        for _ in 0..<3 {
            let start = cpuSeconds()
            for i in replayed { replayGeneral(systems[i]) }
            best = min(best, cpuSeconds() - start)
        }
        Bench.report(
            suite: "solver", case: name, seconds: best, peer: "kiwisolver",
            peerSeconds: peer?["seconds"] as? Double,
            peerNote: peer == nil ? (given == nil ? "peer failed" : "systems from a file, no peer") : nil,
            extra: [("systems", replayed.count)])
    }

    /// CPU seconds used by this process so far.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }

    /// One system through a fresh solver; errors are the system's own (refusals, unknown
    /// constraints) and are part of the workload.
    static func replayGeneral(_ system: GeneralSystem) {
        let variables = (0..<system.variables).map { Variable("v\($0)") }
        let solver = Solver()
        var constraints: [Int: Constraint] = [:]
        var sum = 0.0
        for op in system.ops {
            switch op {
            case .add(let id, let terms, let constant, let relation, let strength):
                let constraint =
                    constraints[id]
                    ?? Constraint(
                        LinearExpression(
                            terms.map { Term(variables[$0.0], coefficient: $0.1) }, constant: constant),
                        relation, strength: Strength(value: strength))
                constraints[id] = constraint
                try? solver.add(constraint)
            case .remove(let id):
                if let constraint = constraints[id] { try? solver.remove(constraint) }
            case .edit(let v, let strength):
                try? solver.addEditVariable(variables[v], strength: Strength(value: strength))
            case .unedit(let v):
                try? solver.removeEditVariable(variables[v])
            case .suggest(let v, let value):
                try? solver.suggestValue(value, for: variables[v])
            }
            solver.updateVariables()
            for variable in variables { sum += variable.value }
        }
        if sum.isNaN { print("", terminator: "") }
    }

    /// The systems of the peer's JSON file (`{"systems": [{"vars": n, "ops": [...]}, ...]}`).
    static func parseGeneral(_ data: Data) -> [GeneralSystem]? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let raw = object["systems"] as? [[String: Any]]
        else { return nil }
        func number(_ any: Any) -> Double { (any as? NSNumber)?.doubleValue ?? .nan }
        let relations: [String: Relation] = ["eq": .equal, "le": .lessThanOrEqual, "ge": .greaterThanOrEqual]
        var systems: [GeneralSystem] = []
        for system in raw {
            guard let vars = system["vars"] as? Int, let ops = system["ops"] as? [[Any]] else { return nil }
            var parsed: [GeneralOp] = []
            for op in ops {
                guard let kind = op.first as? String, op.count >= 2 else { return nil }
                let first = Int(number(op[1]))
                switch kind {
                case "add":
                    guard op.count == 6, let terms = op[2] as? [[Any]], let relation = relations["\(op[4])"]
                    else { return nil }
                    parsed.append(
                        .add(
                            id: first, terms: terms.map { (Int(number($0[0])), number($0[1])) },
                            constant: number(op[3]), relation: relation, strength: number(op[5])))
                case "remove": parsed.append(.remove(id: first))
                case "edit": parsed.append(.edit(variable: first, strength: number(op[2])))
                case "unedit": parsed.append(.unedit(variable: first))
                case "suggest": parsed.append(.suggest(variable: first, value: number(op[2])))
                default: return nil
                }
            }
            systems.append(GeneralSystem(variables: vars, ops: parsed))
        }
        return systems
    }
}
