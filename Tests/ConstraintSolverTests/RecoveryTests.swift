import Testing

@testable import ConstraintSolver

/// The fallback behind every add, removal and suggestion that pivots: when the solution an
/// operation leaves breaks a required constraint it touched, the solver rebuilds its tableau from the
/// stored constraints; when even that fails, it refuses the call and is as it was. The tableau is
/// corrupted by hand here (what rounding did before the fixes), so the fallback is exercised directly.
@Suite struct RecoveryTests {
    /// `x >= 10` required and `x == 0` weak (x is 10), then x's row corrupted so that the tableau
    /// believes x is 5 at the optimum: a required constraint broken that the tableau cannot see.
    static func corruptedSolver() throws -> (Solver, Variable, Constraint) {
        let x = Variable("x")
        let solver = Solver()
        let floor = (x >= 10).withLabel("x >= 10")
        try solver.add(floor)
        try solver.add((x == 0).withStrength(.weak))
        let slot = try #require(
            solver.symbolOfVariable[ObjectIdentifier(x)].map { solver.tableau.rowOf[Int($0)] })
        try #require(slot >= 0)
        solver.tableau.rows[Int(slot)].constant -= 5
        try #require(solver.tableau.invariantViolations().isEmpty)
        return (solver, x, floor)
    }

    @Test func brokenRequiredConstraintTriggersARebuild() throws {
        let (solver, x, _) = try Self.corruptedSolver()
        // The new row makes x's row pivot (the dual simplex moves x to 7): x >= 10 is touched and
        // found broken, so the system is solved again from the constraints.
        try solver.add(x >= 7)
        #expect(solver.rebuilds == 1)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(solver.requiredViolations(tolerance: requiredTolerance).isEmpty)
        #expect(solver.tableau.invariantViolations().isEmpty)
        // The rebuilt solver goes on working: edits, removals, more adds.
        try solver.addEditVariable(x, strength: Strength.strong)
        try solver.suggestValue(42, for: x)
        solver.updateVariables()
        #expect(x.value == 42)
    }

    @Test func refusesWhenTheRebuildFailsTooAndIsAsBefore() throws {
        let (solver, x, floor) = try Self.corruptedSolver()
        // Beyond the exact path's bound (here: any system), the tableau's failure is the answer.
        solver.exactLimit = 0
        let added = (x >= 7).withLabel("x >= 7")
        // Every rebuilt solver that holds the new constraint comes out broken as well.
        solver.rebuildHook = { (fresh: Solver) in
            guard fresh.contains(added), let symbol = fresh.symbolOfVariable[ObjectIdentifier(x)] else {
                return
            }
            let slot = fresh.tableau.rowOf[Int(symbol)]
            if slot >= 0 { fresh.tableau.rows[Int(slot)].constant -= 5 }
        }
        do throws(SolverError) {
            try solver.add(added)
            Issue.record("the add was accepted")
        } catch {
            guard case .numericalFailure(let constraint) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(constraint === added)
            #expect("\(error)".contains("the solver is as it was"))
        }
        #expect(solver.rebuilds == 1)
        #expect(!solver.contains(added))
        #expect(solver.contains(floor))
        solver.updateVariables()
        // As before the call, and sound: the state before it, solved from scratch.
        #expect(x.value == 10)
        #expect(solver.requiredViolations(tolerance: requiredTolerance).isEmpty)
    }

    /// `x <= 30` required, `x` an edit variable at 20, its row corrupted by 5 (the tableau believes
    /// x is 25); a suggestion of 40 crosses the cap, so the dual simplex pivots (leaving x at 35,
    /// over the cap) and the check looks.
    static func corruptedEdit() throws -> (Solver, Variable) {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x <= 30).withLabel("x <= 30"))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(20, for: x)
        let slot = try #require(
            solver.symbolOfVariable[ObjectIdentifier(x)].map { solver.tableau.rowOf[Int($0)] })
        try #require(slot >= 0)
        solver.tableau.rows[Int(slot)].constant += 5
        return (solver, x)
    }

    /// A rebuild hook that corrupts `x`'s row by 5 in every rebuilt solver whose suggestion for `x`
    /// is `value`.
    static func corruptingRebuilds(suggesting value: Double, for x: Variable) -> (Solver) -> Void {
        { (fresh: Solver) in
            guard let edit = fresh.edits[ObjectIdentifier(x)], edit.constant == value,
                let symbol = fresh.symbolOfVariable[ObjectIdentifier(x)]
            else { return }
            let slot = fresh.tableau.rowOf[Int(symbol)]
            if slot >= 0 { fresh.tableau.rows[Int(slot)].constant += 5 }
        }
    }

    @Test func suggestionThatPivotsIntoABrokenRowTriggersARebuild() throws {
        let (solver, x) = try Self.corruptedEdit()
        try solver.suggestValue(40, for: x)
        #expect(solver.rebuilds == 1)
        solver.updateVariables()
        #expect(x.value == 30)
        #expect(solver.requiredViolations(tolerance: requiredTolerance).isEmpty)
        // Back under the cap the suggestion is followed again.
        try solver.suggestValue(12, for: x)
        solver.updateVariables()
        #expect(x.value == 12)
    }

    @Test func suggestionIsRefusedWhenTheRebuildFailsTooAndThePreviousStands() throws {
        let (solver, x) = try Self.corruptedEdit()
        // Beyond the exact path's bound (here: any system), the tableau's failure is the answer.
        solver.exactLimit = 0
        // Every rebuilt solver with the new suggestion comes out broken as well.
        solver.rebuildHook = Self.corruptingRebuilds(suggesting: 40, for: x)
        do throws(SolverError) {
            try solver.suggestValue(40, for: x)
            Issue.record("the suggestion was accepted")
        } catch {
            guard case .numericalFailureOfSuggestion(let variable, let value) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(variable === x && value == 40)
            #expect("\(error)".contains("the previous suggestion stands"))
        }
        #expect(solver.rebuilds == 1)
        solver.updateVariables()
        // The previous suggestion, solved from scratch.
        #expect(x.value == 20)
        #expect(solver.requiredViolations(tolerance: requiredTolerance).isEmpty)
    }

    @Test func checkReadsTheRightTermsAfterRemovalsCompactThem() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x >= 10).withLabel("x >= 10"))
        let others = (0..<600).map { Variable("y\($0)") }
        var added: [Constraint] = []
        for (i, y) in others.enumerated() {
            let c = y - x <= Double(i)
            try solver.add(c)
            added.append(c)
        }
        for c in added.dropLast(10) { try solver.remove(c) }
        // 590 removed constraints of 2 terms: most of their terms were dropped from the check's
        // arrays (compacted when the dead ones were over 1,024 and half of them).
        let check = solver.tableau.check
        #expect(check.termSymbols.count < 1 + 600 * 2)
        #expect(check.termSymbols.count - check.deadTerms == 1 + 10 * 2)
        try solver.add((x == 0).withStrength(.weak))
        let slot = try #require(
            solver.symbolOfVariable[ObjectIdentifier(x)].map { solver.tableau.rowOf[Int($0)] })
        try #require(slot >= 0)
        solver.tableau.rows[Int(slot)].constant -= 5
        try solver.add(x >= 7)
        #expect(solver.rebuilds == 1)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func soundOperationsNeverRebuild() throws {
        let solver = Solver()
        let xs = (0..<20).map { Variable("x\($0)") }
        for i in 1..<20 {
            try solver.add(xs[i] >= xs[i - 1] + 1.5)
            try solver.add((xs[i] == 0.3 * Double(i)).withStrength(.weak))
        }
        try solver.add(xs[0] == 0)
        let cap = xs[19] <= 40
        try solver.add(cap)
        try solver.remove(cap)
        #expect(solver.rebuilds == 0)
    }
}
