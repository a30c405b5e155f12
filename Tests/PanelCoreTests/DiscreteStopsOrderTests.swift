import PanelCore
import TestSupport
import Testing

/// Stops are the finite candidates, negative zero folded into zero, sorted ascending, each
/// once, whatever order and repeats they come in.
@Suite struct DiscreteStopsOrderTests {
    @Test func stopsAreSortedUniqueFiniteCandidates() {
        var random = SplitMix64(seed: 0x570_9500)
        let pool: [Double] = [-0.0, 0, 0.5, 1, 1.25, -3, 2, .infinity, -.infinity, .nan, 1e300, -1e-300]
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...12, using: &random)
            var candidates = (0..<count).map { _ in pool[Int.random(in: 0..<pool.count, using: &random)] }
            if Bool.random(using: &random) { candidates.sort { $0.isNaN || $1.isNaN ? false : $0 < $1 } }
            var expected: [Double] = []
            for candidate in candidates where candidate.isFinite {
                let folded = candidate == 0 ? 0.0 : candidate
                if !expected.contains(folded) { expected.append(folded) }
            }
            expected.sort()
            let values = DiscreteStops(candidates).values
            #expect(values == expected, "\(candidates)")
            #expect(values.allSatisfy { $0 != 0 || $0.sign == .plus }, "\(candidates)")
        }
    }
}
