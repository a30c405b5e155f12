// A conflict's exact certificates from one Gauss-Jordan elimination: that the rows contradict each
// other (a combination whose terms cancel and whose constant the relations forbid), and, for each
// row, a point at which all the others hold (so no smaller set of them contradicts). The deletion
// filter of `Solver.minimalConflict` asks a linear program per row; a tableau's infeasibility proof
// is nearly always minimal already, and this confirms it at the cost of one elimination.

/// Exact certificates for a set of required rows: infeasibility, and per row a witness that the
/// others hold together within a bound.
///
/// The rows `Σ aᵢⱼ·xⱼ + kᵢ (relation) 0`, as the matrix `A` and right-hand side `b = -k`, are
/// brought to reduced row echelon form with the row operations recorded (`[A | b | I]`). When `A`'s
/// rank is one less than the number of rows, the one row left without a pivot is `yᵀ[A | b]` with
/// `yᵀA = 0`:
/// - `Σ yᵢ·(aᵢ·x + kᵢ) = -yᵀb` for every `x`, so when the signs of `y` match the relations (`yᵢ ≥ 0`
///   on `<=` rows, `yᵢ ≤ 0` on `>=` rows, or all the other way round) and `yᵀb` has the sign that
///   contradicts them, no point holds every row;
/// - for a row `c` with `y_c ≠ 0`, `A·x = b - (yᵀb / y_c)·e_c` is consistent, and its basic solution
///   (read off the echelon form, the other variables 0) holds every other row as an equality
///   (`L·A·x = L·b'` row by row, and `L`, the recorded row operations, is invertible); it counts
///   when every coordinate is within the bound.
///
/// Anything else (another rank, a zero in `y`, a point beyond the bound) proves nothing, and the
/// caller decides with linear programs as before.
struct ConflictCertificate {
    /// Whether the rows are proven to contradict each other.
    var infeasible = false
    /// Per row, whether the other rows are proven to hold together within the bound.
    var witnessed: [Bool]

    /// Looks at `rows` (required, over variables `0..<variableCount`); `nil` when the elimination
    /// certifies nothing.
    init?(rows: [ExactProgram.Row], variableCount: Int, bound: Rational) {
        let k = rows.count
        let m = variableCount
        guard k >= 1 else { return nil }
        let width = m + 1 + k
        var matrix = [Rational](repeating: .zero, count: k * width)
        for (r, row) in rows.enumerated() {
            for term in row.terms {
                let index = r * width + term.variable
                matrix[index] = matrix[index] + term.coefficient
            }
            matrix[r * width + m] = -row.constant
            matrix[r * width + m + 1 + r] = .one
        }
        var pivotRow = [Bool](repeating: false, count: k)
        var pivots: [(row: Int, column: Int)] = []
        for column in 0..<m {
            guard let p = (0..<k).first(where: { !pivotRow[$0] && !matrix[$0 * width + column].isZero })
            else { continue }
            pivotRow[p] = true
            pivots.append((p, column))
            let inverse = matrix[p * width + column].reciprocal
            // Entries left of `column` are zero in a row that has no pivot yet.
            for c in column..<width where !matrix[p * width + c].isZero {
                matrix[p * width + c] = matrix[p * width + c] * inverse
            }
            for i in 0..<k where i != p {
                let factor = matrix[i * width + column]
                if factor.isZero { continue }
                for c in column..<width where !matrix[p * width + c].isZero {
                    matrix[i * width + c] = matrix[i * width + c] - factor * matrix[p * width + c]
                }
            }
        }
        guard pivots.count == k - 1, let z = pivotRow.firstIndex(of: false) else { return nil }
        let y = (0..<k).map { matrix[z * width + m + 1 + $0] }
        let yb = matrix[z * width + m]
        // yᵀb < 0 contradicts rows whose signs make Σ yᵢ·sᵢ ≤ 0, yᵀb > 0 those that make it ≥ 0.
        func signsAllow(_ sign: Int) -> Bool {
            rows.indices.allSatisfy { i in
                switch rows[i].relation {
                case .equal: true
                case .lessThanOrEqual: y[i].signum * sign >= 0
                case .greaterThanOrEqual: y[i].signum * sign <= 0
                }
            }
        }
        infeasible = (yb.signum < 0 && signsAllow(1)) || (yb.signum > 0 && signsAllow(-1))
        witnessed = [Bool](repeating: false, count: k)
        var point = [Rational](repeating: .zero, count: m)
        for c in 0..<k where !y[c].isZero {
            let shift = yb / y[c]
            for (row, column) in pivots {
                point[column] = matrix[row * width + m] - shift * matrix[row * width + m + 1 + c]
            }
            witnessed[c] = ExactProgram.within(point, bound: bound)
        }
    }
}
