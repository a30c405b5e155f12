// Exact fractions for the exact path: a numerator and a positive denominator in lowest terms, kept
// as two `Int128`s while they fit (a simplex over an author's decimals rarely needs more, and then
// no operation allocates) and as `BigInteger`s beyond.

/// An exact rational number.
struct Rational: Sendable, CustomStringConvertible {
    /// The value while it fits (never `Int128.min`, so negation cannot overflow).
    private var numerator: Int128 = 0
    private var denominator: Int128 = 1
    /// The value as big integers when it does not fit (then `numerator` and `denominator` are unused).
    private var big: (BigInteger, BigInteger)?

    static let zero = Rational()
    static let one = Rational(1)

    init() {}

    init(_ value: Int64) { numerator = Int128(value) }

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
        if let small = n.int128, let smallD = d.int128, small != .min {
            numerator = small
            denominator = smallD
        } else {
            big = (n, d)
        }
    }

    /// `n / d` reduced (`d > 0`, `n` not `Int128.min`).
    private init(reducing n: Int128, _ d: Int128) {
        let g = Int128(BigInteger.binaryGCD(n.magnitude, d.magnitude))
        // Most results are in lowest terms already: no 128-bit division then.
        numerator = g == 1 ? n : n / g
        denominator = g == 1 ? d : d / g
    }

    /// The decimal `value` prints as (its shortest round-trip form), exactly: `0.3` is 3/10, which
    /// is what an author wrote. `nil` for NaN and infinities.
    init?(decimal value: Double) {
        guard value.isFinite else { return nil }
        if value == 0 {
            self.init()
            return
        }
        // Integers (most constants and coefficients) need no text.
        if value.rounded() == value && abs(value) < 1e18 {
            self.init(Int64(value))
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
        // A shortest decimal has at most 17 digits: within Int128 with its power of ten up to 10^20.
        if abs(exponent) <= 3 {
            var small: Int128 = 0
            var places = 0
            var seenPoint = false
            var fits = true
            for character in text.utf8 {
                if character == UInt8(ascii: ".") {
                    seenPoint = true
                    continue
                }
                guard character >= UInt8(ascii: "0"), character <= UInt8(ascii: "9"),
                    small < 10_000_000_000_000_000
                else {
                    fits = false
                    break
                }
                small = small * 10 + Int128(character - UInt8(ascii: "0"))
                if seenPoint { places += 1 }
            }
            let shift = exponent - places
            if fits && shift >= -20 && shift <= 3 {
                var power: Int128 = 1
                for _ in 0..<abs(shift) { power *= 10 }
                let n = negative ? -small : small
                if shift >= 0 {
                    self.init(reducing: n * power, 1)
                } else {
                    self.init(reducing: n, power)
                }
                return
            }
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

    private var parts: (BigInteger, BigInteger) {
        big ?? (BigInteger(wide: numerator), BigInteger(wide: denominator))
    }

    var isZero: Bool { big == nil && numerator == 0 }

    /// -1, 0 or 1.
    var signum: Int { big?.0.signum ?? Int(numerator.signum()) }

    var description: String {
        if let big { return "big(\(big.0.bitWidth) bits / \(big.1.bitWidth) bits)" }
        return denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
    }

    /// The nearest `Double` (within a few units in the last place).
    var doubleValue: Double {
        guard var (n, d) = big else { return Double(numerator) / Double(denominator) }
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
        if a.big == nil && b.big == nil {
            let g = Int128(BigInteger.binaryGCD(a.denominator.magnitude, b.denominator.magnitude))
            let bd = g == 1 ? b.denominator : b.denominator / g
            let ad = g == 1 ? a.denominator : a.denominator / g
            let (x, o1) = a.numerator.multipliedReportingOverflow(by: bd)
            let (y, o2) = b.numerator.multipliedReportingOverflow(by: ad)
            let (sum, o3) = x.addingReportingOverflow(y)
            let (den, o4) = a.denominator.multipliedReportingOverflow(by: bd)
            if !(o1 || o2 || o3 || o4) && sum != .min {
                if sum == 0 { return .zero }
                // Both parts in lowest terms: a prime of `ad / g` or `bd / g` cannot divide `sum`
                // (Knuth, TAOCP 4.5.1), so only `gcd(sum, g)` can be left to cancel, and nothing
                // when `g` is 1 (most sums).
                if g == 1 {
                    var out = Rational()
                    out.numerator = sum
                    out.denominator = den
                    return out
                }
                let h = Int128(BigInteger.binaryGCD(sum.magnitude, UInt128(g)))
                var out = Rational()
                out.numerator = h == 1 ? sum : sum / h
                out.denominator = h == 1 ? den : den / h
                return out
            }
        }
        let (an, ad) = a.parts
        let (bn, bd) = b.parts
        return Rational(an * bd + bn * ad, ad * bd)
    }

    static prefix func - (a: Rational) -> Rational {
        var out = a
        if let big = a.big {
            out.big = (-big.0, big.1)
        } else {
            out.numerator = -a.numerator
        }
        return out
    }

    static func - (a: Rational, b: Rational) -> Rational { a + (-b) }

    static func * (a: Rational, b: Rational) -> Rational {
        if a.isZero || b.isZero { return .zero }
        if a.big == nil && b.big == nil {
            let g1 = Int128(BigInteger.binaryGCD(a.numerator.magnitude, b.denominator.magnitude))
            let g2 = Int128(BigInteger.binaryGCD(b.numerator.magnitude, a.denominator.magnitude))
            let an = g1 == 1 ? a.numerator : a.numerator / g1
            let bn = g2 == 1 ? b.numerator : b.numerator / g2
            let ad = g2 == 1 ? a.denominator : a.denominator / g2
            let bd = g1 == 1 ? b.denominator : b.denominator / g1
            let (n, o1) = an.multipliedReportingOverflow(by: bn)
            let (d, o2) = ad.multipliedReportingOverflow(by: bd)
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
        guard let (n, d) = big else {
            var out = Rational()
            out.numerator = numerator < 0 ? -denominator : denominator
            out.denominator = Int128(numerator.magnitude)
            return out
        }
        return Rational(d, n)
    }

    static func / (a: Rational, b: Rational) -> Rational { a * b.reciprocal }

    /// -1, 0 or 1 as `a` is below, at or above `b`: the signs of `a.n·b.d` and `b.n·a.d` compared as
    /// full-width products (the denominators are positive), without the GCDs of a subtraction.
    static func compare(_ a: Rational, _ b: Rational) -> Int {
        guard a.big == nil && b.big == nil else { return (a - b).signum }
        let left = a.numerator.multipliedFullWidth(by: b.denominator)
        let right = b.numerator.multipliedFullWidth(by: a.denominator)
        if left.high != right.high { return left.high < right.high ? -1 : 1 }
        if left.low != right.low { return left.low < right.low ? -1 : 1 }
        return 0
    }

    static func < (a: Rational, b: Rational) -> Bool { compare(a, b) < 0 }
}
