// The exact path's linear program: the solver's problem (required constraints hold, the weighted
// violation of the others is least) over `Rational`s, solved from scratch by a two-phase simplex
// with Bland's rule, which cannot cycle and whose every step is exact.

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
    }

    enum Outcome {
        /// The required rows cannot hold together.
        case infeasible
        /// Values at which the required rows hold and the weighted violation (`error`) is least.
        case optimal(values: [Rational], error: Rational)
    }

    var variableCount = 0
    var rows: [Row] = []

    /// Solves the program; with `feasibilityOnly`, only whether the required rows can hold (the
    /// non-required ones always can) is decided, and the values are some feasible point.
    func solve(feasibilityOnly: Bool = false) -> Outcome {
        var simplex = ExactSimplex(columns: variableCount)
        var cost: [Int: Rational] = [:]
        for row in rows {
            if feasibilityOnly && row.weight != nil { continue }
            var entries = row.terms.map { (column: $0.variable, value: $0.coefficient) }
            // slack ≥ 0 turns an inequality into an equality; the error columns measure violation.
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
            simplex.addRow(entries, rhs: -row.constant)
        }
        guard simplex.eliminateFreeColumns(), simplex.phaseOne() else { return .infeasible }
        if !feasibilityOnly { simplex.phaseTwo(cost: cost) }
        let values = simplex.values()
        var error = Rational.zero
        for (column, weight) in cost { error = error + weight * values[column] }
        return .optimal(values: Array(values[0..<variableCount]), error: error)
    }
}

/// A sparse vector of rationals, columns strictly increasing.
struct ExactVector {
    var columns: [Int] = []
    var values: [Rational] = []

    subscript(column: Int) -> Rational {
        var low = 0
        var high = columns.count
        while low < high {
            let mid = (low + high) >> 1
            if columns[mid] < column {
                low = mid + 1
            } else if columns[mid] > column {
                high = mid
            } else {
                return values[mid]
            }
        }
        return .zero
    }

    /// `self -= factor · other`.
    mutating func subtract(_ factor: Rational, _ other: ExactVector) {
        var outColumns: [Int] = []
        var outValues: [Rational] = []
        outColumns.reserveCapacity(columns.count + other.columns.count)
        outValues.reserveCapacity(columns.count + other.columns.count)
        var i = 0
        var j = 0
        while i < columns.count || j < other.columns.count {
            if j == other.columns.count || (i < columns.count && columns[i] < other.columns[j]) {
                outColumns.append(columns[i])
                outValues.append(values[i])
                i += 1
            } else if i == columns.count || other.columns[j] < columns[i] {
                outColumns.append(other.columns[j])
                outValues.append(-(factor * other.values[j]))
                j += 1
            } else {
                let v = values[i] - factor * other.values[j]
                if !v.isZero {
                    outColumns.append(columns[i])
                    outValues.append(v)
                }
                i += 1
                j += 1
            }
        }
        columns = outColumns
        values = outValues
    }

    mutating func scale(by factor: Rational) {
        for i in values.indices { values[i] = values[i] * factor }
    }
}

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
    /// The first artificial column (columns from it on never enter in phase two).
    var artificialStart = Int.max
    var objective = ExactVector()
    var objectiveValue = Rational.zero

    init(columns: Int) {
        freeColumns = columns
        columnCount = columns
    }

    mutating func newColumn() -> Int {
        columnCount += 1
        return columnCount - 1
    }

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
        rows.append(row)
        rhs.append(value)
        basic.append(-1)
        defines.append(false)
        dead.append(false)
    }

    /// Makes `column` basic in row `r`, eliminating it from every other row and the objective.
    mutating func pivot(_ r: Int, _ column: Int) {
        let inverse = rows[r][column].reciprocal
        rows[r].scale(by: inverse)
        rhs[r] = rhs[r] * inverse
        let pivotRow = rows[r]
        for i in rows.indices where i != r && !dead[i] {
            let factor = rows[i][column]
            if factor.isZero { continue }
            rows[i].subtract(factor, pivotRow)
            rhs[i] = rhs[i] - factor * rhs[r]
        }
        let factor = objective[column]
        if !factor.isZero {
            objective.subtract(factor, pivotRow)
            objectiveValue = objectiveValue + factor * rhs[r]
        }
        basic[r] = column
    }

    /// Pivots every free column that a row still holds into the basis (Gaussian elimination); a row
    /// left with no column at all must have a zero right-hand side. Returns false when one does not.
    mutating func eliminateFreeColumns() -> Bool {
        var changed = true
        while changed {
            changed = false
            for r in rows.indices where basic[r] < 0 && !dead[r] {
                // Any free column will do: every step is exact.
                if let p = rows[r].columns.firstIndex(where: { $0 < freeColumns }) {
                    pivot(r, rows[r].columns[p])
                    defines[r] = true
                    changed = true
                }
            }
        }
        for r in rows.indices where basic[r] < 0 && rows[r].columns.isEmpty {
            if !rhs[r].isZero { return false }
            dead[r] = true
        }
        return true
    }

    /// Finds a point where every restricted row holds (artificial columns, their sum minimized);
    /// false when there is none.
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
            let artificial = newColumn()
            rows[r].columns.append(artificial)
            rows[r].values.append(.one)
            basic[r] = artificial
            for (column, value) in zip(rows[r].columns, rows[r].values) where column != artificial {
                sum[column, default: .zero] = sum[column, default: .zero] - value
            }
            objectiveValue = objectiveValue + rhs[r]
        }
        for column in sum.keys.sorted() where !(sum[column]!.isZero) {
            objective.columns.append(column)
            objective.values.append(sum[column]!)
        }
        // objective = objectiveValue + Σ objective[c]·x_c over the non-basic columns.
        iterate(allowed: columnCount)
        if objectiveValue.signum != 0 { return false }
        // Drive the artificial columns out of the basis (each at zero now).
        for r in rows.indices where !dead[r] && basic[r] >= artificialStart {
            if let p = rows[r].columns.firstIndex(where: { $0 < artificialStart && $0 >= freeColumns }) {
                pivot(r, rows[r].columns[p])
            } else {
                dead[r] = true
            }
        }
        return true
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

    /// Bland's rule: the lowest column with a negative reduced cost enters, the lowest basic column
    /// among the rows of least ratio leaves. The objective is bounded below (by zero) in both phases.
    mutating func iterate(allowed limit: Int) {
        while true {
            var entering = -1
            for (column, value) in zip(objective.columns, objective.values)
            where column >= freeColumns && column < limit && value.signum < 0 {
                entering = column
                break
            }
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
