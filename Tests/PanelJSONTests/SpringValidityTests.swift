import PanelCore
import Testing

/// `Spring.isValid`, which the value texts of the values map's springs use, says what
/// `problem == nil` says, for every edge of the ranges.
@Suite struct SpringValidityTests {
    @Test func isValidIsNoProblem() {
        let edges: [Double] = [
            0, -0.0, 1, -1, 0.5, -0.5, 1.0.nextUp, (-1.0).nextUp, (-1.0).nextDown, 1.0.nextDown,
            .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity, -.infinity,
            .nan,
            170, 26,
        ]
        var springs: [Spring] = []
        for first in edges {
            for second in edges {
                springs.append(.time(duration: first, bounce: second))
                for third in [1, 0, -0.0, .infinity, .nan, 2.5] {
                    springs.append(.physics(stiffness: first, damping: second, mass: third))
                }
            }
        }
        var valid = 0
        for spring in springs {
            #expect(spring.isValid == (spring.problem == nil), "\(spring)")
            if spring.isValid { valid += 1 }
        }
        // Both answers are met.
        #expect(valid > 0 && valid < springs.count)
    }
}
