// The exact path's simplex over `Rational`s: free columns eliminated first, a starting basis of each
// row's own slack or error column where its sign allows (artificial columns only for the rest), then
// Dantzig's rule (the most negative reduced cost enters) with Bland's rule after a run of degenerate
// pivots, so that it cannot cycle. Every step is exact; only the choice of the entering column reads
// approximate values.

/// The tableau: rows `Σ a·x = rhs`, each with its basic column (coefficient 1) or none yet. Columns
/// below `freeColumns` are unrestricted in sign; the others are never negative.
struct ExactSimplex {
    var freeColumns: Int
    var columnCount: Int
    var rows: [ExactVector] = []
    var rhs: [Rational] = []
    var basic: [Int] = []
    /// Rows whose basic column is free: they define it and take no part in the restricted program.
    var defines: [Bool] = []
    /// Rows dropped as redundant (all zero).
    var dead: [Bool] = []
    /// Per row, the first column created with it (its slack and error columns are the row's own,
    /// from there to the next row's first): a starting basic column when its sign allows.
    var ownStart: [Int] = []
    /// The first artificial column (columns from it on never enter in phase two).
    var artificialStart = Int.max
    var objective = ExactVector()
    var objectiveValue = Rational.zero
    /// Pivots so far (tests: the pricing keeps them few).
    var pivots = 0

    /// Degenerate pivots in a row after which the entering column is Bland's (the lowest improving
    /// one) until the objective decreases again: Dantzig's rule alone can cycle.
    static let degenerateRunLimit = 20

    init(columns: Int) {
        freeColumns = columns
        columnCount = columns
    }

    mutating func newColumn() -> Int {
        columnCount += 1
        return columnCount - 1
    }

    /// Adds a row; its own columns are those created since the previous row was added.
    mutating func addRow(_ entries: [(column: Int, value: Rational)], rhs value: Rational) {
        var merged: [Int: Rational] = [:]
        for entry in entries {
            merged[entry.column, default: .zero] = merged[entry.column, default: .zero] + entry.value
        }
        var row = ExactVector()
        for column in merged.keys.sorted() where !(merged[column]!.isZero) {
            row.columns.append(column)
            row.values.append(merged[column]!)
        }
        let own = entries.map(\.column).filter { $0 >= freeColumns }.min() ?? columnCount
        rows.append(row)
        rhs.append(value)
        basic.append(-1)
        defines.append(false)
        dead.append(false)
        ownStart.append(own)
    }

    /// Makes `column` basic in row `r`, eliminating it from every other row and the objective.
    mutating func pivot(_ r: Int, _ column: Int) {
        pivots += 1
        let inverse = rows[r][column].reciprocal
        rows[r].scale(by: inverse)
        rhs[r] = rhs[r] * inverse
        let pivotRow = rows[r]
        var scratch = ExactVector()
        for i in rows.indices where i != r && !dead[i] {
            let factor = rows[i][column]
            if factor.isZero { continue }
            rows[i].subtract(factor, pivotRow, using: &scratch)
            rhs[i] = rhs[i] - factor * rhs[r]
        }
        let factor = objective[column]
        if !factor.isZero {
            objective.subtract(factor, pivotRow, using: &scratch)
            objectiveValue = objectiveValue + factor * rhs[r]
        }
        basic[r] = column
    }

    /// Pivots every free column that a row still holds into the basis (Gaussian elimination), the
    /// sparsest rows first and in each the free column held by the fewest rows (the least fill-in);
    /// a row left with no column at all must have a zero right-hand side. Returns false when one
    /// does not.
    mutating func eliminateFreeColumns() -> Bool {
        var holders = [Int](repeating: 0, count: freeColumns)
        for row in rows {
            for column in row.columns where column < freeColumns { holders[column] += 1 }
        }
        while true {
            var best = -1
            for r in rows.indices where basic[r] < 0 && !dead[r] {
                guard rows[r].columns.contains(where: { $0 < freeColumns }) else { continue }
                if best < 0 || rows[r].columns.count < rows[best].columns.count { best = r }
            }
            guard best >= 0 else { break }
            var column = -1
            for c in rows[best].columns where c < freeColumns {
                if column < 0 || holders[c] < holders[column] { column = c }
            }
            // The free columns each row holds change only where the pivot subtracts the pivot row:
            // the live rows that hold `column` (no other row is looked at, or copied).
            var before: [(row: Int, free: [Int])] = []
            for i in rows.indices where i != best && !dead[i] && !rows[i][column].isZero {
                before.append((i, rows[i].columns.filter { $0 < freeColumns }))
            }
            pivot(best, column)
            defines[best] = true
            for (i, old) in before {
                let after = rows[i].columns.filter { $0 < freeColumns }
                if after != old {
                    for c in old { holders[c] -= 1 }
                    for c in after { holders[c] += 1 }
                }
            }
        }
        for r in rows.indices where basic[r] < 0 && rows[r].columns.isEmpty {
            if !rhs[r].isZero { return false }
            dead[r] = true
        }
        return true
    }

    /// Finds a point where every restricted row holds (a starting basis of the rows' own columns
    /// where they fit, artificial columns elsewhere, their sum minimized); false when there is none.
    mutating func phaseOne() -> Bool {
        artificialStart = columnCount
        objective = ExactVector()
        objectiveValue = .zero
        var sum: [Int: Rational] = [:]
        for r in rows.indices where basic[r] < 0 && !dead[r] {
            if rhs[r].signum < 0 {
                rows[r].scale(by: -.one)
                rhs[r] = -rhs[r]
            }
            // A column of the row's own (held by no other row, as the row never defined a free
            // column) with a positive coefficient is basic at once: the row needs no artificial.
            let end = r + 1 < rows.count ? ownStart[r + 1] : artificialStart
            if let p = rows[r].columns.indices.first(where: {
                rows[r].columns[$0] >= ownStart[r] && rows[r].columns[$0] < end
                    && rows[r].values[$0].signum > 0
            }) {
                let column = rows[r].columns[p]
                let inverse = rows[r].values[p].reciprocal
                rows[r].scale(by: inverse)
                rhs[r] = rhs[r] * inverse
                basic[r] = column
                continue
            }
            let artificial = newColumn()
            rows[r].columns.append(artificial)
            rows[r].values.append(.one)
            basic[r] = artificial
            for (column, value) in zip(rows[r].columns, rows[r].values) where column != artificial {
                sum[column, default: .zero] = sum[column, default: .zero] - value
            }
            objectiveValue = objectiveValue + rhs[r]
        }
        // The rows' own basic columns have no place in the objective (they are in no artificial row).
        for r in rows.indices where !dead[r] && basic[r] >= 0 && basic[r] < artificialStart {
            sum[basic[r]] = nil
        }
        for column in sum.keys.sorted() where !(sum[column]!.isZero) {
            objective.columns.append(column)
            objective.values.append(sum[column]!)
        }
        // objective = objectiveValue + Σ objective[c]·x_c over the non-basic columns.
        iterate(allowed: columnCount)
        if objectiveValue.signum != 0 { return false }
        driveOutArtificialColumns()
        return true
    }

    /// Drives the artificial columns (each at zero after a successful phase one) out of the basis:
    /// a row left with nothing else is redundant.
    mutating func driveOutArtificialColumns() {
        for r in rows.indices where !dead[r] && basic[r] >= artificialStart {
            if let p = rows[r].columns.firstIndex(where: { $0 < artificialStart && $0 >= freeColumns }) {
                pivot(r, rows[r].columns[p])
            } else {
                dead[r] = true
            }
        }
    }

    /// After phase one: forgets the artificial columns (non-basic at zero, never to enter again), so
    /// that columns created later (`ExactOptimum.add`) may enter.
    mutating func dropArtificialColumns() {
        guard artificialStart != Int.max else { return }
        for r in rows.indices where !dead[r] {
            if let last = rows[r].columns.last, last >= artificialStart {
                let end = rows[r].columns.firstIndex { $0 >= artificialStart }!
                rows[r].columns.removeSubrange(end...)
                rows[r].values.removeSubrange(end...)
            }
        }
        if let last = objective.columns.last, last >= artificialStart {
            let end = objective.columns.firstIndex { $0 >= artificialStart }!
            objective.columns.removeSubrange(end...)
            objective.values.removeSubrange(end...)
        }
        artificialStart = Int.max
    }

    /// Expresses row `r` (added last, no basic column yet) in the current basis: each basic column
    /// it holds is replaced by that column's row.
    mutating func expressInBasis(_ r: Int) {
        var rowOfBasic = [Int](repeating: -1, count: columnCount)
        for i in rows.indices where i != r && !dead[i] && basic[i] >= 0 { rowOfBasic[basic[i]] = i }
        // A basic column's row holds no other basic column: one pass in any order suffices.
        for column in rows[r].columns where column < columnCount && rowOfBasic[column] >= 0 {
            let source = rowOfBasic[column]
            let factor = rows[r][column]
            if factor.isZero { continue }
            rows[r].subtract(factor, rows[source])
            rhs[r] = rhs[r] - factor * rhs[source]
        }
    }

    /// Gives row `r` (expressed in the basis, without a basic column) an artificial basic column and
    /// minimizes it, as phase one does for one row: false, with the simplex in a state to be thrown
    /// away, when it cannot reach zero (the rows contradict each other); otherwise the artificial
    /// column is gone and the basis feasible.
    mutating func minimizeArtificial(_ r: Int) -> Bool {
        if rhs[r].signum < 0 {
            rows[r].scale(by: -.one)
            rhs[r] = -rhs[r]
        }
        let artificial = newColumn()
        artificialStart = artificial
        objective = ExactVector()
        for (column, value) in zip(rows[r].columns, rows[r].values) {
            objective.columns.append(column)
            objective.values.append(-value)
        }
        objectiveValue = rhs[r]
        rows[r].columns.append(artificial)
        rows[r].values.append(.one)
        basic[r] = artificial
        iterate(allowed: artificial)
        guard objectiveValue.signum == 0 else { return false }
        driveOutArtificialColumns()
        dropArtificialColumns()
        return true
    }

    /// The row in which `column` (non-basic) can become basic with every other restricted row left
    /// feasible: the least ratio among the rows where it is positive, else among those where it is
    /// negative (the column then goes below zero, which is no matter when its row is dropped
    /// next); ties to the lowest basic column; `nil` when no restricted row holds it.
    func leavingRowKeepingFeasibility(_ column: Int) -> Int? {
        var best: (row: Int, ratio: Rational)?
        for sign in [1, -1] {
            for r in rows.indices where !dead[r] && !defines[r] {
                let a = rows[r][column]
                guard a.signum == sign else { continue }
                let ratio = sign > 0 ? rhs[r] / a : rhs[r] / -a
                if let current = best {
                    let order = Rational.compare(ratio, current.ratio)
                    if order > 0 || (order == 0 && basic[r] > basic[current.row]) { continue }
                }
                best = (r, ratio)
            }
            if best != nil { return best?.row }
        }
        return nil
    }

    /// The dual simplex: with every reduced cost non-negative (an optimal basis whose right-hand
    /// sides moved), pivots until no restricted row is negative: the row furthest below zero leaves
    /// (read as doubles, ties to the lowest basic column), the column of the least exact ratio of
    /// reduced cost to its coefficient enters (ties to the lowest column). False after `limit`
    /// pivots, or when a row cannot be made feasible.
    mutating func dualIterate(limit: Int) -> Bool {
        var count = 0
        while true {
            var leaving = -1
            var worst = 0.0
            for r in rows.indices where !dead[r] && !defines[r] && rhs[r].signum < 0 {
                let value = rhs[r].doubleValue
                if leaving < 0 || value < worst || (value == worst && basic[r] < basic[leaving]) {
                    leaving = r
                    worst = value
                }
            }
            if leaving < 0 { return true }
            guard count < limit else { return false }
            var entering = -1
            var best = Rational.zero
            for (column, a) in zip(rows[leaving].columns, rows[leaving].values)
            where a.signum < 0 && column != basic[leaving] && column < artificialStart {
                let ratio = objective[column] / -a
                if entering < 0 || Rational.compare(ratio, best) < 0 {
                    entering = column
                    best = ratio
                }
            }
            guard entering >= 0 else { return false }
            pivot(leaving, entering)
            count += 1
        }
    }

    /// Minimizes Σ cost·x from the feasible point phase one found.
    mutating func phaseTwo(cost: [Int: Rational]) {
        objective = ExactVector()
        objectiveValue = .zero
        for column in cost.keys.sorted() where !(cost[column]!.isZero) {
            objective.columns.append(column)
            objective.values.append(cost[column]!)
        }
        for r in rows.indices where !dead[r] {
            let factor = objective[basic[r]]
            if factor.isZero { continue }
            objective.subtract(factor, rows[r])
            objectiveValue = objectiveValue + factor * rhs[r]
        }
        iterate(allowed: artificialStart)
    }

    /// The entering column: the most negative reduced cost (Dantzig; read as doubles, ties to the
    /// lowest column), or with `bland` the lowest column with a negative one; -1 at the optimum.
    func enteringColumn(below limit: Int, bland: Bool) -> Int {
        var entering = -1
        var most = 0.0
        for (column, value) in zip(objective.columns, objective.values)
        where column >= freeColumns && column < limit && value.signum < 0 {
            if bland { return column }
            let approximate = value.doubleValue
            if entering < 0 || approximate < most {
                entering = column
                most = approximate
            }
        }
        return entering
    }

    /// Pivots until no column below `limit` improves the objective. The ratio test is exact (the
    /// least ratio, ties to the lowest basic column); after `degenerateRunLimit` degenerate pivots
    /// in a row Bland's entering rule holds until a pivot decreases the objective, so the objective
    /// never stays at one value through a cycle. The objective is bounded below (by zero) in both
    /// phases.
    mutating func iterate(allowed limit: Int) {
        var degenerate = 0
        while true {
            let entering = enteringColumn(below: limit, bland: degenerate >= ExactSimplex.degenerateRunLimit)
            if entering < 0 { return }
            var leaving = -1
            var best = Rational.zero
            for r in rows.indices where !dead[r] && !defines[r] {
                let a = rows[r][entering]
                guard a.signum > 0 else { continue }
                let ratio = rhs[r] / a
                if leaving < 0 {
                    leaving = r
                    best = ratio
                    continue
                }
                let order = Rational.compare(ratio, best)
                if order < 0 || (order == 0 && basic[r] < basic[leaving]) {
                    leaving = r
                    best = ratio
                }
            }
            // Unbounded cannot happen (the objective is a sum of non-negative terms); stop safely.
            guard leaving >= 0 else { return }
            degenerate = best.isZero ? degenerate + 1 : 0
            pivot(leaving, entering)
        }
    }

    /// The value of every column at the current basis (non-basic ones 0).
    func values() -> [Rational] {
        var out = [Rational](repeating: .zero, count: columnCount)
        for r in rows.indices where !dead[r] && !defines[r] && basic[r] >= 0 { out[basic[r]] = rhs[r] }
        for r in rows.indices where !dead[r] && defines[r] {
            var value = rhs[r]
            for (column, coefficient) in zip(rows[r].columns, rows[r].values) where column != basic[r] {
                value = value - coefficient * out[column]
            }
            out[basic[r]] = value
        }
        return out
    }
}
