import ConstraintSolver
import Foundation
import Testing

/// A file that imports Foundation next to the solver, as every real program does: Foundation's own
/// `Expression` (Swift 6) must not shadow the solver's types, so the operators type-check without
/// annotations or typealiases.
@Suite struct FoundationImportTests {
    @Test func operatorsTypeCheckNextToFoundation() throws {
        let left = Variable("left")
        let width = Variable("width")
        let container = Variable("container")
        let right = left + width
        let gap = 2 * width - left / 4 + 8
        let solver = Solver()
        try solver.add(left == 2)
        try solver.add(width >= 10)
        try solver.add((width == 60).withStrength(.weak))
        try solver.add(right <= container)
        try solver.add(gap >= 0)
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(40, for: container)
        solver.updateVariables()
        #expect(width.value == 38)
        #expect(right.value == 40)
        let typed: LinearExpression = left * 3 - 1
        #expect(typed.value == 5)
        // Foundation is really in scope here: its types are usable side by side.
        #expect(String(format: "%.1f", width.value) == "38.0")
    }
}
