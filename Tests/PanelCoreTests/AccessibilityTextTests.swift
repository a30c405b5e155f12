import PanelCore
import TestSupport
import Testing

/// The shortcuts the JSON writer takes when describing nodes give what the general paths give.
@Suite struct AccessibilityTextTests {
    @Test func everyRoleMemberIsItsNameInQuotesAfterTheKey() {
        for name in AccessibilityRole.names {
            let role = try! #require(AccessibilityRole(named: name))
            #expect(role.compactMember.description == ",\"role\":\"\(name)\"")
        }
    }

    /// A number a spring or transition may hold: plain, negative, huge, tiny, not finite.
    static func number(_ random: inout SplitMix64) -> PanelValue {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return .number(-Double.random(in: 0..<2, using: &random))
        case 1: return .number(.infinity)
        case 2: return .number(1e300)
        case 3: return .number(Double.random(in: 0..<1e-6, using: &random))
        case 4: return .string("0.5")
        case 5: return .number(Double(Int.random(in: 0..<400, using: &random)))
        default: return .number((Double.random(in: 0..<2, using: &random) * 1000).rounded() / 1000)
        }
    }

    static func spring(_ random: inout SplitMix64) -> PanelValue {
        var object: [String: PanelValue] = [:]
        let type = ["time", "physics", "other"].randomElement(using: &random)!
        if Int.random(in: 0..<8, using: &random) > 0 { object["type"] = .string(type) }
        for key in ["duration", "bounce", "stiffness", "damping", "mass", "extra"]
        where Int.random(in: 0..<6, using: &random) > 0 {
            object[key] = number(&random)
        }
        return Int.random(in: 0..<20, using: &random) == 0 ? .array([]) : .object(object)
    }

    static func transition(_ random: inout SplitMix64) -> PanelValue {
        var object: [String: PanelValue] = [:]
        let type = ["easing", "spring", "other"].randomElement(using: &random)!
        if Int.random(in: 0..<8, using: &random) > 0 { object["type"] = .string(type) }
        if Int.random(in: 0..<6, using: &random) > 0 { object["duration"] = number(&random) }
        if Int.random(in: 0..<6, using: &random) > 0 {
            let count = Int.random(in: 0..<8, using: &random) == 0 ? 3 : 4
            var curve = (0..<count).map { _ in
                PanelValue.number(Double.random(in: -0.2...1.2, using: &random))
            }
            if Int.random(in: 0..<8, using: &random) == 0 { curve[0] = number(&random) }
            object["bezier"] = .array(curve)
        }
        if Int.random(in: 0..<3, using: &random) > 0 { object["spring"] = spring(&random) }
        return .object(object)
    }

    @Test func theAnimationTextsAreWhatTheFullReadingGives() {
        var random = SplitMix64(seed: 2026)
        var read = 0
        for _ in 0..<5_000 {
            let springValue = Self.spring(&random)
            let springText =
                (try? Spring(panelValue: springValue)).map(ValueText.describe) ?? springValue.description
            #expect(AccessibilityText.spring(describing: springValue).string == springText, "\(springValue)")
            let transitionValue = Self.transition(&random)
            let transition = try? Transition(panelValue: transitionValue)
            if transition != nil { read += 1 }
            let transitionText = transition.map(ValueText.describe) ?? transitionValue.description
            #expect(
                AccessibilityText.transition(describing: transitionValue).string == transitionText,
                "\(transitionValue)")
        }
        for value in [Spring.default.panelValue, Transition.default.panelValue] {
            #expect(AccessibilityText.spring(describing: value).string.isEmpty == false)
        }
        // The generator reaches both outcomes.
        #expect(read > 100 && read < 4_900)
    }
}
