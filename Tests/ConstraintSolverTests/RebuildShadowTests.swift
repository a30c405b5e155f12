import Foundation
import Testing

@testable import ConstraintSolver

/// Exact mode keeps the last tableau rebuilt to see whether the mode can end that did not agree with
/// the exact answer (`Solver.rebuildShadow`) and brings it up to date with the calls since, instead
/// of rebuilding from scratch at every look.
@Suite struct RebuildShadowTests {
    /// A general system of the stress generator (`solver_stress.py`'s `general_system`, drawn from
    /// `random.Random("general 2026")`, the 120th: 21 variables, 75 operations) that stays in exact
    /// mode over several calls.
    static let system = """
        {"vars":21,"ops":[["add",0,[[17,2.0]],-4.68,"eq",1.0],["remove",0],["add",1,[[11,-5.0]],228.0,
        "eq",1001001000.0],["add",2,[[18,15.0]],955.0,"le",1.0],["add",3,[[17,-2.0],[7,-0.25],[0,-1.5]],
        195.0,"le",1.0],["suggest",8,-385.5],["add",4,[[10,1.0],[19,8.0],[9,-3.0],[2,1.0],[15,0.25]],
        10.7,"eq",1001001000.0],["suggest",17,575.5],["add",0,[[17,2.0]],-4.68,"eq",1.0],["add",5,[[20,
        15.0],[18,0.5]],-199.0,"eq",1001001000.0],["add",6,[[8,0.5]],214.0,"eq",1001001000.0],["add",7,
        [[17,2.5],[15,0.75],[12,1.0],[11,1.0]],2.53,"eq",1.0],["add",8,[[5,-0.5]],-5.26,"eq",
        1001001000.0],["add",9,[[18,10.0],[19,2.5],[4,-0.5]],906.75,"le",1001001000.0],["suggest",13,
        606.5],["add",10,[[9,-2.0],[11,0.25],[8,8.0]],41.5,"ge",1.0],["edit",8,1000.0],["add",11,[[12,
        2.5]],-76.0,"eq",1.0],["add",12,[[17,-1.0]],-5.08,"ge",1001001000.0],["suggest",8,-177.75],
        ["add",13,[[20,1.0],[10,1.0],[1,15.0]],-44.5,"ge",1000000.0],["add",14,[[19,2.0],[15,-5.0],[4,
        2.5]],137.0,"eq",1000000.0],["add",15,[[6,4.0],[13,-10.0],[18,10.0]],-721.5,"eq",1.0],
        ["suggest",8,-922.25],["add",16,[[20,-1.5],[2,1.0]],-28.0,"ge",1001001000.0],["add",17,[[12,
        -0.5]],-428.75,"eq",1000000.0],["add",18,[[9,0.25],[18,1.0],[11,-1.0]],3.04,"ge",1000000.0],
        ["edit",15,1000.0],["add",19,[[10,1.2],[3,-3.0],[2,-1.0],[19,10.0]],-49.5,"le",1001001000.0],
        ["add",20,[[18,0.3]],39.2,"le",1.0],["add",21,[[17,-3.0]],-81.0,"eq",1000000.0],["add",22,[[8,
        0.5],[7,15.0],[12,0.3]],-339.0,"ge",1001001000.0],["add",23,[[1,-0.25]],-66.0,"ge",
        1001001000.0],["add",24,[[9,10.0],[13,0.3],[16,-1.5],[20,-0.25]],122.0,"le",1000000.0],["add",
        25,[[6,2.0],[5,1.0]],33.1,"le",1001001000.0],["suggest",15,594.25],["add",26,[[13,10.0],[7,
        0.3]],5.44,"eq",1001001000.0],["add",27,[[11,-1.0],[2,-0.5],[19,8.0]],45.4,"ge",1001001000.0],
        ["add",28,[[8,10.0],[9,-1.5],[12,-1.5]],-5.35,"eq",1001001000.0],["add",29,[[1,2.0],[11,5.0]],
        105.0,"eq",1001001000.0],["add",30,[[15,-1.0],[13,-0.5],[17,-3.0],[18,0.75],[3,0.75]],34.7,"le",
        1001001000.0],["remove",28],["edit",5,1000000.0],["add",31,[[11,1.2],[18,-5.0],[7,0.5]],46.0,
        "ge",1001001000.0],["add",32,[[4,1.0],[13,1.0],[7,-3.0],[16,-1.5]],-80.0,"ge",1001001000.0],
        ["add",33,[[11,2.0],[3,1.5]],47.2,"eq",1.0],["add",34,[[10,-0.25],[14,15.0],[20,15.0]],-162.5,
        "eq",1.0],["add",35,[[13,-1.5],[1,1.0]],-5.83,"eq",1.0],["add",36,[[18,8.0],[2,-1.0]],886.25,
        "eq",1001001000.0],["add",37,[[4,0.5],[3,4.0]],-754.5,"ge",1001001000.0],["add",38,[[0,0.5],[7,
        -10.0],[12,-0.5],[18,-2.0],[14,3.0]],-227.0,"eq",1000000.0],["add",39,[[13,15.0],[4,15.0]],
        -246.75,"ge",1001001000.0],["add",40,[[5,4.0],[2,-10.0],[7,-1.5]],18.7,"eq",1.0],["suggest",15,
        -94.0],["add",41,[[13,-1.5],[14,2.0],[3,0.3],[18,-1.5]],33.0,"eq",1001001000.0],["remove",29],
        ["add",42,[[17,-10.0],[1,-1.0]],-1.77,"eq",1001001000.0],["add",28,[[8,10.0],[9,-1.5],[12,
        -1.5]],-5.35,"eq",1001001000.0],["add",43,[[19,5.0],[1,15.0]],-474.5,"ge",1001001000.0],["add",
        44,[[0,8.0]],51.5,"eq",1.0],["add",45,[[5,1.2]],115.0,"eq",1.0],["add",46,[[1,1.2],[12,-3.0],[3,
        -2.0],[7,1.2]],-144.0,"le",1000.0],["add",47,[[17,-0.25]],2.08,"ge",1.0],["add",48,[[15,8.0],[9,
        -2.0]],-5.4,"eq",1001001000.0],["remove",37],["add",49,[[19,1.0],[10,0.5],[9,15.0]],611.75,"ge",
        1001001000.0],["edit",20,1000000.0],["suggest",8,460.0],["edit",12,1000.0],["add",29,[[1,2.0],
        [11,5.0]],105.0,"eq",1001001000.0],["suggest",5,491.0],["add",50,[[4,-1.5],[6,15.0]],82.3,"le",
        1.0],["add",51,[[9,2.5],[19,15.0],[18,2.5],[20,1.0],[1,10.0]],-269.0,"eq",1001001000.0],
        ["suggest",8,-300.75],["remove",20]],"twins":{}}
        """

    /// With the shadow, every step's status is that of rebuilds from scratch, every required
    /// constraint holds, and the weighted error is the same (within 1e-9 of the weights times the
    /// rows' magnitudes, ties between equally good answers allowed).
    @Test func shadowAnswersAsRebuildsFromScratch() throws {
        let object = try JSONSerialization.jsonObject(with: Data(Self.system.utf8))
        let system = try #require(Differential.parseSystem(object))
        var invariants: [String] = []
        var tally = (adds: 0, fallbacks: 0)
        var updates = 0
        let kept = Differential.runOurs(
            system, checkInvariants: true, invariantFailures: &invariants, dualTally: &tally,
            finished: { updates = $0.shadowUpdates })
        #expect(invariants.isEmpty, "\(invariants.prefix(2))")
        #expect(updates > 0, "the system no longer reaches the shadow")
        var freshUpdates = -1
        let fresh = Differential.runOurs(
            system, checkInvariants: false, invariantFailures: &invariants, dualTally: &tally,
            configure: { $0.keepsRebuildShadow = false }, finished: { freshUpdates = $0.shadowUpdates })
        #expect(freshUpdates == 0)
        #expect(kept.map(\.status) == fresh.map(\.status))
        #expect(Differential.requiredBreaks(system, kept, tolerance: 1e-9).isEmpty)
        let keptErrors = Self.weightedErrors(system, kept)
        let freshErrors = Self.weightedErrors(system, fresh)
        for (n, (a, b)) in zip(keptErrors, freshErrors).enumerated() {
            #expect(abs(a.error - b.error) <= 1e-9 * max(1, a.scale, b.scale), "step \(n)")
        }
    }

    /// Per step: Σ strength × violation over the live non-required constraints and the edit
    /// variables' suggestions, and Σ strength × magnitude (the scale of its rounding).
    static func weightedErrors(_ system: ConstraintSystem, _ steps: [StepResult])
        -> [(error: Double, scale: Double)]
    {
        var adds: [Int: Differential.LiveConstraint] = [:]
        var live: [Int: Differential.LiveConstraint] = [:]
        var edits: [Int: (strength: Double, target: Double)] = [:]
        var out: [(error: Double, scale: Double)] = []
        for (n, op) in system.ops.enumerated() {
            let ok = steps[n].status == "ok"
            switch op {
            case .add(let id, let terms, let constant, let relation, let strength):
                if adds[id] == nil {
                    adds[id] = .init(terms: terms, constant: constant, relation: relation, strength: strength)
                }
                if ok { live[id] = adds[id] }
            case .remove(let id): if ok { live[id] = nil }
            case .edit(let v, let strength): if ok { edits[v] = (strength, 0) }
            case .unedit(let v): if ok { edits[v] = nil }
            case .suggest(let v, let value): if ok { edits[v]?.target = value }
            }
            let values = steps[n].values
            var error = 0.0
            var scale = 0.0
            for c in live.values where c.strength < Differential.requiredWeight {
                error += c.strength * c.violation(values)
                scale += c.strength * c.terms.reduce(abs(c.constant)) { $0 + abs($1.1 * values[$1.0]) }
            }
            for (v, edit) in edits {
                error += edit.strength * abs(values[v] - edit.target)
                scale += edit.strength * (abs(values[v]) + abs(edit.target))
            }
            out.append((error, scale))
        }
        return out
    }
}
