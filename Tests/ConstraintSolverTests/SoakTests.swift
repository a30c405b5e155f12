import Foundation
import Testing

@testable import ConstraintSolver

/// One system of a long stress run that went wrong before the fixes, with the exact referee's answers.
struct SoakCase: CustomStringConvertible {
    var name: String
    var failure: String
    var system: String
    /// Per step: for a required add, whether exact arithmetic finds it consistent with the required
    /// constraints live before it; nil for other steps.
    var feasible: [Bool?]
    /// Per step: the least weighted error of the live constraints (exact), nil when they contradict.
    var optima: [Double?]

    var description: String { "\(name) (\(failure))" }
}

/// The systems on which the long soaks of the stress check (20,000 systems) once failed, replayed
/// step by step and judged as the check judges them: every required constraint holds within
/// `requiredTolerance` of its magnitude, the tableau's invariants hold, a required add is refused
/// exactly when exact arithmetic finds it inconsistent, and the weighted error is the exact optimum
/// (within 1e-9 of the weights times the rows' magnitudes).
@Suite struct SoakTests {
    @Test(arguments: cases)
    func soakSystem(_ soak: SoakCase) throws {
        let object = try JSONSerialization.jsonObject(with: Data(soak.system.utf8))
        let system = try #require(Differential.parseSystem(object))
        var invariants: [String] = []
        var tally = (adds: 0, fallbacks: 0)
        let steps = Differential.runOurs(
            system, checkInvariants: true, invariantFailures: &invariants, dualTally: &tally)
        #expect(invariants.isEmpty, "\(invariants.prefix(2))")
        var adds: [Int: Differential.LiveConstraint] = [:]
        var live: [Int: Differential.LiveConstraint] = [:]
        var edits: [Int: (weight: Double, target: Double)] = [:]
        var editOrder: [Int] = []
        var optima: [String: Double?] = [:]
        for (n, op) in system.ops.enumerated() {
            let step = steps[n]
            let ok = step.status == "ok"
            switch op {
            case .add(let id, let terms, let constant, let relation, let strength):
                if adds[id] == nil {
                    adds[id] = .init(terms: terms, constant: constant, relation: relation, strength: strength)
                }
                if let feasible = soak.feasible[n],
                    step.status == "unsatisfiable" || step.status == "numerical_failure"
                {
                    #expect(!feasible, "step \(n): a consistent required constraint was refused")
                }
                if strength < Differential.requiredWeight {
                    #expect(ok, "step \(n): a non-required constraint was refused (\(step.status))")
                }
                if ok { live[id] = adds[id] }
            case .remove(let id) where ok: live[id] = nil
            case .edit(let v, let strength) where ok:
                edits[v] = (strength, 0)
                editOrder.append(v)
            case .unedit(let v) where ok:
                edits[v] = nil
                editOrder.removeAll { $0 == v }
            case .suggest(let v, let value) where ok: edits[v]?.target = value
            default: break
            }
            let values = step.values
            let constraints =
                Array(live.values)
                + editOrder.compactMap { v in
                    edits[v].map {
                        .init(terms: [(v, 1)], constant: -$0.target, relation: .equal, strength: $0.weight)
                    }
                }
            var bound = 0.0
            var error = 0.0
            for c in constraints {
                let scale = c.terms.reduce(max(1, abs(c.constant))) { $0 + abs($1.1 * values[$1.0]) }
                if c.strength >= Differential.requiredWeight {
                    #expect(
                        c.violation(values) <= requiredTolerance * scale,
                        "step \(n): required \(c.terms) broken")
                } else {
                    error += c.strength * c.violation(values)
                    bound += 1e-9 * c.strength * scale
                }
            }
            // The exact optimum of the live constraints as the statuses reported them (the recorded
            // optima were for the statuses of the solver then: a constraint it refused is now held).
            var program = ExactProgram()
            program.variableCount = system.vars
            program.rows = constraints.map { c in
                ExactProgram.Row(
                    terms: c.terms.map { ($0.0, Rational(decimal: $0.1)!) },
                    constant: Rational(decimal: c.constant)!,
                    relation: c.relation,
                    weight: c.strength >= Differential.requiredWeight ? nil : Rational(decimal: c.strength)!)
            }
            let key = "\(live.keys.sorted()) \(editOrder.map { edits[$0].map { "\($0)" } ?? "" })"
            if optima[key] == nil {
                if case .optimal(_, let optimum) = program.solve() {
                    optima[key] = optimum.doubleValue
                } else {
                    optima[key] = .some(nil)
                }
            }
            let exactOptimum = optima[key] ?? nil
            // nil: the live required constraints contradict in exact arithmetic, by less than rounding
            // (every one holds within the tolerance above; kiwi accepts them as well).
            if let optimum = exactOptimum {
                #expect(
                    error <= optimum + bound,
                    "step \(n): weighted error \(error) above the optimum \(optimum)")
            }
        }
    }
}
