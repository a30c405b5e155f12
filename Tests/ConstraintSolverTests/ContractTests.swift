import Testing

@testable import ConstraintSolver

/// The solver's contract in numbers (the SolvingConstraints article): an accepted state holds every
/// required constraint within 1e-6 (1e-8 of the terms past 100) with every |x| ≤ 1e12; anything else
/// is a refusal naming a minimal conflict, with the solver left as it was.
@Suite struct ContractTests {
    /// Whether the solver's values (as the caller reads them) keep the contract: every required
    /// constraint within its tolerance and every value within `1e12`.
    static func keepsContract(_ solver: Solver) -> Bool {
        solver.updateVariables()
        for variable in solver.variables where !(abs(variable.value) <= Solver.valueBound) { return false }
        for case let record? in solver.records where record.constraint.strength.isRequired {
            let expression = record.constraint.expression
            var magnitude = abs(expression.constant)
            for term in expression.terms { magnitude += abs(term.coefficient * term.variable.value) }
            let violation = record.constraint.relation.violation(of: expression.value)
            if violation > max(1e-6, 1e-8 * magnitude) { return false }
        }
        return true
    }

    /// The values of every variable the solver knows, as the caller reads them.
    static func values(_ solver: Solver) -> [Double] {
        solver.updateVariables()
        return solver.variables.map(\.value)
    }

    /// Whether two readings of the values are the same up to the tableau's rounding (an add that is
    /// undone pivots back, and the values may move in their last bits).
    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
    }

    /// `x1 + 0.3·x0 = −45.975` and `3·x1 + 0.8999999999999999·x0 ≥ −135.925` (`3 * 0.3` in Double):
    /// parallel as written, they meet only at x0 ≈ −2·10^16. Accepted before (exact arithmetic over
    /// unbounded values found that point, and the answer broke both rows); now refused, naming the
    /// first row, with the solver as it was.
    @Test func nearParallelPairFromDecimalArithmeticIsRefused() throws {
        let x0 = Variable("x0")
        let x1 = Variable("x1")
        let solver = Solver()
        let first = -1.0 * x1 - 0.3 * x0 - 45.975 == 0
        try solver.add(first)
        let before = Self.values(solver)
        let second = 3.0 * x1 + (3 * 0.3) * x0 + 135.925 >= 0
        #expect((3 * 0.3) == 0.8999999999999999)
        do {
            try solver.add(second)
            Issue.record("accepted: x0 = \(x0.value), x1 = \(x1.value)")
        } catch .unsatisfiableConstraint(let constraint, let conflicts) {
            #expect(constraint === second)
            #expect(conflicts.count == 1 && conflicts[0] === first)
        } catch {
            Issue.record("wrong error \(error)")
        }
        #expect(!solver.contains(second))
        #expect(Self.same(Self.values(solver), before))
        #expect(Self.keepsContract(solver))
    }

    /// The SolvingConstraints article's example of a refused near-parallel pair, as it prints.
    @Test func articleExampleNamesTheFirstRow() throws {
        let x0 = Variable("x0")
        let x1 = Variable("x1")
        let solver = Solver()
        try solver.add(x1 + 0.3 * x0 + 45.975 == 0)
        do throws(SolverError) {
            try solver.add(3 * x1 + (3 * 0.3) * x0 + 135.925 >= 0)
            Issue.record("accepted")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicts) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(conflicts.map(\.description) == ["x1 + 0.3*x0 == -45.975"])
        }
    }

    /// Four required rows over five variables; the last is infeasible with the others as written
    /// (3 × the third, 0.3 for 3 × 0.1, plus the first and the second give 549.42 ≤ 542.42), but its
    /// 0.3 is `0.1 + 0.2` in Double (0.30000000000000004), so exactly the rows are not parallel and
    /// meet near x2 = 1.75e17. Accepted before, with x2 = 1.75e17, x4 = -3.5e15 and the last row
    /// broken by 8.58.
    @Test func fourRowConflictIsRefusedWithEveryRowNamed() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        let rows = [
            3 * x[1] - 5 * x[3] == -174,
            0 >= -5 * x[0] + 111,
            0 <= -5 * x[4] - 0.1 * x[2] - 117.14,
        ]
        for row in rows { try solver.add(row) }
        let before = Self.values(solver)
        let last = 5 * x[0] + 2.5 * x[3] - 15 * x[4] - (0.1 + 0.2) * x[2] - 542.42 <= 1.5 * x[1]
        #expect(0.1 + 0.2 == 0.30000000000000004)
        do {
            try solver.add(last)
            Issue.record("accepted: \(x.map(\.value))")
        } catch .unsatisfiableConstraint(let constraint, let conflicts) {
            #expect(constraint === last)
            #expect(conflicts.count == 3)
            for row in rows { #expect(conflicts.contains { $0 === row }) }
        } catch {
            Issue.record("wrong error \(error)")
        }
        #expect(!solver.contains(last))
        #expect(Self.same(Self.values(solver), before))
        #expect(Self.keepsContract(solver))
    }

    /// A near-parallel pair that is consistent (the second row is the first times 3, computed in
    /// Double, with the constant computed the same way): accepted, and the answer keeps the contract.
    @Test func consistentNearParallelPairIsAccepted() throws {
        let x0 = Variable("x0")
        let x1 = Variable("x1")
        let solver = Solver()
        try solver.add(x1 + 0.3 * x0 + 45.975 == 0)
        try solver.add(3 * x1 + (3 * 0.3) * x0 + 3 * 45.975 == 0)
        try solver.add((x0 == 10).withStrength(.weak))
        solver.updateVariables()
        #expect(abs(x0.value - 10) <= 1e-6)
        #expect(abs(x1.value + 48.975) <= 1e-6)
        #expect(Self.keepsContract(solver))
    }

    /// A non-required constraint is never refused, even one that asks for a value past the bound:
    /// the values stay within it.
    @Test func weakConstraintFarAwayIsAcceptedWithinTheBound() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 1e15).withStrength(.weak))
        #expect(solver.contains(solver.records.compactMap { $0 }.first!.constraint))
        #expect(Self.keepsContract(solver))
    }

    /// A required constraint that asks for a value past the bound is refused (no answer keeps it
    /// within 1e12), and names itself alone (no other constraint is in the conflict).
    @Test func requiredValuePastTheBoundIsRefused() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 0)
        let far = x == 1e13
        #expect(throws: SolverError.self) { try solver.add(far) }
        #expect(!solver.contains(far))
        #expect(Self.keepsContract(solver))
    }
}
