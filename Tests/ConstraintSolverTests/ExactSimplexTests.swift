import Foundation
import Testing

@testable import ConstraintSolver

/// The exact simplex on the programs of the stress check's slowest systems (seed 99, system 44:
/// exact mode from its step 72 on, each call re-solved exactly), against the optimum of the exact
/// referee (`Scripts/oracles/exact_lp.py`, Python's `Fraction`s). Pure Bland's rule with an
/// artificial column in every row took 142 and 244 pivots and, in fractions past 64 bits, seconds per
/// solve, so the soak spent minutes on each such system.
@Suite struct ExactSimplexTests {
    /// A program as `[terms, constant, relation, weight or null]` rows over `variables` variables
    /// (the live constraints of the system at that step, suggestions folded into the constants).
    static func program(_ json: String, variables: Int) throws -> ExactProgram {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let rows = try #require(object as? [[Any]])
        var program = ExactProgram()
        program.variableCount = variables
        for row in rows {
            let terms = try #require(row[0] as? [[Double]]).map {
                (variable: Int($0[0]), coefficient: Rational(decimal: $0[1]) ?? .zero)
            }
            let relation: Relation =
                switch row[2] as? String {
                case "eq": .equal
                case "le": .lessThanOrEqual
                default: .greaterThanOrEqual
                }
            let constant = try #require(row[1] as? Double)
            program.rows.append(
                ExactProgram.Row(
                    terms: terms, constant: try #require(Rational(decimal: constant)),
                    relation: relation, weight: (row[3] as? Double).flatMap { Rational(decimal: $0) }))
        }
        return program
    }

    /// A decimal integer of any length, exactly.
    static func integer(_ digits: String) -> BigInteger {
        digits.reduce(BigInteger.zero) { $0 * BigInteger(10) + BigInteger(Int64($1.wholeNumberValue ?? 0)) }
    }

    /// Solves and checks the optimum against the referee's, every required row exactly, and the pivots.
    static func check(_ program: ExactProgram, optimum: Rational, maximumPivots: Int) {
        var pivots = 0
        guard case .optimal(let values, let error) = program.solve(pivots: &pivots) else {
            Issue.record("solved as infeasible")
            return
        }
        #expect(
            Rational.compare(error, optimum) == 0,
            "error \(error.doubleValue), optimum \(optimum.doubleValue)")
        for row in program.rows where row.weight == nil {
            let sum = row.terms.reduce(row.constant) { $0 + $1.coefficient * values[$1.variable] }
            let holds =
                switch row.relation {
                case .equal: sum.isZero
                case .lessThanOrEqual: sum.signum <= 0
                case .greaterThanOrEqual: sum.signum >= 0
                }
            #expect(holds)
        }
        #expect(pivots <= maximumPivots, "\(pivots) pivots")
    }

    /// Seed 99, system 44, after step 72 (an edit variable of strength 1e6): 56 rows, optimum 239;
    /// 74 pivots (Bland's rule from an all-artificial start: 142).
    @Test func seed99System44AtItsFirstExactStep() throws {
        let program = try Self.program(
            #"[[[[0, 2.0],[3, 0.3],[4, -1.5],[5, -3.0]],-674.0,"le",null],[[[6, 1.0]],800.25,"eq",1000.0],[[[7, 4.0],[8, 1.0],[9, 0.25]],-51.0,"ge",1000000.0],[[[10, 1.0],[9, 10.0]],42.9,"eq",null],[[[11, -10.0],[9, 1.5],[12, -0.25],[13, 1.0]],949.5,"le",null],[[[14, -0.25],[15, -3.0],[16, 1.5],[12, 1.2],[17, -1.5]],4.26,"eq",1000000.0],[[[18, 1.0],[19, -10.0],[20, 1.0],[8, 0.75],[21, -1.0]],-79.1,"eq",1.0],[[[17, 1.5],[13, 1.5],[11, -2.0],[23, 10.0],[12, 1.0]],0.13,"le",null],[[[24, 1.0],[25, 2.0],[26, 0.5]],283.0,"ge",null],[[[19, 2.5]],123.25,"eq",null],[[[6, -1.5],[27, -1.0]],45.2,"ge",null],[[[15, 1.0]],350.25,"eq",1.0],[[[0, 1.0]],-820.5,"eq",1000.0],[[[28, 1.2],[29, 1.5],[24, -0.25],[16, 3.0],[30, 15.0]],1.59,"ge",null],[[[5, -1.0]],-208.0,"eq",1000000.0],[[[11, -1.5],[15, 5.0]],959.5,"eq",null],[[[1, 8.0],[2, -2.0],[4, 0.3],[12, 10.0],[22, -0.25]],49.5,"ge",1000000.0],[[[0, -1.5],[22, 0.5],[9, -0.25]],5.93,"ge",null],[[[18, 1.0],[21, -1.0]],319.0,"ge",null],[[[31, 2.0]],-808.25,"eq",1.0],[[[32, 8.0]],0.42,"le",null],[[[27, 0.5],[30, 0.25],[12, 4.0]],91.75,"ge",1000000.0],[[[26, 1.0]],707.0,"eq",null],[[[28, 1.2]],-4.79,"eq",null],[[[26, 1.0],[8, 8.0],[16, 10.0]],95.0,"le",null],[[[33, -10.0],[16, -0.5],[23, -5.0],[10, -3.0],[34, 0.25]],-47.2,"eq",1.0],[[[3, 0.25],[4, 15.0],[25, 8.0],[32, 0.75],[0, 15.0]],3.0,"eq",null],[[[1, 1.0]],871.25,"ge",1.0],[[[35, 1.2],[7, -2.0]],-20.5,"eq",1.0],[[[31, 1.0],[17, 15.0],[25, 0.3]],-76.0,"eq",null],[[[33, -3.0],[1, -5.0],[19, 1.0]],-12.0,"ge",1.0],[[[24, 0.25]],134.0,"eq",null],[[[30, 0.3]],-239.0,"ge",1.0],[[[9, 0.75],[28, -1.0],[19, 0.3],[20, -1.0],[22, -1.5]],836.75,"ge",null],[[[30, -1.0],[34, 3.0],[10, -10.0],[27, 0.75],[36, 0.75]],787.25,"ge",1.0],[[[7, 0.3],[2, 1.0],[5, -0.5],[31, 0.25]],444.75,"le",1.0],[[[25, 4.0],[12, 15.0],[1, 1.0],[31, 0.3]],700.75,"eq",null],[[[23, 3.0]],-104.75,"eq",null],[[[36, -0.25],[0, -2.0],[22, 0.3],[21, 1.0]],70.6,"eq",null],[[[36, 2.0],[18, -2.0],[33, 8.0]],-59.9,"eq",1.0],[[[37, 5.0],[36, 2.0],[3, 2.0],[34, 15.0]],-4.3,"ge",1000000.0],[[[2, 2.0],[35, -5.0],[3, 3.0]],-45.4,"eq",null],[[[31, 10.0],[9, -1.0],[3, -3.0]],82.7,"ge",1000000.0],[[[16, 2.5],[32, -0.5],[15, 8.0]],-265.25,"ge",null],[[[23, 0.75],[11, 5.0],[32, -1.5],[14, 5.0],[36, -3.0]],1.49,"le",null],[[[22, -0.25],[17, 15.0],[4, 4.0],[28, -1.0],[38, 1.0]],802.5,"eq",null],[[[22, 1.0],[10, 0.25],[32, -10.0],[12, -0.25]],-2.07,"ge",1000000.0],[[[16, -10.0]],193.0,"le",1.0],[[[18, -1.0],[21, 5.0],[5, 1.0]],123.0,"eq",null],[[[25, 8.0],[37, 1.5],[19, -1.0]],-68.7,"eq",null],[[[13, 2.5],[8, 10.0],[2, -2.0],[26, 8.0]],25.4,"ge",null],[[[12, 15.0],[7, -1.0],[38, 1.0],[11, 0.3]],0.43,"ge",null],[[[14, 8.0],[24, -3.0],[5, -1.5]],29.3,"ge",null],[[[18, 0.25]],5.02,"ge",1000.0],[[[37, -10.0],[35, 1.2],[19, 1.5]],-270.25,"ge",1000.0],[[[30, 1.0]],0.0,"eq",1000000.0]]"#,
            variables: 39)
        Self.check(program, optimum: Rational(239), maximumPivots: 100)
    }

    /// The same system after step 90: 68 rows, an optimum of 27 digits over 20; 100 pivots (Bland's
    /// rule: 244).
    @Test func seed99System44AtStep90() throws {
        let program = try Self.program(
            #"[[[[0, 2.0],[3, 0.3],[4, -1.5],[5, -3.0]],-674.0,"le",null],[[[6, 1.0]],800.25,"eq",1000.0],[[[7, 4.0],[8, 1.0],[9, 0.25]],-51.0,"ge",1000000.0],[[[10, 1.0],[9, 10.0]],42.9,"eq",null],[[[11, -10.0],[9, 1.5],[12, -0.25],[13, 1.0]],949.5,"le",null],[[[14, -0.25],[15, -3.0],[16, 1.5],[12, 1.2],[17, -1.5]],4.26,"eq",1000000.0],[[[18, 1.0],[19, -10.0],[20, 1.0],[8, 0.75],[21, -1.0]],-79.1,"eq",1.0],[[[17, 1.5],[13, 1.5],[11, -2.0],[23, 10.0],[12, 1.0]],0.13,"le",null],[[[24, 1.0],[25, 2.0],[26, 0.5]],283.0,"ge",null],[[[19, 2.5]],123.25,"eq",null],[[[6, -1.5],[27, -1.0]],45.2,"ge",null],[[[15, 1.0]],-853.5,"eq",1.0],[[[0, 1.0]],-820.5,"eq",1000.0],[[[28, 1.2],[29, 1.5],[24, -0.25],[16, 3.0],[30, 15.0]],1.59,"ge",null],[[[5, -1.0]],-208.0,"eq",1000000.0],[[[11, -1.5],[15, 5.0]],959.5,"eq",null],[[[1, 8.0],[2, -2.0],[4, 0.3],[12, 10.0],[22, -0.25]],49.5,"ge",1000000.0],[[[0, -1.5],[22, 0.5],[9, -0.25]],5.93,"ge",null],[[[18, 1.0],[21, -1.0]],319.0,"ge",null],[[[31, 2.0]],-808.25,"eq",1.0],[[[32, 8.0]],0.42,"le",null],[[[27, 0.5],[30, 0.25],[12, 4.0]],91.75,"ge",1000000.0],[[[26, 1.0]],707.0,"eq",null],[[[28, 1.2]],-4.79,"eq",null],[[[26, 1.0],[8, 8.0],[16, 10.0]],95.0,"le",null],[[[33, -10.0],[16, -0.5],[23, -5.0],[10, -3.0],[34, 0.25]],-47.2,"eq",1.0],[[[3, 0.25],[4, 15.0],[25, 8.0],[32, 0.75],[0, 15.0]],3.0,"eq",null],[[[1, 1.0]],871.25,"ge",1.0],[[[35, 1.2],[7, -2.0]],-20.5,"eq",1.0],[[[31, 1.0],[17, 15.0],[25, 0.3]],-76.0,"eq",null],[[[33, -3.0],[1, -5.0],[19, 1.0]],-12.0,"ge",1.0],[[[30, 0.3]],-239.0,"ge",1.0],[[[9, 0.75],[28, -1.0],[19, 0.3],[20, -1.0],[22, -1.5]],836.75,"ge",null],[[[7, 0.3],[2, 1.0],[5, -0.5],[31, 0.25]],444.75,"le",1.0],[[[25, 4.0],[12, 15.0],[1, 1.0],[31, 0.3]],700.75,"eq",null],[[[23, 3.0]],-104.75,"eq",null],[[[36, -0.25],[0, -2.0],[22, 0.3],[21, 1.0]],70.6,"eq",null],[[[36, 2.0],[18, -2.0],[33, 8.0]],-59.9,"eq",1.0],[[[37, 5.0],[36, 2.0],[3, 2.0],[34, 15.0]],-4.3,"ge",1000000.0],[[[2, 2.0],[35, -5.0],[3, 3.0]],-45.4,"eq",null],[[[31, 10.0],[9, -1.0],[3, -3.0]],82.7,"ge",1000000.0],[[[16, 2.5],[32, -0.5],[15, 8.0]],-265.25,"ge",null],[[[23, 0.75],[11, 5.0],[32, -1.5],[14, 5.0],[36, -3.0]],1.49,"le",null],[[[22, -0.25],[17, 15.0],[4, 4.0],[28, -1.0],[38, 1.0]],802.5,"eq",null],[[[22, 1.0],[10, 0.25],[32, -10.0],[12, -0.25]],-2.07,"ge",1000000.0],[[[16, -10.0]],193.0,"le",1.0],[[[18, -1.0],[21, 5.0],[5, 1.0]],123.0,"eq",null],[[[25, 8.0],[37, 1.5],[19, -1.0]],-68.7,"eq",null],[[[13, 2.5],[8, 10.0],[2, -2.0],[26, 8.0]],25.4,"ge",null],[[[12, 15.0],[7, -1.0],[38, 1.0],[11, 0.3]],0.43,"ge",null],[[[14, 8.0],[24, -3.0],[5, -1.5]],29.3,"ge",null],[[[18, 0.25]],5.02,"ge",1000.0],[[[37, -10.0],[35, 1.2],[19, 1.5]],-270.25,"ge",1000.0],[[[30, 1.0]],0.0,"eq",1000000.0],[[[19, 15.0],[29, 4.0],[37, 15.0],[13, -1.0]],-5.0,"eq",1000000.0],[[[12, 0.3]],230.0,"eq",1.0],[[[34, 0.5],[15, 8.0],[29, 2.5]],291.0,"le",1000.0],[[[13, 15.0],[30, -0.25],[21, 8.0]],64.6,"eq",null],[[[17, -5.0],[10, 8.0],[21, 1.0],[36, 0.25]],283.0,"ge",1000000.0],[[[6, 8.0],[10, 1.5],[0, 3.0],[37, -0.25]],40.7,"ge",null],[[[2, -10.0],[12, -1.5],[20, 2.5]],415.75,"le",null],[[[17, 0.75],[33, 1.5],[19, 15.0],[8, 0.75],[30, -10.0]],-390.75,"eq",1.0],[[[27, 3.0],[1, 3.0],[15, 0.25],[6, -5.0],[17, 0.5]],-2.77,"eq",1.0],[[[0, -0.25],[1, -1.0],[2, 0.3]],-896.0,"eq",null],[[[31, 1.0]],0.0,"eq",1.0],[[[12, 1.5],[23, 1.0],[30, 5.0],[2, -10.0]],-2.06,"eq",1000000.0],[[[14, 3.0],[35, 1.0],[8, -5.0],[18, 4.0],[37, -0.5]],6.0,"le",null],[[[5, -5.0]],294.0,"le",1000.0]]"#,
            variables: 39)
        let optimum = Rational(
            Self.integer("171413614867293254055337477"), Self.integer("11136858132391200000"))
        Self.check(program, optimum: optimum, maximumPivots: 130)
    }
}
