import Testing

@testable import ConstraintSolver

@Suite struct ExplanationTests {
    func conflicts(_ solver: Solver, _ constraint: Constraint) -> [Constraint]? {
        do {
            try solver.add(constraint)
            return nil
        } catch {
            guard case .unsatisfiableConstraint(let c, let conflicts) = error, c === constraint else {
                return nil
            }
            return conflicts
        }
    }

    @Test func directConflictNamesTheOtherConstraint() throws {
        let x = Variable("x")
        let solver = Solver()
        let first = (x == 10).withLabel("x is 10")
        try solver.add(first)
        let second = (x == 20).withLabel("x is 20")
        let found = try #require(conflicts(solver, second))
        #expect(found.count == 1 && found[0] === first)
        #expect(!solver.contains(second))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func chainOfThreeWithIrrelevantConstraints() throws {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let z = Variable("z")
        let solver = Solver()
        let c1 = (a >= 10).withLabel("a >= 10")
        let noise1 = (z == 3).withLabel("z is 3")
        let c2 = (b == a + 5).withLabel("b = a + 5")
        let noise2 = (z + c <= 1000).withLabel("z + c <= 1000")
        let c3 = (c >= b).withLabel("c >= b")
        let weak = (c == 0).withStrength(.weak)
        for k in [c1, noise1, c2, noise2, c3, weak] { try solver.add(k) }
        let failing = (c <= 12).withLabel("c <= 12")
        let found = try #require(conflicts(solver, failing))
        #expect(Set(found.map { ObjectIdentifier($0) }) == Set([c1, c2, c3].map { ObjectIdentifier($0) }))
        // The solver is unchanged: same solution, the failing constraint not added.
        solver.updateVariables()
        #expect(a.value == 10 && b.value == 15 && c.value == 15 && z.value == 3)
        #expect(!solver.contains(failing))
        // Removing one conflict lets it in.
        try solver.remove(c2)
        try solver.add(failing)
        solver.updateVariables()
        #expect(c.value <= 12 + 1e-9)
    }

    @Test func minimalAmongRedundantProofs() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let a = x >= 10
        let b = y >= x
        let c = y >= 20
        try solver.add(a)
        try solver.add(b)
        try solver.add(c)
        let failing = y <= 5
        let found = try #require(conflicts(solver, failing))
        // Either {c} alone or {a, b} proves it; the minimal answer is a single reason set.
        let ids = Set(found.map { ObjectIdentifier($0) })
        #expect(ids == [ObjectIdentifier(c)] || ids == Set([a, b].map { ObjectIdentifier($0) }))
    }

    @Test func constraintImpossibleAlone() throws {
        let x = Variable("x")
        let solver = Solver()
        let failing = Constraint(x * 0 + 5, .equal)
        let found = try #require(conflicts(solver, failing))
        #expect(found.isEmpty)
        solver.updateVariables()
        #expect(!solver.contains(failing))
    }

    @Test func nonRequiredNeverConflict() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10).withStrength(.strong))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(40, for: x)
        try solver.add(x == 20)
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func failedArtificialAddLeavesValuesAlone() throws {
        // Inequalities force the artificial-variable path; the failure must be rolled back.
        let xs = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        var added: [Constraint] = []
        for i in 0..<5 {
            let c = (xs[i + 1] >= xs[i] + 2).withLabel("gap \(i)")
            added.append(c)
            try solver.add(c)
            try solver.add((xs[i] == Double(i)).withStrength(.weak))
        }
        try solver.add((xs[0] >= 0).withLabel("x0 >= 0"))
        solver.updateVariables()
        let before = xs.map(\.value)
        let failing = (xs[5] <= xs[0] + 9).withLabel("too short")
        let found = try #require(conflicts(solver, failing))
        #expect(Set(found.map { ObjectIdentifier($0) }) == Set(added.map { ObjectIdentifier($0) }))
        solver.updateVariables()
        #expect(xs.map(\.value) == before)
        // And the solver keeps working.
        try solver.add(xs[5] <= xs[0] + 10)
        solver.updateVariables()
        #expect(abs(xs[5].value - xs[0].value - 10) < 1e-9)
    }

    @Test func errorDescriptionUsesLabels() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10).withLabel("x is 10"))
        do {
            try solver.add((x == 20).withLabel("x is 20"))
        } catch {
            #expect(error.description == "unsatisfiable constraint \"x is 20\": conflicts with \"x is 10\"")
        }
    }
}
