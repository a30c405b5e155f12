import TestSupport
import Testing

@testable import ConstraintSolver

/// The exact path between calls (`ExactOptimum`): rows added to a kept optimal tableau give the
/// outcome of a solve from scratch of the same rows, the referee being that solve.
@Suite struct ExactOptimumTests {
    /// Whether every required row holds exactly at `values`.
    static func requiredHold(_ program: ExactProgram, _ values: [Rational]) -> Bool {
        program.rows.allSatisfy { row in
            guard row.weight == nil else { return true }
            let sum = row.terms.reduce(row.constant) {
                $0 + $1.coefficient * ($1.variable < values.count ? values[$1.variable] : .zero)
            }
            return switch row.relation {
            case .equal: sum.isZero
            case .lessThanOrEqual: sum.signum <= 0
            case .greaterThanOrEqual: sum.signum >= 0
            }
        }
    }

    /// A random row over `variables` variables: one to four terms of small decimals, a constant,
    /// any relation, required or of a weight 1, 1000 or 1e6; some rows copy an earlier one scaled
    /// (redundant or, with another constant, contradictory).
    static func randomRow(
        _ rng: inout SplitMix64, variables: Int, earlier: [ExactProgram.Row]
    ) -> ExactProgram.Row {
        let decimals: [Double] = [1, -1, 2, 0.5, -0.25, 3, -1.5, 0.3, 10, -5]
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let weights: [Double?] = [nil, nil, 1, 1000, 1e6]
        if let base = earlier.randomElement(using: &rng), Int.random(in: 0..<5, using: &rng) == 0 {
            let factor = Rational(decimal: decimals.randomElement(using: &rng)!)!
            let shift = Rational(Int64.random(in: -2...2, using: &rng))
            return ExactProgram.Row(
                terms: base.terms.map { ($0.variable, $0.coefficient * factor) },
                constant: base.constant * factor + shift, relation: relations.randomElement(using: &rng)!,
                weight: weights.randomElement(using: &rng)!.map { Rational(decimal: $0)! })
        }
        var terms: [(variable: Int, coefficient: Rational)] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            terms.append(
                (
                    Int.random(in: 0..<variables, using: &rng),
                    Rational(decimal: decimals.randomElement(using: &rng)!)!
                ))
        }
        return ExactProgram.Row(
            terms: terms, constant: Rational(Int64.random(in: -100...100, using: &rng)),
            relation: relations.randomElement(using: &rng)!,
            weight: weights.randomElement(using: &rng)!.map { Rational(decimal: $0)! })
    }

    /// Random programs built a row at a time: after each add the kept optimum is feasible exactly
    /// when the program solved from scratch is, holds every required row and reaches the same
    /// optimum; a refused row leaves it as it was (the next adds still agree). Variables first met
    /// by an added row take the numbers after the solve's.
    @Test(arguments: 0..<40)
    func addsAgreeWithSolvesFromScratch(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        let variables = Int.random(in: 2...8, using: &rng)
        var program = ExactProgram()
        program.variableCount = variables / 2
        var start: [ExactProgram.Row] = []
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            let row = Self.randomRow(&rng, variables: program.variableCount, earlier: start)
            var trial = program
            trial.rows = start + [row]
            if trial.optimum() != nil { start.append(row) }
        }
        program.rows = start
        guard var optimum = program.optimum() else {
            Issue.record("a feasible start was refused")
            return
        }
        program.variableCount = variables
        for _ in 0..<25 {
            let row = Self.randomRow(&rng, variables: variables, earlier: program.rows)
            var trial = program
            trial.rows.append(row)
            let fromScratch = trial.solve()
            let added = optimum.add(row)
            switch fromScratch {
            case .infeasible:
                #expect(!added, "seed \(seed): a contradictory row was taken")
            case .optimal(_, let error):
                #expect(added, "seed \(seed): a row the program holds was refused")
                guard added else { return }
                program = trial
                Self.expectAgreement(optimum, program, error, "seed \(seed)")
            }
        }
    }

    /// The same with removals and moved edit rows (suggestions) among the adds: each one the kept
    /// optimum can take (a row with columns of its own) reaches the optimum of the program solved
    /// from scratch; one it cannot is solved from scratch, as the solver does.
    @Test(arguments: 0..<40)
    func removalsAndMovesAgreeWithSolvesFromScratch(seed: Int) {
        var rng = SplitMix64(seed: UInt64(1000 + seed))
        let variables = Int.random(in: 2...8, using: &rng)
        var program = ExactProgram()
        program.variableCount = variables
        var keys: [Key] = []
        guard var optimum = program.optimum() else {
            Issue.record("the empty program was refused")
            return
        }
        var taken = 0
        for step in 0..<60 {
            let choice = Int.random(in: 0..<10, using: &rng)
            let moving = program.rows.indices.filter {
                program.rows[$0].relation == .equal && program.rows[$0].weight != nil
            }
            if choice < 3, let victim = program.rows.indices.randomElement(using: &rng) {
                let id = program.rows[victim].id!
                program.rows.remove(at: victim)
                if optimum.remove(id) {
                    taken += 1
                } else {
                    optimum = program.optimum()!
                }
            } else if choice < 5, let edited = moving.randomElement(using: &rng) {
                let delta = Rational(Int64.random(in: -50...50, using: &rng))
                // The row's constant goes down as its right-hand side (the suggestion) goes up.
                program.rows[edited].constant = program.rows[edited].constant - delta
                if optimum.move(program.rows[edited].id!, by: delta) {
                    taken += 1
                } else {
                    optimum = program.optimum()!
                }
            } else {
                var row = Self.randomRow(&rng, variables: variables, earlier: program.rows)
                keys.append(Key())
                row.id = ObjectIdentifier(keys.last!)
                var trial = program
                trial.rows.append(row)
                if case .optimal = trial.solve(), optimum.add(row) { program = trial }
            }
            guard case .optimal(_, let error) = program.solve() else {
                Issue.record("seed \(seed) step \(step): a feasible program solved as infeasible")
                return
            }
            Self.expectAgreement(optimum, program, error, "seed \(seed) step \(step)")
        }
        #expect(taken > 0, "seed \(seed): no removal or move went through the kept optimum")
    }

    /// A row's identity in the tests above.
    final class Key {}

    /// The kept optimum holds every required row of `program` and reaches its optimum `error`.
    static func expectAgreement(
        _ optimum: ExactOptimum, _ program: ExactProgram, _ error: Rational, _ label: String
    ) {
        #expect(Self.requiredHold(program, optimum.values), "\(label): a required row broken")
        #expect(
            Rational.compare(optimum.error, error) == 0,
            "\(label): error \(optimum.error.doubleValue), optimum \(error.doubleValue)")
    }
}
