import TestSupport
import Testing

@testable import ConstraintSolver

/// The exact path's integers, fractions and linear programs, checked against identities and
/// against problems solved by hand.
@Suite struct ExactArithmeticTests {
    /// A random integer of up to `limbs` 32-bit limbs.
    static func random(_ rng: inout SplitMix64, limbs: Int) -> BigInteger {
        let count = Int(rng.next() % UInt64(limbs + 1))
        let words = (0..<count).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
        return BigInteger(negative: rng.next() & 1 == 1, limbs: words)
    }

    @Test func divisionInvertsMultiplication() {
        var rng = SplitMix64(seed: 25)
        for _ in 0..<2000 {
            let a = Self.random(&rng, limbs: 6)
            var b = Self.random(&rng, limbs: 4)
            if b.isZero { b = .one }
            let q = a / b
            let r = a % b
            // a = q·b + r, |r| < |b|, r has a's sign.
            #expect(q * b + r == a)
            #expect(BigInteger.compareMagnitudes(r.limbs, b.limbs) < 0)
            #expect(r.isZero || r.negative == a.negative)
            #expect((a * b) / b == a)
            #expect((a + b) - b == a)
        }
    }

    @Test func gcdDividesBoth() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let common = Self.random(&rng, limbs: 2) + .one
            let a = Self.random(&rng, limbs: 3) * common
            let b = Self.random(&rng, limbs: 3) * common
            let g = BigInteger.gcd(a, b)
            if g.isZero { continue }
            #expect((a % g).isZero && (b % g).isZero)
            #expect((g % BigInteger(negative: false, limbs: common.limbs)).isZero)
        }
    }

    /// The greatest common divisor on each of its paths (a unit, equal parts, 64-bit parts, 128-bit
    /// parts), against Euclid's algorithm.
    @Test func greatestCommonDivisorOnEveryPath() {
        func euclid(_ a: UInt128, _ b: UInt128) -> UInt128 { b == 0 ? a : euclid(b, a % b) }
        let cases: [(UInt128, UInt128)] = [
            (1, 12), (12, 1), (18, 18), (12, 18), (UInt128(UInt64.max), 3 * 5 * 17),
            (UInt128(1) << 70, (UInt128(1) << 65) * 3), (UInt128(UInt64.max) * 6, UInt128(UInt64.max) * 4),
            (10_000_000_000_000_000, 7_500_000_000_000_001),
        ]
        for (a, b) in cases { #expect(BigInteger.binaryGCD(a, b) == euclid(a, b), "\(a), \(b)") }
        // Parts of every pair of sizes (the division that starts each path: 64 against 64 bits,
        // 128 against 64, 128 against 128 with a remainder in 64 bits or not), with a common factor.
        var rng = SplitMix64(seed: 35)
        func part(bits: Int) -> UInt128 {
            let wide = UInt128(rng.next()) << 64 | UInt128(rng.next())
            return max(1, wide >> UInt128(128 - bits))
        }
        for _ in 0..<3000 {
            let common = part(bits: Int(rng.next() % 20) + 1)
            let a = part(bits: Int(rng.next() % 100) + 1) * common
            let b = part(bits: Int(rng.next() % 100) + 1) * common
            #expect(BigInteger.binaryGCD(a, b) == euclid(a, b), "\(a), \(b)")
        }
    }

    @Test func decimalsAreReadAsWritten() {
        #expect(Rational(decimal: 0.3)!.description == "3/10")
        #expect(Rational(decimal: -353.59)!.description == "-35359/100")
        #expect(Rational(decimal: 1e-5)!.description == "1/100000")
        #expect(Rational(decimal: 1.5e20)!.doubleValue == 1.5e20)
        #expect(Rational(decimal: .nan) == nil)
        // The short paths (integers, and decimals of up to 17 digits read into Int128) agree with
        // the text of the number.
        #expect(Rational(decimal: 0.30000000000000004)!.description == "7500000000000001/25000000000000000")
        #expect(Rational(decimal: -0.8999999999999999)!.description == "-8999999999999999/10000000000000000")
        #expect(Rational(decimal: 1e16)!.description == "10000000000000000")
        #expect(Rational(decimal: -1234567.5)!.description == "-2469135/2")
        #expect(Rational(decimal: 1.25e-7)!.description == "1/8000000")
        let sum = Rational(decimal: 0.1)! + Rational(decimal: 0.2)!
        #expect(Rational.compare(sum, Rational(decimal: 0.3)!) == 0)
    }

    /// A sum is in lowest terms whether or not the denominators share a factor (the sum reduces
    /// only by the factor they share), against a reduction done here with Euclid.
    @Test func sumsAreInLowestTerms() {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
        func reduced(_ n: Int, _ d: Int) -> String {
            let g = gcd(n, d)
            return d / g == 1 ? "\(n / g)" : "\(n / g)/\(d / g)"
        }
        for a in -12...12 {
            for b in 1...12 {
                for c in [-7, -1, 1, 5] {
                    for d in [1, 2, 3, 6, 10, 12] {
                        let sum =
                            Rational(Int64(a)) / Rational(Int64(b)) + Rational(Int64(c)) / Rational(Int64(d))
                        #expect(sum.description == reduced(a * d + c * b, b * d), "\(a)/\(b) + \(c)/\(d)")
                    }
                }
            }
        }
    }

    /// Comparison by full-width cross products, against the sign of the difference (GCDs and all),
    /// on fractions near each other and past 64 bits.
    @Test func comparisonIsTheSignOfTheDifference() {
        var rng = SplitMix64(seed: 36)
        func fraction() -> Rational {
            let n = Int64(bitPattern: rng.next()) >> Int64(rng.next() % 63)
            let d = Int64(rng.next() >> (1 + rng.next() % 63)) | 1
            var r = Rational(n) / Rational(d)
            if rng.next() % 4 == 0 { r = r * r }
            return r
        }
        for _ in 0..<3000 {
            let a = fraction()
            let b = rng.next() % 3 == 0 ? a + Rational(1) / Rational(Int64(1) << 62) : fraction()
            #expect(Rational.compare(a, b) == (a - b).signum, "\(a) vs \(b)")
            #expect(Rational.compare(b, a) == (b - a).signum, "\(b) vs \(a)")
            #expect(Rational.compare(a, a) == 0)
        }
    }

    @Test func fractionsPastSixtyFourBitsStayExact() {
        // (1/3)^60 · 3^60 = 1, through the big path.
        var x = Rational.one
        let third = Rational(1) / Rational(3)
        for _ in 0..<60 { x = x * third }
        for _ in 0..<60 { x = x * Rational(3) }
        #expect(Rational.compare(x, .one) == 0)
        var y = Rational.zero
        for k in 1...40 { y = y + Rational(1) / Rational(Int64(k) * Int64(k + 1)) }
        // Σ 1/(k(k+1)) telescopes to 1 - 1/41.
        #expect(Rational.compare(y, Rational(40) / Rational(41)) == 0)
        #expect(abs(y.doubleValue - 40.0 / 41.0) <= 1e-15)
    }

    /// x + y == 10 (required), x == 2 (strong), y == 3 (weak): the strong one holds, y = 8, error 5.
    @Test func weightedOptimum() {
        var program = ExactProgram()
        program.variableCount = 2
        program.rows = [
            .init(terms: [(0, .one), (1, .one)], constant: Rational(-10), relation: .equal, weight: nil),
            .init(terms: [(0, .one)], constant: Rational(-2), relation: .equal, weight: Rational(1_000_000)),
            .init(terms: [(1, .one)], constant: Rational(-3), relation: .equal, weight: .one),
            .init(terms: [(1, .one)], constant: Rational(-9), relation: .lessThanOrEqual, weight: nil),
        ]
        guard case .optimal(let values, let error) = program.solve() else {
            Issue.record("infeasible")
            return
        }
        #expect(values[0].description == "2")
        #expect(values[1].description == "8")
        #expect(error.description == "5")
        program.rows.append(
            .init(terms: [(1, .one)], constant: Rational(-9), relation: .greaterThanOrEqual, weight: nil))
        guard case .optimal(let pinned, let more) = program.solve() else {
            Issue.record("infeasible")
            return
        }
        // y is pinned to 9: x = 1 costs 1,000,000, y = 9 costs 6.
        #expect(pinned[1].description == "9")
        #expect(more.description == "1000006")
        program.rows.append(
            .init(terms: [(0, .one)], constant: Rational(0), relation: .lessThanOrEqual, weight: nil))
        if case .optimal = program.solve() { Issue.record("x <= 0 with x + y == 10 and y == 9 accepted") }
    }
}
