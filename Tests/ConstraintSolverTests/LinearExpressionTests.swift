import Testing

@testable import ConstraintSolver

/// Every operator, relation and description of the modelling API.
@Suite struct LinearExpressionTests {
    let x = Variable("x", value: 3)
    let y = Variable("y", value: 5)

    @Test func arithmeticBuildsTheRightExpressions() {
        let cases: [(LinearExpression, Double)] = [
            (x + y, 8), (x + 1, 4), (1 + x, 4), (x - y, -2), (x - 1, 2), (10 - x, 7), (-x, -3),
            (x * 2, 6), (2 * x, 6), (x / 2, 1.5),
            ((x + y) + (x + 1), 12), ((x + y) + y, 13), (y + (x + 1), 9), ((x + y) + 1, 9), (1 + (x + y), 9),
            ((x + y) - (x - 1), 6), ((x + y) - y, 3), (y - (x + 1), 1), ((x + y) - 1, 7), (20 - (x + y), 12),
            (-(x + y), -8), ((x + 1) * 2, 8), (2 * (x + 1), 8), ((x + y) / 4, 2),
        ]
        for (n, (expression, expected)) in cases.enumerated() {
            #expect(expression.value == expected, "case \(n): \(expression)")
        }
        #expect(LinearExpression(constant: 4).value == 4)
        #expect(LinearExpression(x).value == 3)
        #expect(LinearExpression([Term(x, coefficient: 2)], constant: 1).value == 7)
    }

    @Test func relationsBuildConstraints() {
        let e = x + 0
        let cases: [(Constraint, Relation, Double)] = [
            (e == e, .equal, 0), (e <= e, .lessThanOrEqual, 0), (e >= e, .greaterThanOrEqual, 0),
            (e == 4, .equal, -1), (e <= 4, .lessThanOrEqual, -1), (e >= 4, .greaterThanOrEqual, -1),
            (4 == e, .equal, 1), (4 <= e, .lessThanOrEqual, 1), (4 >= e, .greaterThanOrEqual, 1),
            (e == y, .equal, -2), (e <= y, .lessThanOrEqual, -2), (e >= y, .greaterThanOrEqual, -2),
            (x == y, .equal, -2), (x <= y, .lessThanOrEqual, -2), (x >= y, .greaterThanOrEqual, -2),
            (x == 4, .equal, -1), (x <= 4, .lessThanOrEqual, -1), (x >= 4, .greaterThanOrEqual, -1),
            (4 == x, .equal, 1), (4 <= x, .lessThanOrEqual, 1), (4 >= x, .greaterThanOrEqual, 1),
            (y == e, .equal, 2), (y <= e, .lessThanOrEqual, 2), (y >= e, .greaterThanOrEqual, 2),
        ]
        for (n, (constraint, relation, value)) in cases.enumerated() {
            #expect(constraint.relation == relation, "case \(n)")
            #expect(constraint.expression.value == value, "case \(n): \(constraint)")
            #expect(constraint.strength == .required && constraint.label == nil)
        }
    }

    @Test func satisfactionAndCopies() {
        let c = x <= 4
        #expect(c.isSatisfied())
        #expect(!(x >= 4).isSatisfied())
        #expect((x == 3).isSatisfied())
        #expect((x == 3.1).isSatisfied(tolerance: 0.2))
        let weak = c.withStrength(.weak)
        #expect(weak !== c && weak.strength == .weak && weak.relation == c.relation)
        let labelled = weak.withLabel("x fits")
        #expect(labelled.label == "x fits" && labelled.strength == .weak)
    }

    @Test func descriptions() {
        #expect(Strength.required.description == "required")
        #expect(Strength.strong.description == "strong")
        #expect(Strength.medium.description == "medium")
        #expect(Strength.weak.description == "weak")
        #expect(Strength(value: 5).description == "strength(5.0)")
        #expect(Variable("").description.hasPrefix("v@"))
        #expect((x - 2 * y + 0.5).description == "x - 2*y + 0.5")
        #expect(LinearExpression(constant: -3).description == "-3")
        #expect((x >= 2).relationDescription == "x >= 2")
    }

    @Test func errorDescriptionsNameTheParts() {
        let c = (x >= 1).withLabel("min x")
        let cases: [(SolverError, String)] = [
            (
                .unsatisfiableConstraint(c, conflicts: []),
                "unsatisfiable constraint \"min x\": conflicts with no other"
            ),
            (.duplicateConstraint(c), "duplicate constraint \"min x\""),
            (.unknownConstraint(c), "unknown constraint \"min x\""),
            (.duplicateEditVariable(x), "duplicate edit variable \"x\""),
            (.unknownEditVariable(x), "unknown edit variable \"x\""),
            (.badRequiredStrength(x), "edit variable \"x\" cannot be required"),
            (.nonFiniteConstraint(c), "constraint \"min x\" has a NaN"),
            (.nonFiniteSuggestion(x, .infinity), "suggested value inf for \"x\""),
            (.numericalFailure(c), "constraint \"min x\" was refused"),
            (.numericalFailureOfSuggestion(x, 5), "suggested value 5.0 for \"x\" was refused"),
        ]
        for (error, prefix) in cases {
            #expect(error.description.hasPrefix(prefix), "\(error.description)")
        }
    }
}
