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

    @Test func decimalsAreReadAsWritten() {
        #expect(Rational(decimal: 0.3)!.description == "3/10")
        #expect(Rational(decimal: -353.59)!.description == "-35359/100")
        #expect(Rational(decimal: 1e-5)!.description == "1/100000")
        #expect(Rational(decimal: 1.5e20)!.doubleValue == 1.5e20)
        #expect(Rational(decimal: .nan) == nil)
        let sum = Rational(decimal: 0.1)! + Rational(decimal: 0.2)!
        #expect(Rational.compare(sum, Rational(decimal: 0.3)!) == 0)
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
