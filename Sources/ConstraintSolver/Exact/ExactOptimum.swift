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
    /// The columns each row with an `id` owns (its slack and error columns).
    var ownColumns: [ObjectIdentifier: OwnColumns] = [:]

    /// A row's own columns, and the one whose coefficient in it is +1 (moving the row's
    /// right-hand side moves the basis as that column's entries say).
    struct OwnColumns {
        var columns: [Int]
        var unit: Int?

        init(_ entries: ArraySlice<(column: Int, value: Rational)>) {
            columns = entries.map(\.column)
            unit = entries.first { $0.value.signum > 0 }?.column
        }
    }

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
        if let id = row.id { ownColumns[id] = OwnColumns(entries[row.terms.count...]) }
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

    /// Removes the row `id` and optimizes again: its own columns are made basic in one row (by a
    /// ratio test that keeps the other rows feasible), which then holds all that is left of it and
    /// goes; phase two goes on from there. False, changing nothing, when it cannot (a row without
    /// columns of its own, a required equality, or one only free rows hold): a solve from scratch
    /// is needed.
    mutating func remove(_ id: ObjectIdentifier) -> Bool {
        guard let own = ownColumns[id], !own.columns.isEmpty else { return false }
        var r = simplex.rows.indices.first { !simplex.dead[$0] && own.columns.contains(simplex.basic[$0]) }
        if r == nil {
            for column in own.columns {
                if let leaving = simplex.leavingRowKeepingFeasibility(column) {
                    simplex.pivot(leaving, column)
                    r = leaving
                    break
                }
            }
        }
        guard let r else { return false }
        // Every tableau row is a combination of the program's rows, and the row's own columns are in
        // its program row only: with one of them basic in `r`, no other row holds that program row.
        simplex.dead[r] = true
        for column in own.columns { cost[column] = nil }
        ownColumns[id] = nil
        simplex.phaseTwo(cost: cost)
        return true
    }

    /// Moves the right-hand side of row `id` by `delta` (a suggestion for an edit variable) and
    /// optimizes again by the dual simplex. False when it cannot (no such row, or the dual simplex
    /// gave up): the optimum is then in no state to be kept.
    mutating func move(_ id: ObjectIdentifier, by delta: Rational) -> Bool {
        guard let unit = ownColumns[id]?.unit else { return false }
        // The column of +1 in the row is the basis inverse's column for it: the basic values move
        // along it.
        for r in simplex.rows.indices where !simplex.dead[r] {
            let entry = simplex.basic[r] == unit ? Rational.one : simplex.rows[r][unit]
            if !entry.isZero { simplex.rhs[r] = simplex.rhs[r] + delta * entry }
        }
        guard simplex.dualIterate(limit: 4 * simplex.rows.count + 50) else { return false }
        simplex.iterate(allowed: simplex.artificialStart)
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
