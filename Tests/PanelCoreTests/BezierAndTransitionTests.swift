import PanelCore
import Testing

@Suite struct BezierAndTransitionTests {
    /// An independent evaluation: sample the parametric curve densely and interpolate.
    private func bruteForceY(_ curve: Bezier, _ x: Double) -> Double {
        func point(_ t: Double) -> (Double, Double) {
            let u = 1 - t
            let b1 = 3 * u * u * t
            let b2 = 3 * u * t * t
            let b3 = t * t * t
            return (b1 * curve.x1 + b2 * curve.x2 + b3, b1 * curve.y1 + b2 * curve.y2 + b3)
        }
        var previous = point(0)
        let steps = 200_000
        for i in 1...steps {
            let current = point(Double(i) / Double(steps))
            if current.0 >= x {
                let span = current.0 - previous.0
                let f = span > 0 ? (x - previous.0) / span : 0
                return previous.1 + f * (current.1 - previous.1)
            }
            previous = current
        }
        return 1
    }

    @Test(arguments: [
        Bezier.linear, .ease, .easeIn, .easeOut, .easeInOut, .standard, Bezier(0.34, 1.56, 0.64, 1),
    ])
    func yAtXMatchesSampling(_ curve: Bezier) {
        for step in 0...20 {
            let x = Double(step) / 20
            #expect(abs(curve.y(atX: x) - bruteForceY(curve, x)) < 1e-5, "x=\(x) curve=\(curve)")
        }
    }

    @Test func endpointsAndSymmetry() {
        #expect(Bezier.easeInOut.y(atX: 0.5) == 0.5 || abs(Bezier.easeInOut.y(atX: 0.5) - 0.5) < 1e-9)
        #expect(abs(Bezier.standard.y(atX: 0)) < 1e-9)
        #expect(abs(Bezier.standard.y(atX: 1) - 1) < 1e-9)
        #expect(Bezier.linear.y(atX: 2) == 1)  // clamped
        #expect(Bezier.standard.presetName == "standard")
        #expect(Bezier(0.1, 0.2, 0.3, 0.4).presetName == nil)
    }

    @Test func bezierRejectsControlPointsOutsideTheUnitInterval() {
        #expect(Bezier(1.5, 0, 0, 1).problem == "x1 must be in 0...1, got 1.5")
        #expect(throws: ValueError("bezier x2 must be in 0...1, got -0.1")) {
            try Bezier(panelValue: [0, 0, -0.1, 1])
        }
        #expect(throws: ValueError.self) { try Bezier(panelValue: [0, 0, 1]) }
    }

    @Test func switchingModesKeepsTheFeel() {
        let easing = Transition.default
        #expect(easing.mode == .easing)
        let timeSpring = easing.switching(to: .timeSpring)
        #expect(timeSpring == .spring(.time(duration: 0.3, bounce: 0)))
        let physics = easing.switching(to: .physicsSpring)
        #expect(physics.mode == .physicsSpring)
        #expect(abs(physics.duration - 0.3) < 1e-12)
        #expect(physics.switching(to: .timeSpring).mode == .timeSpring)
        #expect(abs(physics.switching(to: .timeSpring).duration - 0.3) < 1e-12)
        let back = Transition.spring(.time(duration: 0.5, bounce: 0.2)).switching(to: .easing)
        #expect(back == .easing(duration: 0.5, bezier: .standard))
        #expect(easing.switching(to: .easing) == easing)
    }

    @Test func transitionPrimitiveForms() throws {
        let value: PanelValue = ["type": "easing", "duration": 0.3, "bezier": [0.4, 0, 0.2, 1]]
        #expect(Transition.default.panelValue == value)
        #expect(try Transition(panelValue: value) == .default)
        let spring = Transition.spring(.default)
        #expect(try Transition(panelValue: spring.panelValue) == spring)
        #expect(throws: ValueError("transition duration must be greater than 0, got -1")) {
            try Transition(panelValue: ["type": "easing", "duration": -1, "bezier": [0, 0, 1, 1]])
        }
        #expect(throws: ValueError("missing member \"spring\"")) {
            try Transition(panelValue: ["type": "spring"])
        }
    }
}
