import Testing

@testable import ConstraintSolver

/// Inequalities that the current solution violates are added with the dual simplex: these tests check
/// the optimum it reaches, and that a failed attempt is undone before the conflict is reported.
@Suite struct DualAddTests {
    /// One row of the layout engine's squeezed screen: boxes that prefer 10 columns (weak), need at
    /// least 1, follow each other with a gap of 1, and must end inside a screen of strong width 40.
    @Test func squeezedRowShrinksPreferencesToFit() throws {
        let n = 5
        let screen = Variable("screen")
        let lefts = (0..<n).map { Variable("left\($0)") }
        let widths = (0..<n).map { Variable("width\($0)") }
        let solver = Solver()
        try solver.addEditVariable(screen, strength: Strength(value: 1e9))
        try solver.suggestValue(40, for: screen)
        for i in 0..<n {
            try solver.add(widths[i] >= 0)
            try solver.add(i == 0 ? lefts[0] == 1 : lefts[i] == lefts[i - 1] + widths[i - 1] + 1)
            try solver.add(widths[i] >= 1)
            try solver.add((widths[i] == 10).withStrength(.weak))
        }
        let before = solver.tableau.dualAdds
        try solver.add(lefts[n - 1] + widths[n - 1] <= screen - 1)
        #expect(solver.tableau.dualAdds == before + 1)
        #expect(solver.tableau.invariantViolations().isEmpty)
        solver.updateVariables()
        // 40 columns hold a leading gap of 1, four gaps of 1 and a trailing gap of 1: 34 for the widths,
        // so the weak preferences (50 in all) give up 16 columns between them, none below 1.
        #expect(screen.value == 40)
        let total = widths.reduce(0) { $0 + $1.value }
        #expect(abs(total - 34) < 1e-9)
        #expect(widths.allSatisfy { $0.value >= 1 - 1e-9 && $0.value <= 10 + 1e-9 })
        #expect(abs(widths.reduce(0) { $0 + abs($1.value - 10) } - 16) < 1e-9)
        #expect(abs(lefts[n - 1].value + widths[n - 1].value - 39) < 1e-9)

        // A wider screen gives the columns back.
        try solver.suggestValue(100, for: screen)
        solver.updateVariables()
        #expect(widths.allSatisfy { abs($0.value - 10) < 1e-9 })
    }

    /// `x + y <= 5` contradicts `x >= 10` and `y >= 0`: the dual simplex gives up, whatever pivots it
    /// made are undone, and the primal method reports the conflict.
    @Test func failedDualAttemptIsUndone() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let xAtLeast10 = (x >= 10).withLabel("x >= 10")
        let yNonNegative = (y >= 0).withLabel("y >= 0")
        try solver.add(xAtLeast10)
        try solver.add(yNonNegative)
        try solver.add((x == 20).withStrength(.weak))
        try solver.add((y == 30).withStrength(.weak))
        let fallbacks = solver.tableau.dualFallbacks
        do {
            try solver.add((x + y <= 5).withLabel("x + y <= 5"))
            Issue.record("no error")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicts) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(conflicts.map(\.description) == ["x >= 10", "y >= 0"])
        }
        #expect(solver.tableau.dualFallbacks == fallbacks + 1)
        #expect(solver.tableau.invariantViolations().isEmpty)
        solver.updateVariables()
        #expect(abs(x.value - 20) < 1e-9)
        #expect(abs(y.value - 30) < 1e-9)

        // The solver goes on as if the failed add had not happened.
        try solver.add(x + y <= 35)
        #expect(solver.tableau.invariantViolations().isEmpty)
        solver.updateVariables()
        #expect(abs(x.value + y.value - 35) < 1e-9)
        #expect(x.value >= 10 - 1e-9 && y.value >= -1e-9)
    }
}
