import Testing

@testable import ConstraintSolver

/// The exact path: a refusal only when exact arithmetic agrees, and the exact answer when the
/// tableau's fails its check (the reproducers of the differential run against kiwisolver).
@Suite struct ExactPathTests {
    /// The constraints, added in order; `nil` where an add threw (with the error).
    static func build(_ lines: [String], variables: Int) -> (
        Solver, ConstraintText, [Constraint], [SolverError?]
    ) {
        let text = ConstraintText(variables: variables)
        let solver = Solver()
        var constraints: [Constraint] = []
        var errors: [SolverError?] = []
        for line in lines {
            guard let constraint = text.parse(line) else {
                Issue.record("unparsed: \(line)")
                continue
            }
            constraints.append(constraint)
            do {
                try solver.add(constraint)
                errors.append(nil)
            } catch {
                errors.append(error)
            }
        }
        return (solver, text, constraints, errors)
    }

    /// How far each live required constraint is from holding, relative to its magnitude.
    static func worstRequiredBreak(_ solver: Solver) -> Double {
        solver.updateVariables()
        var worst = 0.0
        for case let record? in solver.records where record.constraint.strength.isRequired {
            let expression = record.constraint.expression
            var magnitude = abs(expression.constant)
            for term in expression.terms { magnitude += abs(term.coefficient * term.variable.value) }
            let violation = record.constraint.relation.violation(of: expression.value)
            worst = max(worst, violation / max(1, magnitude))
        }
        return worst
    }

    /// A removal after suggestions is checked against the weighted error the rows claim: a
    /// suggestion moves the rows' constants but not the objective's running constant, and the check
    /// that compared with that constant sent such removals to an exact solve (834 of 1,329 removals
    /// and refusals in 174 general systems of the benchmark).
    @Test func removalAfterSuggestionsNeedsNoExactSolve() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.add((y == 30).withStrength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(80, for: x)
        try solver.suggestValue(75, for: x)
        let cap = x <= 500
        try solver.add(cap)
        try solver.remove(cap)
        #expect(solver.exactSolves == 0)
        solver.updateVariables()
        #expect(x.value == 75)
        #expect(y.value == 25)
    }

    /// A weak add refused as a numerical failure (12 variables): a weak constraint can never make a
    /// system infeasible.
    @Test func weakAddIsNeverRefused() throws {
        let lines = [
            "-3*x4 + 36 == 0.5*x3 + 20 (weak)", "94 >= 10*x3 + x11 + 10*x2", "0.5*x7 - 5*x0 - 10 <= 105",
            "10*x5 - 26.5 >= -16", "5*x7 + 0.25*x4 - 1 >= -238.05 (weak)", "5*x6 - 282.1 <= -x10 + 11 (weak)",
            "0.75*x1 == -3*x8 - 104.6", "-109.9 == -1.5*x2", "-10*x11 - 274.2 <= 1.2*x6",
            "-x10 + 62.8 == -x9 (weak)", "x9 + 30.1 == x8 + 5 (weak)", "299 == -x5 + 5*x1 (weak)",
            "0 == -x3 - 28.75 (weak)",
        ]
        let (solver, text, _, errors) = Self.build(lines, variables: 12)
        for (line, error) in zip(lines, errors) {
            #expect(error == nil, "\(line): \(String(describing: error))")
        }
        #expect(Self.worstRequiredBreak(solver) <= 1e-9)
        // 94 >= 10*x3 + x11 + 10*x2 with x2 = 109.9/1.5 bounds x3; the weak x3 == -28.75 can hold.
        #expect(abs(text.variables[3].value + 28.75) <= 1e-9)
    }

    /// An objective above the optimum after a removal (9 variables): every preference can hold
    /// exactly, so the strong `x8 == 28.5` must (it was off by 8.7e-9). With the optimality check off
    /// (the solver before it) the strong constraint is off again.
    @Test(arguments: [true, false]) func removalReachesTheOptimum(checksOptimality: Bool) throws {
        let lines = [
            "2*x5 + 2*x4 == -44.2 (weak)", "0 == 10*x0 + 43", "5*x0 - 0.1*x7 <= -240.1", "-55 <= -x2 + 5*x3",
            "-3*x5 - 0.1*x8 == x7 + 0.25*x6 + 70.65", "-40 >= 10*x1 + 2.5*x5", "267 == x1 + 5*x2",
            "x3 - x8 + 63.3 == 0 (weak)", "0 == x8 - 28.5 (strong)",
        ]
        let (solver, text, constraints, errors) = Self.build(lines, variables: 9)
        #expect(errors.allSatisfy { $0 == nil })
        solver.checksOptimality = checksOptimality
        try solver.remove(constraints[1])
        solver.updateVariables()
        guard checksOptimality else {
            // Without the check the tableau's answer stands: its objective row claims an optimum
            // that its values miss.
            #expect(abs(text.variables[8].value - 28.5) > 1e-9)
            return
        }
        #expect(abs(text.variables[8].value - 28.5) <= 1e-12)
        for constraint in constraints where constraint !== constraints[1] {
            let violation = constraint.relation.violation(of: constraint.expression.value)
            #expect(violation <= 1e-9 * 1000, "\(constraint): \(violation)")
        }
    }

    /// A refused add that left a required row broken (11 variables): from the sixth add on the rows
    /// must hold, and after the refusal the solver is as it was.
    @Test func refusalLeavesEveryRequiredRowHolding() throws {
        let lines = [
            "4*x5 >= -0.3*x0 + 150.3", "-0.25*x4 + 4*x0 + 5*x7 == -180.875", "0 == x9 - x1 + 71.35 (strong)",
            "0 == 0.3*x2 + 10*x9 + 353.59", "-5*x9 + 4*x1 - 440.75 >= 0",
            "0.2*x10 >= 3*x1 + 2*x2 + x4 + 1.5*x6 - 53.715", "0 >= -0.25*x7 + 5*x8 + 201.5",
            "x3 <= 4*x6 + 18.75", "-58 == 2.5*x7 - 2*x9 + x10", "15.45 >= 1.5*x10",
            "-5*x2 + 0.3*x5 + 583.62 == 0", "x0 + 12 == 12 (weak)", "-1 == x3 - x8 - 77.75 (weak)",
            "-1.5*x8 - 81.5 <= 0",
        ]
        let text = ConstraintText(variables: 11)
        let solver = Solver()
        for line in lines {
            try solver.add(try #require(text.parse(line)))
            #expect(Self.worstRequiredBreak(solver) <= 1e-9, "after \(line)")
        }
        let last = try #require(
            text.parse("0.6*x0 - x9 + 0.75*x7 - 874.1 <= -8*x5 - 1.25*x7 - 0.5*x10 + 15*x8"))
        var program = solver.exactProgram(solver.constraintsInOrder + [last])
        program.variableCount = max(program.variableCount, 11)
        let feasible: Bool
        if case .optimal = program.solve(feasibilityOnly: true) { feasible = true } else { feasible = false }
        do {
            try solver.add(last)
            #expect(feasible, "accepted, but exact arithmetic finds it contradictory")
        } catch {
            #expect(!feasible, "refused, but exact arithmetic finds it feasible: \(error)")
            guard case .unsatisfiableConstraint = error else {
                Issue.record("not an unsatisfiable-constraint refusal: \(error)")
                return
            }
        }
        #expect(Self.worstRequiredBreak(solver) <= 1e-9)
        let row = -5 * text.variables[2].value + 0.3 * text.variables[5].value + 583.62
        #expect(abs(row) <= 1e-9 * 4e4)
    }

    /// The tableau fails its check and so does every rebuild (rows corrupted by hand): within the
    /// bound the exact answer is taken instead of a refusal, and the solver leaves exact mode as soon
    /// as a rebuild agrees again.
    @Test func exactAnswerWhenEveryRebuildFails() throws {
        let (solver, x, floor) = try RecoveryTests.corruptedSolver()
        let added = (x >= 7).withLabel("x >= 7")
        var corrupting = true
        solver.rebuildHook = { (fresh: Solver) in
            guard corrupting, fresh.contains(added), let symbol = fresh.symbolOfVariable[ObjectIdentifier(x)]
            else { return }
            let slot = fresh.tableau.rowOf[Int(symbol)]
            if slot >= 0 { fresh.tableau.rows[Int(slot)].constant -= 5 }
        }
        try solver.add(added)
        #expect(solver.contains(added) && solver.contains(floor))
        #expect(solver.exactValues != nil)
        solver.updateVariables()
        #expect(x.value == 10)
        // The next call rebuilds, the rebuild agrees with the exact answer: the tableau is back.
        corrupting = false
        let preference = (x == 12).withStrength(.medium)
        try solver.add(preference)
        #expect(solver.exactValues == nil)
        solver.updateVariables()
        #expect(x.value == 12)
        #expect(solver.tableau.invariantViolations().isEmpty)
    }

    /// The same for a suggestion: within the bound it stands, with the exact answer (x capped at 30).
    @Test func suggestionStandsWhenEveryRebuildFails() throws {
        let (solver, x) = try RecoveryTests.corruptedEdit()
        solver.rebuildHook = RecoveryTests.corruptingRebuilds(suggesting: 40, for: x)
        try solver.suggestValue(40, for: x)
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.suggestValue(12, for: x)
        solver.updateVariables()
        #expect(x.value == 12)
        #expect(solver.exactValues == nil)
    }

    /// In exact mode an add that holds at the exact answer keeps it; one that does not goes on from
    /// the last exact solve's optimal tableau; neither solves from scratch.
    @Test func addHoldingAtTheExactAnswerNeedsNoSolve() throws {
        let (solver, x, _) = try RecoveryTests.corruptedSolver()
        let added = (x >= 7).withLabel("x >= 7")
        solver.rebuildHook = { (fresh: Solver) in
            guard let symbol = fresh.symbolOfVariable[ObjectIdentifier(x)] else { return }
            let slot = fresh.tableau.rowOf[Int(symbol)]
            if slot >= 0 { fresh.tableau.rows[Int(slot)].constant -= 5 }
        }
        try solver.add(added)
        #expect(solver.exactValues != nil)
        let solves = solver.exactSolves
        let fresh = Variable("fresh")
        fresh.value = 3  // a value from elsewhere: the answer it keeps has 0 for it
        try solver.add((x + fresh <= 50).withLabel("x + fresh <= 50"))
        #expect(solver.exactSolves == solves)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(fresh.value == 0)
        let adds = solver.exactOptimumAdds
        try solver.add((x >= 11).withLabel("x >= 11"))
        #expect(solver.exactSolves == solves)
        #expect(solver.exactOptimumAdds == adds + 1)
        solver.updateVariables()
        #expect(x.value == 11)
    }

    /// A contradiction is still refused, with the conflict named, in exact mode as out of it.
    @Test func contradictionInExactModeIsRefusedAndNamed() throws {
        let (solver, x, floor) = try RecoveryTests.corruptedSolver()
        let added = (x >= 7).withLabel("x >= 7")
        solver.rebuildHook = { (fresh: Solver) in
            guard let symbol = fresh.symbolOfVariable[ObjectIdentifier(x)] else { return }
            let slot = fresh.tableau.rowOf[Int(symbol)]
            if slot >= 0 { fresh.tableau.rows[Int(slot)].constant -= 5 }
        }
        try solver.add(added)
        #expect(solver.exactValues != nil)
        let cap = (x <= 8).withLabel("x <= 8")
        do throws(SolverError) {
            try solver.add(cap)
            Issue.record("a contradiction was accepted")
        } catch {
            guard case .unsatisfiableConstraint(let constraint, let conflicts) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(constraint === cap)
            #expect(conflicts.count == 1 && conflicts[0] === floor)
        }
        #expect(!solver.contains(cap))
        // A weak preference is never refused.
        try solver.add((x == -100).withStrength(.weak))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    /// Layout-shaped systems (a chain of boxes under a container, resized) never take the exact path.
    @Test func layoutShapedSystemsStayOnTheTableau() throws {
        let solver = Solver()
        let container = Variable("container")
        var previous = Variable("start")
        try solver.add(previous == 0)
        for i in 0..<200 {
            let left = Variable("left\(i)")
            let width = Variable("width\(i)")
            try solver.add(left == previous)
            try solver.add(width >= 10)
            try solver.add((width == Double(20 + i % 7)).withStrength(.weak))
            let right = Variable("right\(i)")
            try solver.add(right == left + width)
            previous = right
        }
        try solver.add(previous <= container)
        try solver.addEditVariable(container, strength: .strong)
        for value in stride(from: 2000.0, through: 4000, by: 250) {
            try solver.suggestValue(value, for: container)
            solver.updateVariables()
        }
        #expect(solver.exactSolves == 0)
    }
}
