import Foundation
import Testing

@testable import ConstraintSolver

/// Sequences extracted from the 20,000-system runs of the stress check
/// (`Scripts/oracles/solver_stress.py`) that once went wrong, each reduced to what shows the fault.
@Suite struct StressRegressionTests {
    /// Seed 7, system 16490, steps 0–22: removing the required equality `c4` (its marker pivoted
    /// into the row of `v1`, the only row that held it) left `v1` parametric with a positive objective
    /// coefficient. A user variable is unrestricted, so that is a non-optimal tableau (the invariant
    /// check says "objective holds external symbol"); the optimizer now lets such a variable in,
    /// decreasing.
    @Test func removalLeavesNoUserVariableInTheObjective() throws {
        let system =
            #"{"vars":6,"ops":[["add",0,[[0,-1.0],[2,2.5],[5,-5.0],[1,-1.0]],-38.33,"le",1001001000.0],["add",1,[[0,-0.5],[2,1.25],[5,-2.5],[1,-0.5]],-19.165,"le",1001001000.0],["add",2,[[2,10.0],[0,3.0]],94.0,"le",1000000.0],["suggest",4,455.5],["suggest",4,465.0],["edit",4,1000000.0],["add",3,[[2,5.0],[0,1.5]],47.0,"le",1001001000.0],["add",4,[[4,-1.0],[0,0.25],[2,10.0]],123.0,"eq",1001001000.0],["edit",0,1000000000.0],["add",5,[[4,1.0],[3,-0.5],[0,3.0],[5,1.0]],53.0,"eq",1000.0],["remove",3],["add",6,[[3,2.5],[1,-0.3]],-29.48,"eq",1.0],["remove",6],["edit",0,1.0],["remove",2],["add",7,[[1,2.0],[0,0.1],[2,1.5],[4,-5.0]],-399.0,"eq",1000.0],["edit",0,1000000.0],["suggest",4,90.25],["suggest",4,122.25],["edit",3,1000000000.0],["remove",5],["add",8,[[3,0.25]],168.0,"ge",1000000.0],["remove",4]]}"#
        let object = try JSONSerialization.jsonObject(with: Data(system.utf8))
        let parsed = try #require(Differential.parseSystem(object))
        var invariants: [String] = []
        var tally = (adds: 0, fallbacks: 0)
        let steps = Differential.runOurs(
            parsed, checkInvariants: true, invariantFailures: &invariants, dualTally: &tally)
        #expect(steps.allSatisfy { ["ok", "unknown_edit", "duplicate_edit"].contains($0.status) })
        #expect(invariants.isEmpty, "\(invariants)")
    }

    /// Seed 99, system 11225 (the generator rounding multiples to 6 places): `c4` is a nearly parallel
    /// twin of `c0` (0.082031 for 0.75 × 0.109375 = 0.08203125) whose constant still matches, so the
    /// two meet at x = 0, y = 11.12 and the system is consistent. After elimination the row's only
    /// external coefficient was 3.3e-8 against a marker's 1: below the pivot threshold, and phase one
    /// (whose ratio tests skip it too) refused the constraint.
    @Test func nearlyParallelConsistentTwinIsAccepted() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let solver = Solver()
        let c0 = 0.75 * x - y + 11.12 == 0
        try solver.add(10 * y - z - 17.84 <= 0)
        try solver.add(c0)
        try solver.add(0.046875 * x - 0.0625 * y + 0.695 == 0)
        let twin = 0.082031 * x - 0.109375 * y + 1.21625 == 0
        try solver.add(twin)
        solver.updateVariables()
        #expect(abs(x.value) <= 1e-6)
        #expect(abs(y.value - 11.12) <= 1e-6)
        #expect(10 * y.value - z.value - 17.84 <= 1e-9)
        for constraint in [c0, twin] {
            #expect(abs(constraint.expression.value) <= 1e-9 * 20)
        }
    }
}
