import TestSupport
import Testing

@testable import ConstraintSolver

/// `updateVariables()` after suggestions reads only the rows they changed and re-evaluates the
/// definitions from the first one that reads a changed value: it must give exactly what a full read
/// of every variable gives.
@Suite struct UpdateVariablesTests {
    /// A random layout-shaped system: positions defined from earlier positions and sizes (chains and
    /// trees of definitions), sizes with bounds and weak or medium preferences, some positions tied to
    /// edit variables, and required inequalities that the suggestions push against.
    struct System {
        var solver = Solver()
        var positions: [Variable] = []
        var sizes: [Variable] = []
        var edits: [Variable] = []
        var extras: [Constraint] = []
        /// The required equalities that define the positions (checked on the variables' values).
        var definitions: [Constraint] = []

        var all: [Variable] { positions + sizes + edits }

        init(_ rng: inout SplitMix64, boxes: Int) throws {
            positions = (0..<boxes).map { Variable("p\($0)") }
            sizes = (0..<boxes).map { Variable("s\($0)") }
            edits = (0..<3).map { Variable("e\($0)") }
            for e in edits {
                try solver.addEditVariable(
                    e, strength: [Strength.strong, .medium].randomElement(using: &rng)!)
            }
            for i in 0..<boxes {
                if i == 0 {
                    definitions.append(positions[0] == Double(Int.random(in: 0...5, using: &rng)))
                } else {
                    // A position from any earlier one (a tree, mostly a chain) and one to three sizes
                    // (definitions of one to four terms), or from a size alone.
                    let parent = Bool.random(using: &rng) ? i - 1 : Int.random(in: 0..<i, using: &rng)
                    var expression =
                        Int.random(in: 0..<8, using: &rng) == 0
                        ? LinearExpression(constant: 0) : LinearExpression(positions[parent])
                    for _ in 0..<[1, 1, 1, 2, 3].randomElement(using: &rng)! {
                        let scale = [1.0, 1, 0.5, 2].randomElement(using: &rng)!
                        expression = expression + scale * sizes[Int.random(in: 0..<i, using: &rng)]
                    }
                    definitions.append(
                        positions[i] == expression + Double(Int.random(in: 0...8, using: &rng)))
                }
                try solver.add(definitions[i])
                try solver.add(sizes[i] >= Double(Int.random(in: 1...10, using: &rng)))
                let preferred = Double(Int.random(in: 10...60, using: &rng))
                try solver.add(
                    (sizes[i] == preferred).withStrength(Bool.random(using: &rng) ? .weak : .medium))
            }
            // Each edit variable pulls on the end of some box.
            for e in edits {
                let i = Int.random(in: boxes / 2..<boxes, using: &rng)
                try solver.add(positions[i] + sizes[i] <= e)
                try solver.add((positions[i] + sizes[i] == e).withStrength(.strong))
            }
        }
    }

    /// The variables' values, bit for bit.
    static func bits(_ variables: [Variable]) -> [UInt64] { variables.map(\.value.bitPattern) }

    /// After every suggestion, the selective update equals a full one bit for bit, and the required
    /// constraints hold; adds and removals in between (which recompile the definitions) keep it so.
    @Test func selectiveUpdateEqualsAFullOne() throws {
        var rng = SplitMix64(seed: 0x5E1E_C71E)
        var compared = 0
        var partial = 0
        for round in 0..<12 {
            var system = try System(&rng, boxes: 20 + 15 * round)
            let solver = system.solver
            solver.updateVariables()
            for step in 0..<120 {
                let e = system.edits.randomElement(using: &rng)!
                try solver.suggestValue(Double(Int.random(in: 0...4000, using: &rng)) / 4, for: e)
                let first = firstStepAfterSuggestions(solver)
                if first > 0 && first < solver.program.steps.count { partial += 1 }
                solver.updateVariables()
                let selective = Self.bits(system.all)
                solver.needsFullUpdate = true
                solver.updateVariables()
                #expect(selective == Self.bits(system.all), "round \(round) step \(step)")
                #expect(solver.requiredViolations(tolerance: 1e-9).isEmpty)
                // Independently of the solver's own evaluation: every definition holds on the values.
                for c in system.definitions + system.extras {
                    let parts = c.expression.terms.reduce(abs(c.expression.constant)) {
                        $0 + abs($1.coefficient * $1.variable.value)
                    }
                    #expect(abs(c.expression.value) <= 1e-9 * max(1, parts), "\(c)")
                }
                compared += 1
                if step % 40 == 39 {
                    // Change the definitions: a new box at the end, or one of the earlier extras removed.
                    if let extra = system.extras.popLast() {
                        try solver.remove(extra)
                    } else {
                        let box = Variable("extra\(step)")
                        let c = box == system.positions.last! + system.sizes[0] + 1
                        try solver.add(c)
                        system.extras.append(c)
                        system.positions.append(box)
                    }
                }
            }
        }
        #expect(compared == 12 * 120)
        // The check is not vacuous: many updates ran only a suffix of the definitions.
        #expect(partial > 100)
    }

    /// The first definition step the next selective update would run (what `updateVariables` computes).
    func firstStepAfterSuggestions(_ solver: Solver) -> Int {
        var first = solver.program.steps.count
        for slot in solver.tableau.changedSlots {
            let subject = Int(solver.tableau.subjectOf[Int(slot)])
            guard subject != 0, solver.tableau.kind[subject] == .external else { continue }
            if solver.values[subject].bitPattern != solver.tableau.rows[Int(slot)].constant.bitPattern {
                first = min(first, solver.program.firstStep(reading: subject))
            }
        }
        return first
    }

    /// A suggestion that moves nothing leaves every value as it was, and the next real one moves them.
    @Test func unchangedSuggestionKeepsValues() throws {
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let container = Variable("container")
        let solver = Solver()
        try solver.add(left == 10)
        try solver.add(right == left + width)
        try solver.add(width >= 0)
        try solver.addEditVariable(container, strength: .strong)
        try solver.add(right == container)
        try solver.suggestValue(50, for: container)
        solver.updateVariables()
        #expect(right.value == 50 && width.value == 40)
        try solver.suggestValue(50, for: container)
        solver.updateVariables()
        #expect(right.value == 50 && width.value == 40)
        try solver.suggestValue(70, for: container)
        solver.updateVariables()
        #expect(right.value == 70 && width.value == 60 && left.value == 10)
    }
}
