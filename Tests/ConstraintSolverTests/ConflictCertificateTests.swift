import TestSupport
import Testing

@testable import ConstraintSolver

/// The exact certificates of a conflict from one elimination (`ConflictCertificate`): what they
/// prove, and that they prove nothing they should not (each case worked out by hand).
@Suite struct ConflictCertificateTests {
    static let bound = Rational(Int64(1e12))

    /// `Σ terms + constant (relation) 0` over variables numbered from 0.
    static func row(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation) -> ExactProgram.Row {
        ExactProgram.Row(
            terms: terms.map { ($0.0, Rational(decimal: $0.1)!) }, constant: Rational(decimal: constant)!,
            relation: relation, weight: nil)
    }

    @Test func oppositeBoundsAreProvenAndMinimal() throws {
        // x <= 0 and x >= 1.
        let rows = [Self.row([(0, 1)], 0, .lessThanOrEqual), Self.row([(0, 1)], -1, .greaterThanOrEqual)]
        let certificate = try #require(ConflictCertificate(rows: rows, variableCount: 1, bound: Self.bound))
        #expect(certificate.infeasible)
        #expect(certificate.witnessed == [true, true])
    }

    @Test func boundsThatMeetAreNotInfeasible() throws {
        // x <= 1 and x >= 0: the combination's constant has the sign the relations allow.
        let rows = [Self.row([(0, 1)], -1, .lessThanOrEqual), Self.row([(0, 1)], 0, .greaterThanOrEqual)]
        let certificate = try #require(ConflictCertificate(rows: rows, variableCount: 1, bound: Self.bound))
        #expect(!certificate.infeasible)
    }

    @Test func aChainOfEqualitiesAgainstAnInequality() throws {
        // x == y + 1, y == z + 1, z == 0, x <= 1: infeasible (x = 2), and any three hold together.
        let rows = [
            Self.row([(0, 1), (1, -1)], -1, .equal), Self.row([(1, 1), (2, -1)], -1, .equal),
            Self.row([(2, 1)], 0, .equal), Self.row([(0, 1)], -1, .lessThanOrEqual),
        ]
        let certificate = try #require(ConflictCertificate(rows: rows, variableCount: 3, bound: Self.bound))
        #expect(certificate.infeasible)
        #expect(certificate.witnessed == [true, true, true, true])
    }

    @Test func aRowOutsideTheContradictionIsNotWitnessed() throws {
        // x <= 0, x >= 1, y == 2: without y == 2 the rest still contradict.
        let rows = [
            Self.row([(0, 1)], 0, .lessThanOrEqual), Self.row([(0, 1)], -1, .greaterThanOrEqual),
            Self.row([(1, 1)], -2, .equal),
        ]
        let certificate = try #require(ConflictCertificate(rows: rows, variableCount: 2, bound: Self.bound))
        #expect(certificate.infeasible)
        #expect(certificate.witnessed == [true, true, false])
    }

    @Test func aWitnessBeyondTheBoundDoesNotCount() throws {
        // x == y, x - 1.0000000000001·y == 1, y == 0: without y == 0 the first two meet only at
        // y = -10^13, beyond the bound; without either of the others, x = 1 or 0 will do.
        let rows = [
            Self.row([(0, 1), (1, -1)], 0, .equal), Self.row([(0, 1), (1, -1.0000000000001)], -1, .equal),
            Self.row([(1, 1)], 0, .equal),
        ]
        let certificate = try #require(ConflictCertificate(rows: rows, variableCount: 2, bound: Self.bound))
        #expect(certificate.infeasible)
        #expect(certificate.witnessed == [true, true, false])
        // With a bound past 10^13 it counts.
        let wide = try #require(
            ConflictCertificate(rows: rows, variableCount: 2, bound: Rational(Int64(1e14))))
        #expect(wide.witnessed == [true, true, true])
    }

    @Test func independentRowsCertifyNothing() {
        // x == 1, y == 2: full rank, no combination cancels.
        let rows = [Self.row([(0, 1)], -1, .equal), Self.row([(1, 1)], -2, .equal)]
        #expect(ConflictCertificate(rows: rows, variableCount: 2, bound: Self.bound) == nil)
    }

    @Test func twoCombinationsCertifyNothing() {
        // x <= 0, x >= 1, x >= 2: two independent combinations cancel (rank 1 of 3 rows).
        let rows = [
            Self.row([(0, 1)], 0, .lessThanOrEqual), Self.row([(0, 1)], -1, .greaterThanOrEqual),
            Self.row([(0, 1)], -2, .greaterThanOrEqual),
        ]
        #expect(ConflictCertificate(rows: rows, variableCount: 1, bound: Self.bound) == nil)
    }

    /// The conflicts the solver names with the certificates' help are minimal by the deletion
    /// filter's own test (every candidate's removal tried by a linear program, no certificate), on
    /// random small systems of required rows with decimal coefficients.
    @Test func explanationsMatchTheDeletionFilter() throws {
        var rng = SplitMix64(seed: 36)
        var refusals = 0
        for _ in 0..<300 {
            let variables = (0..<4).map { Variable("x\($0)") }
            let solver = Solver()
            for _ in 0..<8 {
                var expression = LinearExpression(constant: Double(Int(rng.next() % 21)) - 10)
                for v in variables where rng.next() % 2 == 0 {
                    let coefficient = Double(Int(rng.next() % 7)) * 0.5 - 1.5
                    expression = expression + coefficient * v
                }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(rng.next() % 3)]
                let constraint = Constraint(expression, relation)
                do {
                    try solver.add(constraint)
                } catch {
                    guard case .unsatisfiableConstraint(_, let conflicts) = error else {
                        Issue.record("unexpected \(error)")
                        continue
                    }
                    refusals += 1
                    let filtered = solver.minimalConflict(conflicts, constraint, fromProof: true)
                    #expect(conflicts.map(ObjectIdentifier.init) == filtered.map(ObjectIdentifier.init))
                }
            }
        }
        #expect(refusals > 50)
    }
}
