import TestSupport
import Testing

@testable import PanelCore

/// A slider snaps to its step's decimal places; they are counted with arithmetic, and the
/// count must be the one the text of the number gives (`String(value)`'s fraction digits).
@Suite struct DecimalPlacesTests {
    @Test(arguments: [
        0, -0.0, 1, 12, -3, 0.5, 0.1, 0.25, -0.125, 0.3, 0.1 + 0.2, 1.0 / 3, 0.001, 0.0001, 0.00012,
        1e-7, 123456.789, 99999999999999.9, 1e14, 1e15, 9_007_199_254_740_992, 9_007_199_254_740_994, 1e300,
        .leastNonzeroMagnitude, 2.5e-5,
    ])
    func countsLikeTheText(value: Double) {
        #expect(SliderElement.decimalPlaces(value) == SliderElement.decimalPlacesInText(value), "\(value)")
    }

    @Test func agreesWithTheTextOnRandomNumbers() {
        var random = SplitMix64(seed: 11)
        func next() -> UInt64 { random.next() }
        var powers: [Double] = [1]
        for _ in 0..<20 { powers.append(powers.last! * 10) }
        for round in 0..<200_000 {
            let value: Double
            switch round % 4 {
            case 0:
                // A short decimal: up to 17 digits, up to 17 of them after the point.
                let digits = Double(next() % UInt64(powers[Int(next() % 18)]))
                value = digits / powers[Int(next() % 18)]
            case 1:
                // A sum or product of short decimals, with its binary rounding (0.1 + 0.2).
                let a = Double(next() % 1000) / powers[Int(next() % 4)]
                let b = Double(next() % 1000) / powers[Int(next() % 4)]
                value = next() % 2 == 0 ? a + b : a * b
            case 2:
                // Any finite double.
                let bits = Double(bitPattern: next())
                value = bits.isFinite ? bits : 1
            default:
                // Near the edges of the arithmetic range (1e-3 and 1e15).
                let edge = next() % 2 == 0 ? 1e-3 : 1e15
                value = edge * (0.9 + Double(next() % 2000) / 10000)
            }
            let signed = next() % 2 == 0 ? value : -value
            let places = SliderElement.decimalPlaces(signed)
            let expected = SliderElement.decimalPlacesInText(signed)
            if places != expected {
                Issue.record("\(signed): \(places) places, the text has \(expected)")
                return
            }
        }
    }

    @Test func snapsToTheStepsDecimals() {
        let tenths = SliderElement(label: "x", scale: .range(minimum: 0, maximum: 1, step: 0.1))
        #expect(tenths.canonicalNumber(0.33) == 0.3)
        #expect(tenths.canonicalNumber(0.66) == 0.7)
        let offset = SliderElement(label: "x", scale: .range(minimum: 0.05, maximum: 10, step: 0.5))
        #expect(offset.canonicalNumber(1.2) == 1.05)
        let tiny = SliderElement(label: "x", scale: .range(minimum: 0, maximum: 1, step: 0.00001))
        #expect(tiny.canonicalNumber(0.000031) == 3 * 0.00001)  // an exponent: no rounding
    }
}
