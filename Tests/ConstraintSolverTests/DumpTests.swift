import Testing

@testable import ConstraintSolver

/// `Solver.dump()`: constraints, edit variables with strengths and suggestions, and the tableau.
@Suite struct DumpTests {
    @Test func dumpShowsConstraintsEditsAndTableau() throws {
        let left = Variable("left")
        let width = Variable("width")
        let container = Variable("container")
        let solver = Solver()
        try solver.add(left == 2)
        try solver.add((width >= 10).withLabel("wide enough"))
        try solver.add((width == 60).withStrength(.weak))
        try solver.add(left + width <= container)
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(40, for: container)
        let text = solver.dump()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "Constraints (4):")
        #expect(lines.contains("  left == 2"))
        #expect(lines.contains("  width >= 10  \"wide enough\""))
        #expect(lines.contains("  width == 60 (weak)"))
        #expect(lines.contains("  left + width - container <= 0"))
        #expect(lines.contains("Edit variables (1):"))
        #expect(lines.contains("  container: strong, suggested 40"))
        #expect(lines.contains { $0.hasPrefix("Rows (") })
        #expect(lines.contains { $0.hasPrefix("Definitions (") })
        #expect(lines.contains { $0.hasPrefix("Objective: ") })
        // Every row names its basic symbol; user variables by name, the solver's own by kind and id.
        let rows = lines.drop { !$0.hasPrefix("Rows (") }.dropFirst().prefix { $0.hasPrefix("  ") }
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0.contains(" = ") })
        #expect(text.contains("width") && text.contains("container"))
        // The dump reads the state without changing it.
        #expect(solver.dump() == text)
        #expect(solver.tableau.invariantViolations().isEmpty)
    }
}
