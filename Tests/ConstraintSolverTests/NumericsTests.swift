import Testing

@testable import ConstraintSolver

/// Systems with decimal coefficients on which rounding noise in the tableau once led the solver
/// astray: a contradiction accepted (values around 1e11), a consistent twin refused, garbage from
/// adds alone. Each is replayed verbatim; required constraints must hold after every add that
/// succeeds, and the verdicts must be the exact ones (checked with rational arithmetic).
@Suite struct NumericsTests {
    /// Adds `lines` in order; returns the constraints accepted and the errors of the others (by index).
    static func replay(
        _ lines: [String], on solver: Solver, text: ConstraintText
    ) throws -> (accepted: [Constraint], refused: [Int: SolverError]) {
        var accepted: [Constraint] = []
        var refused: [Int: SolverError] = [:]
        for (n, line) in lines.enumerated() {
            let constraint = try #require(text.parse(line), "cannot parse \(line)")
            do {
                try solver.add(constraint)
                accepted.append(constraint)
            } catch {
                refused[n] = error
            }
        }
        return (accepted, refused)
    }

    /// The required constraints among `constraints` that the variables' values break, beyond a
    /// tolerance of 1e-9 of the row's magnitude (its constant plus its terms at their values).
    static func brokenRequired(_ constraints: [Constraint]) -> [String] {
        constraints.filter(\.strength.isRequired).compactMap { c in
            let e = c.expression
            let scale = max(1, e.terms.reduce(abs(e.constant)) { $0 + abs($1.coefficient * $1.variable.value) })
            let v = e.value
            let violation =
                switch c.relation {
                case .equal: abs(v)
                case .lessThanOrEqual: max(0, v)
                case .greaterThanOrEqual: max(0, -v)
                }
            return violation > 1e-9 * scale ? "\(c) violated by \(violation)" : nil
        }
    }

    @Test func contradictionAfterDualAddIsRefused() throws {
        let text = ConstraintText(variables: 12)
        let solver = Solver()
        let lines = [
            "-0.3*x5 + 374.32 <= -10*x2", "-1.2*x7 == -5*x8 + 2.5*x11 - 401.3", "-x1 == -x0 - 16 (weak)",
            "5*x10 <= 0.3*x4 - 269.35", "0 == -x4 + 0.3*x3 - 4*x0 - 38.375", "-x6 + 36.75 >= 2*x9 + 2*x3",
            "1.5*x2 + 10*x6 == 326", "0 == x7 - 0.25*x9 - 52.25", "2*x5 >= 0.1*x10 - 2*x11 + 111.775",
            "x2 - 2 == 0 (weak)", "x3 + 9.75 == 0 (weak)", "0 == -x8 - 99.75 (weak)",
        ]
        let (accepted, refused) = try Self.replay(lines, on: solver, text: text)
        #expect(refused.isEmpty)
        solver.updateVariables()
        #expect(Self.brokenRequired(accepted).isEmpty)
        let before = text.variables.map(\.value)
        // The eighth constraint forces 3*x7 - 0.75*x9 == 156.75.
        let last = try #require(text.parse("3*x7 - 0.75*x9 <= 156.25"))
        do {
            try solver.add(last)
            Issue.record("a contradiction was accepted")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicts) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(conflicts.map(\.description) == ["0 == x7 - 0.25*x9 - 52.25"])
        }
        solver.updateVariables()
        #expect(Self.brokenRequired(accepted).isEmpty)
        for (old, new) in zip(before, text.variables.map(\.value)) {
            #expect(abs(old - new) <= 1e-9 * max(1, abs(old)))
        }
        #expect(solver.tableau.invariantViolations().isEmpty)
    }

    @Test func consistentTwinIsAccepted() throws {
        let text = ConstraintText(variables: 13)
        let solver = Solver()
        let lines = [
            "-2*x12 - 0.3*x0 - 95.38 == 0", "x10 <= -1.5*x7 + 45.25", "0 == x11 + 10*x6 - 654.75 (weak)",
            "-2*x12 + 3*x4 >= -46.2", "x6 == x3 + 361.5", "0 <= 1.5*x0 + 1.2*x1 + 0.5",
            "-10*x10 - 3*x11 + 489 == 0", "x8 + 72.575 == -4*x2", "-x9 == 1.5*x0 - 8.1",
            "0.2*x2 + 4*x5 >= 204.2", "x8 - 44.75 == x4 (weak)", "-5*x9 >= -0.5*x3 - 75",
            "130.8 >= 4*x10 - 0.5*x5", "-x11 == 76.75 (weak)",
            // -3 times the seventh: redundant and consistent.
            "30*x10 + 9*x11 - 1467 == 0",
        ]
        let (accepted, refused) = try Self.replay(lines, on: solver, text: text)
        #expect(refused.isEmpty, "\(refused)")
        solver.updateVariables()
        #expect(Self.brokenRequired(accepted).isEmpty)
        #expect(solver.tableau.invariantViolations().isEmpty)
    }

    @Test func addsAloneKeepRequiredConstraints() throws {
        let text = ConstraintText(variables: 28)
        let solver = Solver()
        let lines = """
            -0.3*x9 + 374.32 <= -10*x1;
            0 == 0.75*x10 + 2.5*x25 - 88;
            1.5*x23 + 0.3*x6 - 58.4 >= 0;
            -1.5*x13 + x21 - 54.75 <= 0 (weak);
            44 >= 2*x7 + x20;
            -x2 + 15.15 == -x8 - 1 (weak);
            -1.2*x17 == -5*x19 + 2.5*x27 - 401.3;
            0 == -x0 - 16 (weak);
            -x7 >= -6.5;
            -0.1*x8 - 76.19 <= -9;
            -5*x23 + 5*x21 <= 0.3*x7 - 269.35;
            x0 - x14 + 10*x16 - 79.075 == 0;
            2*x18 <= 56.95 (weak);
            0 <= -1.5*x4 + 5*x24 - 65.025;
            0 == -x7 + 0.3*x3 - 4*x0 - 38.375;
            -5*x18 + x7 + 10*x27 - 265.75 == 5*x26;
            -x13 == 235;
            0 == -x4 - 145.75 (weak);
            -x15 + 36.75 >= 2*x20 + 2*x3;
            -x10 + 20.2 <= -1.2*x2;
            1.5*x1 + 10*x15 == -2*x25 + 1.5*x12 + 326;
            0 == x17 - 0.25*x20 - 52.25;
            -5*x12 + 2*x5 - 43.5 <= 0;
            2*x9 >= 0.1*x21 - 2*x27 + 111.775;
            -x12 - 20 == -x16 (strong);
            1.2*x6 + 92.25 >= 12 (weak);
            x1 - x12 - 2 == 0 (weak);
            x26 + 11.75 == -12 (weak);
            27 == -x12 (strong);
            x11 - 61.6 == 0 (weak);
            x14 == x4 + 64.25 (weak);
            x3 + 9.75 == 0 (weak);
            0 == -x19 + x11 - 99.75 (strong);
            -5.5 == x10 (weak);
            -10*x18 + 837.3 == 0 (weak);
            -x17 == -20.75 (weak);
            x5 + 41.3 == x22 (weak);
            4*x15 + x24 - 97 >= 0 (weak);
            -2.3 == x27 - x22 (strong)
            """.split(separator: "\n").map(String.init)
        let (accepted, refused) = try Self.replay(lines, on: solver, text: text)
        #expect(refused.isEmpty, "\(refused)")
        solver.updateVariables()
        #expect(Self.brokenRequired(accepted).isEmpty)
        #expect(text.variables.allSatisfy { abs($0.value) < 1e4 }, "\(text.variables.map(\.value))")
        #expect(solver.tableau.invariantViolations().isEmpty)
    }
}
