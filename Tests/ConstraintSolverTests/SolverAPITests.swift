import Testing

@testable import ConstraintSolver

@Suite struct SolverAPITests {
    @Test func requiredEqualitySetsValue() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 10)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func expressionsAndOperators() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.add(x - y == 2)
        try solver.add(2 * x + y * 3 - 1 >= 0)
        solver.updateVariables()
        #expect(abs(x.value - 6) < 1e-9)
        #expect(abs(y.value - 4) < 1e-9)
        #expect((x + y).value == 10)
        #expect((-x + 1).value == -5)
        #expect(((x + y) / 2).value == 5)
    }

    @Test func duplicateTermsAreSummed() {
        let x = Variable("x")
        let c = Constraint(x + x + 1, .equal)
        #expect(c.expression.terms.count == 1)
        #expect(c.expression.terms[0].coefficient == 2)
    }

    @Test func strengthsTradeByWeight() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10).withStrength(.weak))
        try solver.add((x == 20).withStrength(.medium))
        solver.updateVariables()
        #expect(x.value == 20)
        let strong = (x == 30).withStrength(.strong)
        try solver.add(strong)
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.remove(strong)
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func composedStrength() {
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength(strong: 1, medium: 2, weak: 3).value == 1_002_003)
        #expect(Strength(strong: 5000, medium: 0, weak: 0).value == 1_000_000_000)
        #expect(Strength(strong: 1, medium: 0, weak: 0, scale: 2).value == 2_000_000)
        #expect(Strength(value: 2e9).isRequired)
        #expect(Strength(value: .nan).value == 0)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect(!Strength.strong.isRequired)
    }

    @Test func inequalities() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add(x <= 20)
        try solver.add((x == 0).withStrength(.weak))
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.add((x == 100).withStrength(.medium))
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func containsAddRemove() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x >= 1
        #expect(!solver.contains(c))
        try solver.add(c)
        #expect(solver.contains(c))
        try solver.remove(c)
        #expect(!solver.contains(c))
    }

    @Test func duplicateConstraintThrows() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x >= 1
        try solver.add(c)
        #expect(throws: SolverError.self) { try solver.add(c) }
        do {
            try solver.add(c)
        } catch {
            guard case .duplicateConstraint(let d) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(d === c)
        }
    }

    @Test func unknownConstraintThrows() {
        let x = Variable("x")
        let solver = Solver()
        let c = x >= 1
        do {
            try solver.remove(c)
            Issue.record("no error")
        } catch {
            guard case .unknownConstraint(let d) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(d === c)
        }
    }

    @Test func editVariables() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(x <= 100)
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        solver.updateVariables()
        #expect(x.value == 0)
        try solver.suggestValue(42, for: x)
        solver.updateVariables()
        #expect(x.value == 42)
        try solver.suggestValue(150, for: x)
        solver.updateVariables()
        #expect(x.value == 100)
        try solver.suggestValue(-5, for: x)
        solver.updateVariables()
        #expect(x.value == 0)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test func editErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        do {
            try solver.addEditVariable(x, strength: .required)
            Issue.record("no error")
        } catch {
            guard case .badRequiredStrength(let v) = error else {
                Issue.record("wrong \(error)")
                return
            }
            #expect(v === x)
        }
        try solver.addEditVariable(x, strength: .medium)
        do {
            try solver.addEditVariable(x, strength: .strong)
            Issue.record("no error")
        } catch {
            guard case .duplicateEditVariable(let v) = error else {
                Issue.record("wrong \(error)")
                return
            }
            #expect(v === x)
        }
        let y = Variable("y")
        do {
            try solver.suggestValue(1, for: y)
            Issue.record("no error")
        } catch {
            guard case .unknownEditVariable(let v) = error else {
                Issue.record("wrong \(error)")
                return
            }
            #expect(v === y)
        }
        do {
            try solver.removeEditVariable(y)
            Issue.record("no error")
        } catch {
            guard case .unknownEditVariable(let v) = error else {
                Issue.record("wrong \(error)")
                return
            }
            #expect(v === y)
        }
        do {
            try solver.suggestValue(.nan, for: x)
            Issue.record("no error")
        } catch {
            guard case .nonFiniteSuggestion(let v, _) = error else {
                Issue.record("wrong \(error)")
                return
            }
            #expect(v === x)
        }
    }

    @Test func nonFiniteConstraintThrows() {
        let x = Variable("x")
        let solver = Solver()
        let c = x * .infinity >= 1
        do {
            try solver.add(c)
            Issue.record("no error")
        } catch {
            guard case .nonFiniteConstraint(let d) = error else {
                Issue.record("wrong \(error)")
                return
            }
            #expect(d === c)
        }
        #expect(!solver.contains(c))
    }

    @Test func resetForgetsEverything() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 5
        try solver.add(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.contains(c))
        #expect(!solver.hasEditVariable(x))
        try solver.add(c)
        try solver.add((x == 7).withStrength(.strong))
        solver.updateVariables()
        #expect(x.value == 5)
    }

    @Test func descriptions() {
        let x = Variable("x")
        let y = Variable("y")
        #expect((x + 8 <= 100).description == "x <= 92")
        #expect(((2 * x - y) == 3).withStrength(.weak).description == "2*x - y == 3 (weak)")
        #expect((x >= 1).withLabel("min x").description == "min x")
        #expect((x * 0.5 + 1).description == "0.5*x + 1")
    }
}

@Suite struct DocumentationExampleTests {
    @Test func articleExample() throws {
        let left = Variable("card.left")
        let width = Variable("card.width")
        let container = Variable("container.width")
        let solver = Solver()
        try solver.add(left == 2)
        try solver.add((width >= 10).withLabel("card is at least 10 wide"))
        try solver.add((width == 60).withStrength(.weak))
        try solver.add((left + width <= container).withLabel("card fits"))
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(40, for: container)
        solver.updateVariables()
        #expect(width.value == 38)
        do {
            try solver.add((width <= 5).withLabel("card is at most 5 wide"))
            Issue.record("no error")
        } catch .unsatisfiableConstraint(_, let conflicts) {
            #expect(conflicts.map(\.description) == ["card is at least 10 wide"])
        } catch {
            Issue.record("wrong error \(error)")
        }
    }
}
