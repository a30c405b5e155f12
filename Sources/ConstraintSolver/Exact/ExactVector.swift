// The exact simplex's rows: sparse vectors of `Rational`s, updated by one linear merge.

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
        var scratch = ExactVector()
        subtract(factor, other, using: &scratch)
    }

    /// `self -= factor · other`, built in `scratch`'s arrays, which get `self`'s old ones (a pivot
    /// passes the same scratch for every row instead of allocating two arrays a row).
    mutating func subtract(_ factor: Rational, _ other: ExactVector, using scratch: inout ExactVector) {
        var outColumns: [Int] = []
        var outValues: [Rational] = []
        swap(&outColumns, &scratch.columns)
        swap(&outValues, &scratch.values)
        outColumns.removeAll(keepingCapacity: true)
        outValues.removeAll(keepingCapacity: true)
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
        swap(&columns, &outColumns)
        swap(&values, &outValues)
        swap(&scratch.columns, &outColumns)
        swap(&scratch.values, &outValues)
    }

    mutating func scale(by factor: Rational) {
        for i in values.indices { values[i] = values[i] * factor }
    }
}
