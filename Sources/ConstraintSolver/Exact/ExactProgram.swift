// The exact path's linear program: the solver's problem (required constraints hold, the weighted
// violation of the others is least) over `Rational`s, solved from scratch by a two-phase simplex
// (`ExactSimplex`) whose every step is exact.

/// A constraint system in exact arithmetic, and its solution.
///
/// Each row is `Σ coefficient·x + constant  relation  0` over variables `0..<variableCount`, with a
/// weight for a non-required row (its violation costs weight per unit) or none for a required one.
struct ExactProgram {
    struct Row {
        var terms: [(variable: Int, coefficient: Rational)]
        var constant: Rational
        var relation: Relation
        /// `nil` for a required row.
        var weight: Rational?
        /// What the row stands for, when it is to be removed or moved later (`ExactOptimum`).
        var id: ObjectIdentifier? = nil
    }

    enum Outcome {
        /// The required rows cannot hold together.
        case infeasible
        /// Values at which the required rows hold and the weighted violation (`error`) is least.
        case optimal(values: [Rational], error: Rational)
    }

    var variableCount = 0
    var rows: [Row] = []
    /// When set, every variable is also held within `-bound...bound` (required).
    var bound: Rational?

    /// Whether every value is within `bound` in magnitude.
    static func within(_ values: [Rational], bound: Rational) -> Bool {
        values.allSatisfy { Rational.compare($0.signum < 0 ? -$0 : $0, bound) <= 0 }
    }

    /// Solves the program with every variable held within `bound` in magnitude: first without the
    /// bound (cheaper), and again with it only when that answer leaves it (an answer within the bound
    /// that is optimal without it is optimal with it).
    func solve(within bound: Rational, feasibilityOnly: Bool = false) -> Outcome {
        solveKeeping(within: bound, feasibilityOnly: feasibilityOnly).outcome
    }

    /// `solve(within:feasibilityOnly:)`, and the optimum to go on from (`ExactOptimum.add`) when the
    /// answer came without the bound.
    func solveKeeping(within bound: Rational, feasibilityOnly: Bool = false) -> (
        outcome: Outcome, optimum: ExactOptimum?
    ) {
        guard let free = optimum(feasibilityOnly: feasibilityOnly) else { return (.infeasible, nil) }
        let values = free.values
        if Self.within(values, bound: bound) { return (.optimal(values: values, error: free.error), free) }
        var bounded = self
        bounded.bound = bound
        return (bounded.solve(feasibilityOnly: feasibilityOnly), nil)
    }

    /// Solves the program; with `feasibilityOnly`, only whether the required rows can hold (the
    /// non-required ones always can) is decided, and the values are some feasible point.
    func solve(feasibilityOnly: Bool = false) -> Outcome {
        var pivots = 0
        return solve(feasibilityOnly: feasibilityOnly, pivots: &pivots)
    }

    /// `solve(feasibilityOnly:)`, adding the simplex pivots it took to `pivots`.
    func solve(feasibilityOnly: Bool = false, pivots: inout Int) -> Outcome {
        guard let found = optimum(feasibilityOnly: feasibilityOnly, pivots: &pivots) else {
            return .infeasible
        }
        return .optimal(values: found.values, error: found.error)
    }

    /// The optimal tableau, or `nil` when the required rows cannot hold together.
    func optimum(feasibilityOnly: Bool = false) -> ExactOptimum? {
        var pivots = 0
        return optimum(feasibilityOnly: feasibilityOnly, pivots: &pivots)
    }

    func optimum(feasibilityOnly: Bool, pivots: inout Int) -> ExactOptimum? {
        var simplex = ExactSimplex(columns: variableCount)
        defer { pivots += simplex.pivots }
        var cost: [Int: Rational] = [:]
        var own: [ObjectIdentifier: ExactOptimum.OwnColumns] = [:]
        for row in rows {
            if feasibilityOnly && row.weight != nil { continue }
            let entries = Self.entries(of: row, in: &simplex, cost: &cost)
            if let id = row.id { own[id] = ExactOptimum.OwnColumns(entries[row.terms.count...]) }
            simplex.addRow(entries, rhs: -row.constant)
        }
        if let bound {
            // x + s = bound and x - t = -bound, s and t ≥ 0.
            for variable in 0..<variableCount {
                let slack = simplex.newColumn()
                simplex.addRow([(variable, .one), (slack, .one)], rhs: bound)
                let surplus = simplex.newColumn()
                simplex.addRow([(variable, .one), (surplus, -.one)], rhs: -bound)
            }
        }
        guard simplex.eliminateFreeColumns(), simplex.phaseOne() else { return nil }
        simplex.dropArtificialColumns()
        if !feasibilityOnly { simplex.phaseTwo(cost: cost) }
        var optimum = ExactOptimum(simplex: simplex, cost: cost, variableCount: variableCount)
        optimum.ownColumns = own
        return optimum
    }

    /// A row's entries in the simplex: its terms, and the columns it owns (created here): a slack
    /// (≥ 0) that turns an inequality into an equality, the error columns that measure the
    /// violation of a non-required row (their weights go in `cost`).
    static func entries(
        of row: Row, in simplex: inout ExactSimplex, cost: inout [Int: Rational]
    ) -> [(column: Int, value: Rational)] {
        var entries = row.terms.map { (column: $0.variable, value: $0.coefficient) }
        switch (row.relation, row.weight) {
        case (.equal, nil): break
        case (.lessThanOrEqual, nil): entries.append((simplex.newColumn(), .one))
        case (.greaterThanOrEqual, nil): entries.append((simplex.newColumn(), -.one))
        case (.equal, let weight?):
            let plus = simplex.newColumn()
            let minus = simplex.newColumn()
            entries.append((plus, -.one))
            entries.append((minus, .one))
            cost[plus] = weight
            cost[minus] = weight
        case (.lessThanOrEqual, let weight?):
            entries.append((simplex.newColumn(), .one))
            let plus = simplex.newColumn()
            entries.append((plus, -.one))
            cost[plus] = weight
        case (.greaterThanOrEqual, let weight?):
            entries.append((simplex.newColumn(), -.one))
            let minus = simplex.newColumn()
            entries.append((minus, .one))
            cost[minus] = weight
        }
        return entries
    }
}
