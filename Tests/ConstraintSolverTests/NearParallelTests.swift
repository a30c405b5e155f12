import TestSupport
import Testing

@testable import ConstraintSolver

/// The near-parallel family of the stress check (`Scripts/oracles/solver_stress.py`'s
/// `near_parallel_system`), in process: a row, then its multiple computed in Double (`k * a`, or
/// coefficients that are sums of decimals not exact in binary), with the constant the same multiple
/// (consistent) or moved (contradictory). Exactly, a contradictory pair meets only near 10^15 or
/// beyond, so the contract asks for a refusal; a consistent one holds within rounding next to the
/// source row's solutions.
@Suite struct NearParallelTests {
    static let coefficients = [
        0.1, 0.2, 0.3, -0.3, 0.7, -0.7, 1.1, 1.3, 0.15, 2.3, 0.45, -1.7, 0.6, 1.2, 3.3,
    ]
    static let factors = [3, 7, 0.1, 1.1, 3.3, 10, 0.7, 6, -3, 0.3]
    static let shifts = [0.05, 0.5, 2, 20]

    struct Pair {
        var source: Constraint
        var partner: Constraint
        var contradictory: Bool
    }

    /// One pair over `variables` (two or three of them), from `rng`.
    static func pair(_ rng: inout SplitMix64, _ variables: [Variable]) -> Pair {
        let chosen = variables.shuffled(using: &rng).prefix(Int.random(in: 2...3, using: &rng))
        let terms = chosen.map { Term($0, coefficient: coefficients.randomElement(using: &rng)!) }
        let constant = Double(Int.random(in: -9000...9000, using: &rng)) / 200
        let factor = factors.randomElement(using: &rng)!
        let sums = Int.random(in: 0..<10, using: &rng) < 3
        let partnerTerms = terms.map { term -> Term in
            guard sums else { return Term(term.variable, coefficient: term.coefficient * factor) }
            // p + q in binary, for the exact decimal k·a split into two short decimals.
            let target = (term.coefficient * factor * 1e12).rounded() / 1e12
            let p = (target * 0.3 * 1e6).rounded() / 1e6
            return Term(term.variable, coefficient: p + ((target - p) * 1e12).rounded() / 1e12)
        }
        let contradictory = Bool.random(using: &rng)
        let shift = contradictory ? shifts.randomElement(using: &rng)! : 0
        let isEquality = Bool.random(using: &rng)
        let source: Constraint
        let partner: Constraint
        let expression = LinearExpression(terms, constant: constant)
        let multiple = LinearExpression(partnerTerms, constant: constant * factor)
        if isEquality {
            source = expression == 0
            partner = contradictory ? multiple + shift <= 0 : multiple == 0
        } else {
            // e ≤ 0; the multiple on the same side (consistent) or beyond the shift on the other.
            source = expression <= 0
            let natural: Relation = factor > 0 ? .lessThanOrEqual : .greaterThanOrEqual
            if !contradictory {
                partner = Constraint(multiple, natural)
            } else if natural == .lessThanOrEqual {
                partner = multiple - shift >= 0
            } else {
                partner = multiple + shift <= 0
            }
        }
        return Pair(source: source, partner: partner, contradictory: contradictory)
    }

    /// 300 pairs, each in a solver with a weak preference per variable: a contradictory partner is
    /// refused (naming its source), a consistent one accepted, and the values keep the contract
    /// after every call. Before the contract the exact path accepted most contradictory partners
    /// (unbounded exact arithmetic finds the far intersection) with values near 10^16.
    @Test func pairsKeepTheContract() throws {
        var rng = SplitMix64(seed: 36)
        var refused = 0
        var accepted = 0
        for _ in 0..<300 {
            let variables = (0..<4).map { Variable("x\($0)") }
            let solver = Solver()
            for (i, variable) in variables.enumerated() {
                try solver.add((variable == Double(i * 10 - 15)).withStrength(.weak))
            }
            let pair = Self.pair(&rng, variables)
            try solver.add(pair.source)
            #expect(ContractTests.keepsContract(solver))
            let before = ContractTests.values(solver)
            do {
                try solver.add(pair.partner)
                #expect(!pair.contradictory, "accepted \(pair.partner) after \(pair.source)")
                accepted += 1
            } catch .unsatisfiableConstraint(_, let conflicts) {
                #expect(pair.contradictory, "refused \(pair.partner) after \(pair.source)")
                #expect(conflicts.count == 1 && conflicts.first === pair.source)
                #expect(ContractTests.same(ContractTests.values(solver), before))
                refused += 1
            } catch {
                Issue.record("wrong error \(error)")
            }
            #expect(ContractTests.keepsContract(solver), "\(pair.source), \(pair.partner)")
        }
        #expect(refused > 100 && accepted > 100)
    }
}
