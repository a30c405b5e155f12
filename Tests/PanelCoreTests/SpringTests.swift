import PanelCore
import Testing

@Suite struct SpringTests {
    private func physics(_ spring: Spring) -> (k: Double, c: Double, m: Double) {
        guard case .physics(let k, let c, let m) = spring.resolvedPhysics else { return (0, 0, 0) }
        return (k, c, m)
    }

    private func time(_ spring: Spring) -> (d: Double, b: Double) {
        guard case .time(let d, let b) = spring.resolvedTime else { return (0, 0) }
        return (d, b)
    }

    @Test func timeToPhysicsMatchesTheDocumentedFormula() {
        // duration 1, bounce 0: k = (2π)² ≈ 39.4784176, c = 4π ≈ 12.5663706 (critically damped).
        let p = physics(.time(duration: 1, bounce: 0))
        #expect(abs(p.k - 39.47841760435743) < 1e-9)
        #expect(abs(p.c - 12.566370614359172) < 1e-9)
        #expect(p.m == 1)
        // bounce 0.5 halves the damping; bounce -0.5 doubles it.
        #expect(abs(physics(.time(duration: 1, bounce: 0.5)).c - 6.283185307179586) < 1e-9)
        #expect(abs(physics(.time(duration: 1, bounce: -0.5)).c - 25.132741228718345) < 1e-9)
    }

    @Test(arguments: [(0.35, 0.24), (0.5, 0.0), (1.2, -0.6), (0.1, 0.99), (2.0, 1.0)])
    func timeRoundTripsThroughPhysics(duration: Double, bounce: Double) {
        let back = time(Spring.time(duration: duration, bounce: bounce).resolvedPhysics)
        #expect(abs(back.d - duration) < 1e-12)
        #expect(abs(back.b - bounce) < 1e-12)
    }

    @Test(arguments: [(200.0, 25.0, 1.0), (100.0, 5.0, 2.5), (50.0, 40.0, 0.5), (300.0, 0.0, 1.0)])
    func physicsRoundTripsThroughTimeKeepingTheMotion(k: Double, c: Double, m: Double) {
        // Time form folds mass in: the motion (k/m and c/m) is what must survive.
        let back = physics(Spring.physics(stiffness: k, damping: c, mass: m).resolvedTime)
        #expect(abs(back.k / back.m - k / m) < 1e-9 * (k / m))
        #expect(abs(back.c / back.m - c / m) < 1e-9 * max(1, c / m))
    }

    @Test func updatingHelpersConvertFirst() {
        #expect(Spring.default.updatingTime(duration: 0.2) == .time(duration: 0.2, bounce: 0.24))
        let heavier = Spring.default.updatingPhysics(mass: 1.5)
        guard case .physics(let k, let c, let m) = heavier else {
            Issue.record("expected physics, got \(heavier)")
            return
        }
        let base = physics(.default)
        #expect(m == 1.5 && k == base.k && c == base.c)
        let timeAgain = Spring.physics(stiffness: 39.47841760435743, damping: 12.566370614359172, mass: 1)
            .updatingTime(bounce: 0.3)
        guard case .time(let d, let b) = timeAgain else {
            Issue.record("expected time")
            return
        }
        #expect(abs(d - 1) < 1e-12 && b == 0.3)
    }

    @Test func primitiveFormsAndErrors() throws {
        #expect(Spring.default.panelValue == ["type": "time", "duration": 0.35, "bounce": 0.24])
        #expect(
            try Spring(panelValue: ["type": "physics", "stiffness": 200, "damping": 25, "mass": 1])
                == .physics(stiffness: 200, damping: 25, mass: 1))
        #expect(throws: ValueError("spring duration must be greater than 0, got 0")) {
            try Spring(panelValue: ["type": "time", "duration": 0, "bounce": 0])
        }
        #expect(throws: ValueError("member \"mass\": expected a number, got string \"1\"")) {
            try Spring(panelValue: ["type": "physics", "stiffness": 1, "damping": 1, "mass": "1"])
        }
        #expect(throws: ValueError("spring \"type\" must be \"time\" or \"physics\", got \"fast\"")) {
            try Spring(panelValue: ["type": "fast"])
        }
        #expect(Spring.time(duration: 0.3, bounce: -1).problem != nil)
        #expect(
            Spring.physics(stiffness: 1, damping: -1, mass: 1).problem == "damping must be at least 0, got -1"
        )
    }
}
