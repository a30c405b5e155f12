import Testing

@testable import PanelCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `PanelCore`'s own exp, sin and cos (it imports only the standard library) against the
/// platform's C library, over the arguments an easing curve uses and beyond.
@Suite struct ElementaryTests {
    /// Relative difference in units of 2^-52, against `reference`.
    private func error(_ value: Double, _ reference: Double) -> Double {
        if value == reference { return 0 }
        return Swift.abs(value - reference) / Swift.max(Swift.abs(reference), 1e-300) / Double.ulpOfOne
    }

    @Test func agreesWithTheCLibraryToAboutAnUlp() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var worstExp = 0.0
        var worstTrig = 0.0
        for _ in 0..<20_000 {
            let x = (next() - 0.5) * 1_400
            worstExp = Swift.max(worstExp, error(Elementary.exp(x), exp(x)))
            let angle = (next() - 0.5) * 2_000
            // Near a zero of sin or cos the relative error means little: compare absolutely.
            worstTrig = Swift.max(worstTrig, Swift.abs(Elementary.sin(angle) - sin(angle)) / Double.ulpOfOne)
            worstTrig = Swift.max(worstTrig, Swift.abs(Elementary.cos(angle) - cos(angle)) / Double.ulpOfOne)
        }
        #expect(worstExp <= 4, "exp: \(worstExp) ulps")
        #expect(worstTrig <= 4, "sin/cos: \(worstTrig) ulps")
    }

    @Test func handlesTheEdges() {
        #expect(Elementary.exp(0) == 1)
        #expect(Elementary.exp(800) == .infinity)
        #expect(Elementary.exp(-800) == 0)
        #expect(Elementary.exp(.nan).isNaN)
        #expect(Elementary.sin(0) == 0)
        #expect(Elementary.cos(0) == 1)
        #expect(Elementary.sin(.infinity).isNaN)
    }

    @Test func springCurvesAreTheOnesTheCLibraryGives() {
        for spring in [Spring.default, .time(duration: 0.35, bounce: 0.24), .time(duration: 1, bounce: -0.5)]
        {
            let samples = EasingCurve.samples(for: spring, count: 24)
            guard case .physics(let stiffness, let damping, let mass) = spring.resolvedPhysics else {
                continue
            }
            let omega = (stiffness / mass).squareRoot()
            let zeta = damping / (2 * (stiffness * mass).squareRoot())
            #expect(samples.count == 24)
            if zeta < 1 {
                let damped = omega * (1 - zeta * zeta).squareRoot()
                let t = 0.1
                let reference =
                    1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
                let ours =
                    1 - Elementary.exp(-zeta * omega * t)
                    * (Elementary.cos(damped * t) + zeta * omega / damped * Elementary.sin(damped * t))
                #expect(Swift.abs(ours - reference) < 1e-14)
            }
        }
    }
}
