// The exact path between calls: the optimal tableau of the last exact solve, kept so that an add in
// exact mode costs the few pivots the new row needs instead of a solve from scratch.

/// An exact program's optimal tableau (`ExactProgram.optimum`), and the rows added to it since.
///
/// An added row is expressed in the current basis (each basic column substituted by its row), given
/// a basic column of its own where its sign allows (its slack or error column), or otherwise an
/// artificial one minimized to zero as in phase one; then phase two goes on from the basis it
/// leaves. The answer is an optimum of the program with the row, as a solve from scratch would give
/// (the same value of the objective, not always the same vertex when there are several).
struct ExactOptimum {
    var simplex: ExactSimplex
    /// The weight of each error column.
    var cost: [Int: Rational]
    /// Each variable's column: the program's own first (the simplex's first free columns), then
    /// the ones added rows met first (free columns created for them).
    var columnOfVariable: [Int]
    /// The free columns created for variables met after the solve.
    var laterFreeColumns: Set<Int> = []

    init(simplex: ExactSimplex, cost: [Int: Rational], variableCount: Int) {
        self.simplex = simplex
        self.cost = cost
        columnOfVariable = Array(0..<variableCount)
    }

    /// The variables' values at the optimum.
    var values: [Rational] {
        let values = simplex.values()
        return columnOfVariable.map { values[$0] }
    }

    /// The weighted violation at the optimum.
    var error: Rational {
        let values = simplex.values()
        var error = Rational.zero
        for (column, weight) in cost { error = error + weight * values[column] }
        return error
    }

    /// Adds `row` (its variables numbered as the program's, new ones after them) and optimizes
    /// again: true when the required rows still hold together, false (and the optimum as it was)
    /// when they do not.
    mutating func add(_ row: ExactProgram.Row) -> Bool {
        let saved = self
        var row = row
        for i in row.terms.indices {
            let variable = row.terms[i].variable
            while columnOfVariable.count <= variable {
                // A free column in no row yet (its value 0 until a row defines it).
                let column = simplex.newColumn()
                laterFreeColumns.insert(column)
                columnOfVariable.append(column)
            }
            row.terms[i].variable = columnOfVariable[variable]
        }
        let entries = ExactProgram.entries(of: row, in: &simplex, cost: &cost)
        let firstOwn = simplex.columnCount - (entries.count - row.terms.count)
        simplex.addRow(entries, rhs: -row.constant)
        let r = simplex.rows.count - 1
        simplex.expressInBasis(r)
        let columns = simplex.rows[r].columns
        if columns.isEmpty {
            // Redundant as a whole, or contradicting the rows it is a combination of.
            guard simplex.rhs[r].isZero else {
                self = saved
                return false
            }
            simplex.dead[r] = true
            return true
        }
        if let free = columns.first(where: { $0 < simplex.freeColumns || laterFreeColumns.contains($0) }) {
            // A variable no other row holds: the row defines it, and the optimum stands.
            simplex.pivot(r, free)
            simplex.defines[r] = true
        } else if let own = ownBasicColumn(r, firstOwn: firstOwn) {
            simplex.pivot(r, own)
        } else if !simplex.minimizeArtificial(r) {
            self = saved
            return false
        }
        simplex.phaseTwo(cost: cost)
        return true
    }

    /// A column of row `r`'s own (from `firstOwn`) that can be its basic one at once: its value
    /// (the right-hand side over its coefficient) is not negative.
    private func ownBasicColumn(_ r: Int, firstOwn: Int) -> Int? {
        let sign = simplex.rhs[r].signum
        let row = simplex.rows[r]
        for (column, value) in zip(row.columns, row.values) where column >= firstOwn {
            if sign == 0 || value.signum == sign { return column }
        }
        return nil
    }
}
