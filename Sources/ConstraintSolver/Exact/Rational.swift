// Exact fractions for the exact path: a numerator and a positive denominator in lowest terms, kept
// as two `Int64`s while they fit and as `BigInteger`s beyond.

/// An exact rational number.
struct Rational: Sendable, CustomStringConvertible {
    /// Whether the value is `numerator / denominator` (small) rather than `big.0 / big.1`.
    private var isSmall = true
    private var numerator: Int64 = 0
    private var denominator: Int64 = 1
    private var big = (BigInteger.zero, BigInteger.one)

    static let zero = Rational()
    static let one = Rational(1)

    init() {}

    init(_ value: Int64) { numerator = value }

    /// `n / d` reduced (`d` not zero).
    init(_ n: BigInteger, _ d: BigInteger) {
        var n = n
        var d = d
        if d.negative {
            n = -n
            d = -d
        }
        let g = BigInteger.gcd(n, d)
        if !(g.limbs.count == 1 && g.limbs[0] == 1) && !g.isZero {
            n = n / g
            d = d / g
        }
        if n.isZero { d = .one }
        if let small = n.int64, let smallD = d.int64, small != .min {
            numerator = small
            denominator = smallD
        } else {
            isSmall = false
            big = (n, d)
        }
    }

    /// `n / d` reduced (`d > 0`, neither `Int64.min`).
    private init(small n: Int64, _ d: Int64) {
        let g = Rational.gcd(n.magnitude, d.magnitude)
        numerator = n / Int64(g)
        denominator = d / Int64(g)
    }

    /// The decimal `value` prints as (its shortest round-trip form), exactly: `0.3` is 3/10, which
    /// is what an author wrote. `nil` for NaN and infinities.
    init?(decimal value: Double) {
        guard value.isFinite else { return nil }
        if value == 0 {
            self.init()
            return
        }
        var text = Substring(value.description)
        var negative = false
        if text.first == "-" {
            negative = true
            text = text.dropFirst()
        }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let parsed = Int(text[text.index(after: e)...]) else { return nil }
            exponent = parsed
            text = text[..<e]
        }
        var digits = BigInteger.zero
        let ten = BigInteger(10)
        var seenPoint = false
        for character in text {
            if character == "." {
                seenPoint = true
                continue
            }
            guard let digit = character.wholeNumberValue else { return nil }
            digits = digits * ten + BigInteger(Int64(digit))
            if seenPoint { exponent -= 1 }
        }
        var power = BigInteger.one
        for _ in 0..<abs(exponent) { power = power * ten }
        let n = negative ? -digits : digits
        if exponent >= 0 {
            self.init(n * power, .one)
        } else {
            self.init(n, power)
        }
    }

    private static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var x = a
        var y = b
        while y != 0 { (x, y) = (y, x % y) }
        return x == 0 ? 1 : x
    }

    private var parts: (BigInteger, BigInteger) {
        isSmall ? (BigInteger(numerator), BigInteger(denominator)) : big
    }

    var isZero: Bool { isSmall ? numerator == 0 : big.0.isZero }

    /// -1, 0 or 1.
    var signum: Int { isSmall ? Int(numerator.signum()) : big.0.signum }

    var description: String {
        if isSmall { return denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
        return "big(\(big.0.bitWidth) bits / \(big.1.bitWidth) bits)"
    }

    /// The nearest `Double` (within a few units in the last place).
    var doubleValue: Double {
        if isSmall { return Double(numerator) / Double(denominator) }
        var (n, d) = big
        // Scale so the quotient keeps 64 significant bits, then divide in integers.
        let shift = d.bitWidth - n.bitWidth + 64
        if shift > 0 { n = n.shifted(left: shift) } else if shift < 0 { d = d.shifted(left: -shift) }
        let quotient = n / d
        let scaled = quotient.magnitudeAsDouble * (quotient.negative ? -1 : 1)
        return scaled * pow2(-shift)
    }

    private func pow2(_ e: Int) -> Double {
        var result = 1.0
        var e = e
        let step = e > 0 ? 2.0 : 0.5
        var base = step
        e = abs(e)
        while e > 0 {
            if e & 1 == 1 { result *= base }
            base *= base
            e >>= 1
        }
        return result
    }

    static func + (a: Rational, b: Rational) -> Rational {
        if a.isZero { return b }
        if b.isZero { return a }
        if a.isSmall && b.isSmall {
            let g = Int64(gcd(a.denominator.magnitude, b.denominator.magnitude))
            let bd = b.denominator / g
            let ad = a.denominator / g
            let (x, o1) = a.numerator.multipliedReportingOverflow(by: bd)
            let (y, o2) = b.numerator.multipliedReportingOverflow(by: ad)
            let (sum, o3) = x.addingReportingOverflow(y)
            let (den, o4) = a.denominator.multipliedReportingOverflow(by: bd)
            if !(o1 || o2 || o3 || o4) && sum != .min { return Rational(small: sum, den) }
        }
        let (an, ad) = a.parts
        let (bn, bd) = b.parts
        return Rational(an * bd + bn * ad, ad * bd)
    }

    static prefix func - (a: Rational) -> Rational {
        var out = a
        if a.isSmall {
            out.numerator = -a.numerator
        } else {
            out.big.0 = -a.big.0
        }
        return out
    }

    static func - (a: Rational, b: Rational) -> Rational { a + (-b) }

    static func * (a: Rational, b: Rational) -> Rational {
        if a.isZero || b.isZero { return .zero }
        if a.isSmall && b.isSmall {
            let g1 = Int64(gcd(a.numerator.magnitude, b.denominator.magnitude))
            let g2 = Int64(gcd(b.numerator.magnitude, a.denominator.magnitude))
            let (n, o1) = (a.numerator / g1).multipliedReportingOverflow(by: b.numerator / g2)
            let (d, o2) = (a.denominator / g2).multipliedReportingOverflow(by: b.denominator / g1)
            if !(o1 || o2) && n != .min {
                var out = Rational()
                out.numerator = n
                out.denominator = d
                return out
            }
        }
        let (an, ad) = a.parts
        let (bn, bd) = b.parts
        return Rational(an * bn, ad * bd)
    }

    /// The reciprocal (`self` not zero).
    var reciprocal: Rational {
        if isSmall && numerator != .min {
            var out = Rational()
            out.numerator = numerator < 0 ? -denominator : denominator
            out.denominator = numerator.magnitude == 0 ? 1 : Int64(numerator.magnitude)
            return out
        }
        let (n, d) = parts
        return Rational(d, n)
    }

    static func / (a: Rational, b: Rational) -> Rational { a * b.reciprocal }

    /// -1, 0 or 1 as `a` is below, at or above `b`.
    static func compare(_ a: Rational, _ b: Rational) -> Int { (a - b).signum }

    static func < (a: Rational, b: Rational) -> Bool { compare(a, b) < 0 }
}
