import Foundation
import TestSupport

@testable import ConstraintSolver

/// One step of a differential system, in the oracle's format.
enum SystemOp {
    case add(id: Int, terms: [(Int, Double)], constant: Double, relation: Relation, strength: Double)
    case remove(id: Int)
    case edit(variable: Int, strength: Double)
    case unedit(variable: Int)
    case suggest(variable: Int, value: Double)
}

/// A constraint system replayed by both solvers: `vars` variables and a list of operations.
struct ConstraintSystem {
    var vars: Int
    var ops: [SystemOp]
}

/// The status and the variables' values after one operation.
struct StepResult {
    var status: String
    var values: [Double]
    /// For an unsatisfiable add: the ids of the constraints our solver named as conflicts.
    var conflicts: [Int]? = nil
}

enum Differential {
    static let requiredWeight = Strength.required.value

    // MARK: Generation

    static func randomSystem(
        _ rng: inout SplitMix64, vars varRange: ClosedRange<Int> = 2...7,
        ops opRange: ClosedRange<Int> = 6...28
    ) -> ConstraintSystem {
        let vars = Int.random(in: varRange, using: &rng)
        let count = Int.random(in: opRange, using: &rng)
        var ops: [SystemOp] = []
        var created: [Int] = []
        var live: [Int] = []
        var edited: [Int] = []
        let coefficients: [Double] = [1, 1, 1, -1, -1, 2, -2, 0.5, 3]
        for _ in 0..<count {
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll < 58 || created.isEmpty {
                let id = created.count
                created.append(id)
                live.append(id)
                let k = Int.random(in: 1...min(3, vars), using: &rng)
                var chosen = Array(0..<vars)
                chosen.shuffle(using: &rng)
                let terms = chosen.prefix(k).map { ($0, coefficients.randomElement(using: &rng)!) }
                let constant = Double(Int.random(in: -50...50, using: &rng))
                let relation: Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
                    .randomElement(
                        using: &rng)!
                ops.append(
                    .add(
                        id: id, terms: terms, constant: constant, relation: relation,
                        strength: randomStrength(&rng)))
            } else if roll < 73 {
                if Int.random(in: 0..<10, using: &rng) == 0 || live.isEmpty {
                    ops.append(.remove(id: created.randomElement(using: &rng)!))
                } else {
                    let i = Int.random(in: 0..<live.count, using: &rng)
                    ops.append(.remove(id: live.remove(at: i)))
                }
            } else if roll < 76 {
                // Re-adding a constraint instance: a duplicate when it is live.
                let id = created.randomElement(using: &rng)!
                if live.contains(id), case .add(_, let t, let c, let r, let s)? = findAdd(id, ops) {
                    ops.append(.add(id: id, terms: t, constant: c, relation: r, strength: s))
                }
            } else if roll < 83 {
                let strength =
                    Int.random(in: 0..<20, using: &rng) == 0
                    ? requiredWeight : [1_000_000, 1000, 1].randomElement(using: &rng)!
                let v = Int.random(in: 0..<vars, using: &rng)
                if strength < requiredWeight && !edited.contains(v) { edited.append(v) }
                ops.append(.edit(variable: v, strength: strength))
            } else if roll < 86 {
                let v = Int.random(in: 0..<vars, using: &rng)
                edited.removeAll { $0 == v }
                ops.append(.unedit(variable: v))
            } else {
                let value = Double(Int.random(in: -200...200, using: &rng)) / 2
                let v =
                    edited.isEmpty || Int.random(in: 0..<5, using: &rng) == 0
                    ? Int.random(in: 0..<vars, using: &rng) : edited.randomElement(using: &rng)!
                ops.append(.suggest(variable: v, value: value))
            }
        }
        return ConstraintSystem(vars: vars, ops: ops)
    }

    static func findAdd(_ id: Int, _ ops: [SystemOp]) -> SystemOp? {
        ops.first {
            if case .add(let i, _, _, _, _) = $0 { return i == id }
            return false
        }
    }

    static func randomStrength(_ rng: inout SplitMix64) -> Double {
        let roll = Int.random(in: 0..<100, using: &rng)
        switch roll {
        case 0..<38: return requiredWeight
        case 38..<53: return Strength.strong.value
        case 53..<70: return Strength.medium.value
        case 70..<88: return Strength.weak.value
        default:
            return Strength(
                strong: Double(Int.random(in: 0...2, using: &rng)),
                medium: Double(Int.random(in: 0...3, using: &rng)),
                weak: Double(Int.random(in: 1...5, using: &rng))
            ).value
        }
    }

    // MARK: JSON

    static func json(_ systems: [ConstraintSystem]) -> String {
        var out = "{\"systems\": ["
        for (n, system) in systems.enumerated() {
            if n > 0 { out += ",\n" }
            out += "{\"vars\": \(system.vars), \"ops\": ["
            out += system.ops.map(json).joined(separator: ", ")
            out += "]}"
        }
        return out + "]}\n"
    }

    static func json(_ op: SystemOp) -> String {
        switch op {
        case .add(let id, let terms, let constant, let relation, let strength):
            let t = terms.map { "[\($0.0), \($0.1)]" }.joined(separator: ", ")
            let r =
                switch relation {
                case .equal: "eq"
                case .lessThanOrEqual: "le"
                case .greaterThanOrEqual: "ge"
                }
            return "[\"add\", \(id), [\(t)], \(constant), \"\(r)\", \(strength)]"
        case .remove(let id): return "[\"remove\", \(id)]"
        case .edit(let v, let s): return "[\"edit\", \(v), \(s)]"
        case .unedit(let v): return "[\"unedit\", \(v)]"
        case .suggest(let v, let x): return "[\"suggest\", \(v), \(x)]"
        }
    }

    static func number(_ any: Any) -> Double {
        if let n = any as? NSNumber { return n.doubleValue }
        return .nan
    }

    static func parseSystem(_ object: Any) -> ConstraintSystem? {
        guard let dict = object as? [String: Any], let vars = dict["vars"] as? Int,
            let rawOps = dict["ops"] as? [[Any]]
        else { return nil }
        var ops: [SystemOp] = []
        for raw in rawOps {
            guard let kind = raw.first as? String else { return nil }
            switch kind {
            case "add":
                guard raw.count == 6, let id = raw[1] as? Int, let terms = raw[2] as? [[Any]],
                    let r = raw[4] as? String
                else { return nil }
                let relation: Relation =
                    r == "eq" ? .equal : r == "le" ? .lessThanOrEqual : .greaterThanOrEqual
                ops.append(
                    .add(
                        id: id, terms: terms.map { (($0[0] as? Int) ?? 0, number($0[1])) },
                        constant: number(raw[3]),
                        relation: relation, strength: number(raw[5])))
            case "remove": ops.append(.remove(id: raw[1] as? Int ?? -1))
            case "edit": ops.append(.edit(variable: raw[1] as? Int ?? 0, strength: number(raw[2])))
            case "unedit": ops.append(.unedit(variable: raw[1] as? Int ?? 0))
            case "suggest": ops.append(.suggest(variable: raw[1] as? Int ?? 0, value: number(raw[2])))
            default: return nil
            }
        }
        return ConstraintSystem(vars: vars, ops: ops)
    }

    static func parseResults(_ object: Any) -> [StepResult]? {
        guard let steps = object as? [[Any]] else { return nil }
        var out: [StepResult] = []
        for step in steps {
            guard step.count == 2, let status = step[0] as? String, let values = step[1] as? [Any] else {
                return nil
            }
            out.append(StepResult(status: status, values: values.map(number)))
        }
        return out
    }

    // MARK: Running ours

    static func status(_ error: SolverError) -> String {
        switch error {
        case .unsatisfiableConstraint: "unsatisfiable"
        case .duplicateConstraint: "duplicate"
        case .unknownConstraint: "unknown"
        case .duplicateEditVariable: "duplicate_edit"
        case .unknownEditVariable: "unknown_edit"
        case .badRequiredStrength: "bad_required"
        case .nonFiniteConstraint, .nonFiniteSuggestion: "non_finite"
        case .numericalFailure, .numericalFailureOfSuggestion: "numerical_failure"
        }
    }

    static func runOurs(_ system: ConstraintSystem) -> [StepResult] {
        var unused: [String] = []
        var tally = (adds: 0, fallbacks: 0)
        return runOurs(system, checkInvariants: false, invariantFailures: &unused, dualTally: &tally)
    }

    /// The steps after which `runOurs` prints the solver's `dump()` to standard error, from
    /// `PANELKIT_SOLVER_STRESS_DUMP` ("66,67"): to look inside a system the stress check flags (run
    /// `StressDriverTests` on it directly; `solver_stress.py --only N --dump` prints it).
    static let dumpSteps: Set<Int> = {
        let list = ProcessInfo.processInfo.environment["PANELKIT_SOLVER_STRESS_DUMP"] ?? ""
        return Set(list.split(separator: ",").compactMap { Int($0) })
    }()

    /// Whether `runOurs` prints a line per step to standard error (`PANELKIT_SOLVER_STRESS_TRACE=1`):
    /// the step, its status, its time, and whether it took the exact path or left the solver in exact
    /// mode (to find the slow steps of a system the stress check names).
    static let traceSteps = ProcessInfo.processInfo.environment["PANELKIT_SOLVER_STRESS_TRACE"] == "1"

    /// Runs the system on our solver; with `checkInvariants`, records tableau invariant violations.
    /// `dualTally` grows by the inequalities added through the dual simplex and the dual attempts undone.
    /// Without `explainsConflicts`, conflict sets are the solver's proofs, not shrunk to minimal ones.
    /// `configure` sees the solver before the first step, `finished` after the last.
    static func runOurs(
        _ system: ConstraintSystem, checkInvariants: Bool, invariantFailures: inout [String],
        dualTally: inout (adds: Int, fallbacks: Int), explainsConflicts: Bool = true,
        configure: (Solver) -> Void = { _ in }, finished: (Solver) -> Void = { _ in }
    ) -> [StepResult] {
        let variables = (0..<system.vars).map { Variable("v\($0)") }
        let solver = Solver(explainsConflicts: explainsConflicts)
        configure(solver)
        var instances: [Int: Constraint] = [:]
        var idOf: [ObjectIdentifier: Int] = [:]
        var results: [StepResult] = []
        for op in system.ops {
            var status = "ok"
            var conflicts: [Int]? = nil
            let began = ContinuousClock.now
            let exactBefore = solver.exactSolves
            do {
                switch op {
                case .add(let id, let terms, let constant, let relation, let strength):
                    let constraint =
                        instances[id]
                        ?? Constraint(
                            LinearExpression(
                                terms.map { Term(variables[$0.0], coefficient: $0.1) }, constant: constant),
                            relation, strength: Strength(value: strength), label: "c\(id)")
                    instances[id] = constraint
                    idOf[ObjectIdentifier(constraint)] = id
                    try solver.add(constraint)
                case .remove(let id):
                    try solver.remove(instances[id] ?? Constraint(LinearExpression(constant: 0), .equal))
                case .edit(let v, let strength):
                    try solver.addEditVariable(variables[v], strength: Strength(value: strength))
                case .unedit(let v):
                    try solver.removeEditVariable(variables[v])
                case .suggest(let v, let value):
                    try solver.suggestValue(value, for: variables[v])
                }
            } catch {
                status = Differential.status(error)
                if case .unsatisfiableConstraint(_, let named) = error {
                    conflicts = named.map { idOf[ObjectIdentifier($0)] ?? -1 }
                }
            }
            solver.updateVariables()
            if traceSteps {
                let text =
                    "step \(results.count) \(json(op)): \(status), \(ContinuousClock.now - began), "
                    + "exact solves \(solver.exactSolves - exactBefore), exact mode \(solver.exactValues != nil)\n"
                FileHandle.standardError.write(Data(text.utf8))
            }
            if dumpSteps.contains(results.count) {
                let text = "step \(results.count) \(json(op)): \(status)\n\(solver.dump())\n"
                FileHandle.standardError.write(Data(text.utf8))
            }
            if checkInvariants {
                for violation in solver.tableau.invariantViolations() {
                    invariantFailures.append("step \(results.count) \(json(op)): \(violation)")
                }
            }
            results.append(StepResult(status: status, values: variables.map(\.value), conflicts: conflicts))
        }
        dualTally.adds += solver.tableau.dualAdds
        dualTally.fallbacks += solver.tableau.dualFallbacks
        finished(solver)
        return results
    }

    // MARK: Conflict checks

    /// Systems that check a conflict set with the oracle: the set plus the failing constraint must be
    /// unsatisfiable (the last op's status), and each set minus one member satisfiable.
    static func conflictChecks(_ system: ConstraintSystem, ours: [StepResult]) -> [(ConstraintSystem, Bool)] {
        var checks: [(ConstraintSystem, Bool)] = []
        for (n, step) in ours.enumerated() {
            guard let conflicts = step.conflicts, case .add(let failing, _, _, _, _) = system.ops[n] else {
                continue
            }
            let adds = ([failing] + conflicts).compactMap { findAdd($0, system.ops) }
            guard adds.count == conflicts.count + 1 else { continue }
            let failingAdd = adds[0]
            let set = Array(adds.dropFirst())
            checks.append((ConstraintSystem(vars: system.vars, ops: set + [failingAdd]), true))
            for i in set.indices {
                var smaller = set
                smaller.remove(at: i)
                checks.append((ConstraintSystem(vars: system.vars, ops: smaller + [failingAdd]), false))
            }
        }
        return checks
    }

    // MARK: Comparing

    /// The live constraints after each step, as (terms, constant, relation, strength), edits included.
    struct LiveConstraint {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation
        var strength: Double

        func violation(_ values: [Double]) -> Double {
            var v = constant
            for (i, c) in terms { v += c * values[i] }
            switch relation {
            case .equal: return abs(v)
            case .lessThanOrEqual: return max(0, v)
            case .greaterThanOrEqual: return max(0, -v)
            }
        }
    }

    /// The required constraints our steps leave broken by more than `tolerance` of their magnitude
    /// (the constant plus every term at its value), as "step n: c<id> by <violation>".
    static func requiredBreaks(_ system: ConstraintSystem, _ steps: [StepResult], tolerance: Double)
        -> [String]
    {
        var adds: [Int: LiveConstraint] = [:]
        var live: [Int: LiveConstraint] = [:]
        var breaks: [String] = []
        for (n, op) in system.ops.enumerated() where n < steps.count {
            let ok = steps[n].status == "ok"
            switch op {
            case .add(let id, let terms, let constant, let relation, let strength):
                if adds[id] == nil {
                    adds[id] = LiveConstraint(
                        terms: terms, constant: constant, relation: relation, strength: strength)
                }
                if ok { live[id] = adds[id] }
            case .remove(let id): if ok { live[id] = nil }
            case .edit, .unedit, .suggest: break
            }
            let values = steps[n].values
            for (id, c) in live.sorted(by: { $0.key < $1.key }) where c.strength >= requiredWeight {
                let magnitude = c.terms.reduce(abs(c.constant)) { $0 + abs($1.1 * values[$1.0]) }
                let violation = c.violation(values)
                if violation > tolerance * max(1, magnitude) {
                    breaks.append("step \(n): c\(id) by \(violation)")
                }
            }
        }
        return breaks
    }

    struct Tally {
        var steps = 0
        var exact = 0
        var tied = 0
        var better = 0
        var kiwiCrashes = 0
        var kiwiInfeasible = 0
        var statuses: [String: Int] = [:]
        var failures: [String] = []
    }

    /// Compares our steps with kiwi's; records the first mismatch of a system in `tally.failures`.
    static func compare(
        _ system: ConstraintSystem, ours: [StepResult], kiwi: [StepResult], label: String, tally: inout Tally
    ) {
        guard ours.count == kiwi.count else {
            tally.failures.append("\(label): \(ours.count) steps vs kiwi \(kiwi.count)")
            return
        }
        var adds: [Int: LiveConstraint] = [:]
        var live: [Int: LiveConstraint] = [:]
        var edits: [Int: (strength: Double, target: Double)] = [:]
        for (n, op) in system.ops.enumerated() {
            if kiwi[n].status == "kiwi_crash" {
                // kiwi aborted even on a freshly built solver: nothing to compare from here on.
                tally.kiwiCrashes += 1
                return
            }
            let ok = kiwi[n].status == "ok"
            switch op {
            case .add(let id, let terms, let constant, let relation, let strength):
                let c = LiveConstraint(
                    terms: terms, constant: constant, relation: relation, strength: strength)
                if adds[id] == nil { adds[id] = c }
                if ok { live[id] = adds[id] }
            case .remove(let id): if ok { live[id] = nil }
            case .edit(let v, let strength): if ok { edits[v] = (strength, 0) }
            case .unedit(let v): if ok { edits[v] = nil }
            case .suggest(let v, let value): if ok { edits[v]?.target = value }
            }
            tally.steps += 1
            tally.statuses[kiwi[n].status, default: 0] += 1
            if ours[n].status != kiwi[n].status {
                tally.failures.append(
                    "\(label) step \(n) \(json(op)): status \(ours[n].status) vs kiwi \(kiwi[n].status)")
                return
            }
            let a = ours[n].values
            let b = kiwi[n].values
            // Our required constraints must hold at every step, whatever kiwi says.
            var all = Array(live.values)
            for (v, edit) in edits {
                all.append(
                    LiveConstraint(
                        terms: [(v, 1)], constant: -edit.target, relation: .equal, strength: edit.strength))
            }
            var errorOurs = 0.0
            var errorKiwi = 0.0
            var kiwiFeasible = true
            var noise = 0.0
            for c in all {
                let scale = max(
                    1, abs(c.constant) + c.terms.reduce(0) { $0 + abs($1.1) * max(1, abs(a[$1.0])) })
                if c.strength >= requiredWeight {
                    if c.violation(a) > 1e-6 * scale {
                        tally.failures.append(
                            "\(label) step \(n) \(json(op)): required constraint violated by \(c.violation(a)); ours \(a) kiwi \(b)"
                        )
                        return
                    }
                    let kiwiScale = max(
                        1, abs(c.constant) + c.terms.reduce(0) { $0 + abs($1.1) * max(1, abs(b[$1.0])) })
                    if c.violation(b) > 1e-6 * kiwiScale { kiwiFeasible = false }
                } else {
                    // Rounding in the values (about 1e-12 relative) is weighted too.
                    noise += c.strength * 1e-9 * scale
                    errorOurs += c.strength * c.violation(a)
                    errorKiwi += c.strength * c.violation(b)
                }
            }
            if zip(a, b).allSatisfy({ abs($0 - $1) <= 1e-6 * max(1, abs($1)) }) {
                tally.exact += 1
                continue
            }
            if !kiwiFeasible {
                // kiwi broke a required constraint (a redundant equality after its twin's removal):
                // its answer is no reference; ours was checked above.
                tally.kiwiInfeasible += 1
                continue
            }
            let tolerance = 1e-6 * max(1, abs(errorKiwi)) + noise
            if errorOurs > errorKiwi + tolerance {
                tally.failures.append(
                    "\(label) step \(n) \(json(op)): weighted error \(errorOurs) vs kiwi \(errorKiwi); ours \(a) kiwi \(b)"
                )
                return
            }
            if errorOurs < errorKiwi - tolerance { tally.better += 1 } else { tally.tied += 1 }
        }
    }
}
