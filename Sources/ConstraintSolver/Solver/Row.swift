extension Row {
    /// The largest coefficient's magnitude.
    var largest: Double {
        var m = 0.0
        for c in coeffs where abs(c) > m { m = abs(c) }
        return m
    }
}

/// A sparse row `basic = constant + Σ coeffs[i]·ids[i]`, ids strictly increasing.
struct Row {
    var ids: [UInt32] = []
    var coeffs: [Double] = []
    var constant: Double = 0
}

func search(_ ids: [UInt32], _ symbol: UInt32) -> Int? {
    var low = 0
    var high = ids.count
    while low < high {
        let mid = (low + high) >> 1
        let value = ids[mid]
        if value < symbol {
            low = mid + 1
        } else if value > symbol {
            high = mid
        } else {
            return mid
        }
    }
    return nil
}
