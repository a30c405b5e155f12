/// The exponential, sine and cosine of a `Double`, with the standard library alone (which has
/// no elementary functions): argument reduction by ln 2 or π/2 in extra precision, then a
/// polynomial on the reduced interval, accurate to about one unit in the last place — what
/// ``EasingCurve`` needs to draw a spring.
///
/// ```swift
/// Elementary.exp(1)   // 2.718281828459045
/// ```
enum Elementary {
    /// e raised to `x`.
    static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782712893384 { return .infinity }
        if x < -745.1332191019412 { return 0 }
        // x = k ln 2 + r, |r| ≤ ln 2 / 2, with ln 2 split so that k × high is exact.
        let ln2High = 6.93147180369123816490e-01
        let ln2Low = 1.90821492927058770002e-10
        let k = (x * 1.4426950408889634).rounded()
        let r = (x - k * ln2High) - k * ln2Low
        // The Taylor series of e^r to r^13 (the rest is below 1e-17 of the result).
        var sum = 1.0
        for n in stride(from: 13, through: 1, by: -1) { sum = 1 + r * sum / Double(n) }
        return Double(sign: .plus, exponent: Int(k), significand: sum)
    }

    /// The sine of `x` (radians).
    static func sin(_ x: Double) -> Double {
        let (r, quadrant) = reduced(x)
        switch quadrant {
        case 0: return sine(r)
        case 1: return cosine(r)
        case 2: return -sine(r)
        default: return -cosine(r)
        }
    }

    /// The cosine of `x` (radians).
    static func cos(_ x: Double) -> Double {
        let (r, quadrant) = reduced(x)
        switch quadrant {
        case 0: return cosine(r)
        case 1: return -sine(r)
        case 2: return -cosine(r)
        default: return sine(r)
        }
    }

    /// `x` as `r + k π/2` with |r| ≤ π/4, and k modulo 4. π/2 is split in three parts so that
    /// the reduction stays exact for the arguments a curve uses (well below 2^20 π/2).
    private static func reduced(_ x: Double) -> (Double, Int) {
        guard x.isFinite else { return (.nan, 0) }
        let k = (x * 0.63661977236758134308).rounded()
        let part1 = 1.57079632673412561417e+00
        let part2 = 6.07710050630396597660e-11
        let part3 = 2.02226624871116645580e-21
        let r = ((x - k * part1) - k * part2) - k * part3
        let quadrant = k.magnitude < 9e15 ? Int(k) & 3 : 0
        return (r, quadrant)
    }

    /// The Taylor series of sin r to r^21, for |r| ≤ π/4.
    private static func sine(_ r: Double) -> Double {
        let r2 = r * r
        var sum = 1.0
        for n in stride(from: 20, through: 2, by: -2) { sum = 1 - r2 * sum / Double(n * (n + 1)) }
        return r * sum
    }

    /// The Taylor series of cos r to r^20, for |r| ≤ π/4.
    private static func cosine(_ r: Double) -> Double {
        let r2 = r * r
        var sum = 1.0
        for n in stride(from: 20, through: 2, by: -2) { sum = 1 - r2 * sum / Double(n * (n - 1)) }
        return sum
    }
}
