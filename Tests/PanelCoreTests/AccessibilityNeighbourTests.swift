import TestSupport
import Testing

@testable import PanelCore

/// A slider's increment and decrement values, and the numbers a range slider stores, worked
/// out with fewer instructions (one pass over the stops, no snapping rule where there is
/// nothing to snap, integer arithmetic for whole counts) give exactly what the plain formulas
/// give: these tests keep the plain formulas as their oracle.
@Suite struct AccessibilityNeighbourTests {
    /// The number a range slider stores, as the plain rule works it out (every rounding by
    /// `rounded()`, the decimal places always counted).
    static func plainCanonical(
        _ number: Double, minimum: Double, maximum: Double, step: Double?, isInteger: Bool
    ) -> Double {
        var result = number
        if minimum.isFinite, maximum.isFinite, minimum <= maximum {
            result = min(max(number, minimum), maximum)
            if let step, step.isFinite, step > 0 {
                let places = max(SliderElement.decimalPlaces(minimum), SliderElement.decimalPlaces(step))
                var scale: Double?
                if places > 0, places < 15 {
                    var value = 1.0
                    for _ in 0..<places { value *= 10 }
                    scale = value
                }
                // The number `count` steps from the minimum, to the decimal places.
                func snapped(_ count: Double) -> Double {
                    let exact = minimum + count * step
                    guard let scale, ((exact * scale).rounded() / scale).isFinite else { return exact }
                    return (exact * scale).rounded() / scale
                }
                let count = ((result - minimum) / step).rounded()
                // A step past the maximum falls back one.
                result = snapped(count) > maximum ? snapped(count - 1) : snapped(count)
            }
        }
        if isInteger {
            var whole = result.rounded()
            if minimum <= maximum, whole > maximum { whole = maximum.rounded(.down) }
            if minimum <= maximum, whole < minimum { whole = minimum.rounded(.up) }
            result = whole
        }
        return result == 0 ? 0 : result
    }

    /// The neighbours as the plain formula gives them: the first stop above and the last
    /// below (each as the slider stores it), or ± the step (1 % of the range without one),
    /// stored as the slider stores it.
    static func plainNeighbours(of number: Double, in slider: SliderElement) -> (up: Double?, down: Double?) {
        switch slider.scale {
        case .stops(let stops):
            let stored = stops.values.map { stop -> Double in
                var result = stops.nearest(to: stop) ?? stop
                if slider.isInteger { result = result.rounded() }
                return result == 0 ? 0 : result
            }
            let values = slider.isInteger ? stored : stops.values
            return (values.first { $0 > number }, values.last { $0 < number })
        case .range(let minimum, let maximum, let step):
            var delta = step ?? (maximum - minimum) / 100
            if slider.isInteger { delta = max(delta, 1).rounded(.up) }
            guard delta > 0, delta.isFinite else { return (nil, nil) }
            let up = plainCanonical(
                min(maximum, number + delta), minimum: minimum, maximum: maximum, step: step,
                isInteger: slider.isInteger)
            let down = plainCanonical(
                max(minimum, number - delta), minimum: minimum, maximum: maximum, step: step,
                isInteger: slider.isInteger)
            return (up > number ? up : nil, down < number ? down : nil)
        }
    }

    /// Whether two optional numbers are the same to the bit (so `-0` is not `0`).
    static func same(_ a: Double?, _ b: Double?) -> Bool {
        a?.bitPattern == b?.bitPattern
    }

    /// A bound, step, stop or value: whole, decimal, tiny, huge, negative, zero of either
    /// sign, or not finite.
    static func number(_ random: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<14, using: &random) {
        case 0: return 0
        case 1: return -0.0
        case 2: return .nan
        case 3: return [Double.infinity, -.infinity].randomElement(using: &random)!
        case 4: return Double(Int.random(in: -3...3, using: &random)) * 1e15
        case 5: return Double.random(in: -1e-6...1e-6, using: &random)
        case 6: return Double(Int.random(in: -100...100, using: &random)) / 10
        case 7: return Double(Int.random(in: -1000...1000, using: &random)) / 100
        case 8: return Double(Int.random(in: -5...5, using: &random)) + 0.5
        case 9: return Double.random(in: -100...100, using: &random)
        case 10: return Double(Int.random(in: 1...4, using: &random)) / 3
        default: return Double(Int.random(in: -60...60, using: &random))
        }
    }

    static func slider(_ random: inout SplitMix64) -> SliderElement {
        let isInteger = Bool.random(using: &random)
        if Int.random(in: 0..<3, using: &random) == 0 {
            let stops = (0..<Int.random(in: 0...7, using: &random)).map { _ in number(&random) }
            return SliderElement(label: "s", scale: .stops(DiscreteStops(stops)), isInteger: isInteger)
        }
        var minimum = number(&random)
        var maximum = number(&random)
        // Mostly in order, sometimes not (or equal).
        if minimum > maximum, Int.random(in: 0..<4, using: &random) > 0 { swap(&minimum, &maximum) }
        let step: Double? =
            switch Int.random(in: 0..<6, using: &random) {
            case 0: nil
            case 1: 1
            case 2: [0.1, 0.25, 0.05, 0.001, 2.5, 1e-9, 1e16].randomElement(using: &random)!
            case 3: [0, -1, .nan, .infinity].randomElement(using: &random)!
            default: abs(number(&random))
            }
        return SliderElement(
            label: "s", scale: .range(minimum: minimum, maximum: maximum, step: step), isInteger: isInteger)
    }

    @Test func neighboursAreThoseOfThePlainFormulaForRandomSlidersAndValues() {
        var random = SplitMix64(seed: 0xAC_CE55)
        for _ in 0..<20000 {
            let slider = Self.slider(&random)
            var values = [Self.number(&random), Self.number(&random)]
            // Values the slider holds: its bounds, its stops, and one step either side.
            switch slider.scale {
            case .stops(let stops):
                values += stops.values
                values += stops.values.map { $0 + 0.4 }
            case .range(let minimum, let maximum, let step):
                values += [minimum, maximum, minimum - 1, maximum + 1, (minimum + maximum) / 2]
                if let step { values += [minimum + step, maximum - step, minimum + 3 * step + step / 3] }
            }
            for value in values {
                let (up, down) = Accessibility.neighbours(of: value, in: slider)
                let (plainUp, plainDown) = Self.plainNeighbours(of: value, in: slider)
                #expect(
                    Self.same(up, plainUp) && Self.same(down, plainDown),
                    "\(slider.scale) integer \(slider.isInteger) at \(value): \(String(describing: up)), \(String(describing: down)) instead of \(String(describing: plainUp)), \(String(describing: plainDown))"
                )
            }
        }
    }

    @Test func aRangeSliderStoresWhatThePlainRuleStores() {
        var random = SplitMix64(seed: 0x5_11DE)
        for _ in 0..<20000 {
            let slider = Self.slider(&random)
            guard case .range(let minimum, let maximum, let step) = slider.scale else { continue }
            let rule = SliderRange(
                minimum: minimum, maximum: maximum, step: step, isInteger: slider.isInteger)
            for _ in 0..<4 {
                let number = Self.number(&random)
                guard number.isFinite else { continue }
                let plain = Self.plainCanonical(
                    number, minimum: minimum, maximum: maximum, step: step, isInteger: slider.isInteger)
                #expect(
                    rule.canonicalNumber(number).bitPattern == plain.bitPattern,
                    "\(slider.scale) integer \(slider.isInteger) at \(number)")
            }
        }
    }

    @Test(arguments: [
        0.0, -0.0, 0.3, -0.3, 0.5, -0.5, 0.49999999999999994, -0.49999999999999994, 1.5, -1.5, 2.5, -2.5,
        4503599627370495.5, -4503599627370495.5, 0x1p52, -0x1p52, 0x1p52 + 1, 1e300, -1e300, .infinity,
        -.infinity, 123456.5, -123456.49999999999,
    ])
    func aCountOfStepsRoundsAsRoundedDoesExceptForTheSignOfZero(count: Double) {
        let rounded = count.rounded()
        let fast = SliderRange.rounded(steps: count)
        #expect(fast == rounded && (fast != 0 || fast.sign == .plus || rounded.sign == .minus), "\(count)")
    }

    @Test func aCountOfStepsRoundsAsRoundedDoesOnRandomNumbers() {
        var random = SplitMix64(seed: 52)
        for _ in 0..<100_000 {
            let scale = [1.0, 10, 1e3, 1e8, 1e15, 0x1p51, 0x1p53].randomElement(using: &random)!
            let count = Double.random(in: -scale...scale, using: &random)
            let halves = (count * 2).rounded() / 2
            for value in [count, halves] {
                #expect(SliderRange.rounded(steps: value) == value.rounded(), "\(value)")
            }
        }
        #expect(SliderRange.rounded(steps: .nan).isNaN)
    }

    @Test(arguments: [
        (0.0, true), (-0.0, true), (1, true), (-48, true), (999_999_999_999_999, true), (1e15, false),
        (0.5, false), (-0.1, false), (.nan, false), (.infinity, false), (-.infinity, false), (1e-300, false),
    ])
    func aSmallWholeNumberIsOneWithNoDecimalPlaces(value: Double, isSmallWhole: Bool) {
        #expect(SliderRange.isSmallWhole(value) == isSmallWhole, "\(value)")
        if isSmallWhole { #expect(SliderElement.decimalPlaces(value) == 0) }
    }

    @Test func aPickerReadsItsChosenOptionsLabelElseTheValue() {
        let picker = PickerElement(
            label: "p",
            options: [Option("glass", label: "Glass"), "solid", Option("a long value, not a small string")])
        let node = Node(id: "p", element: .picker(picker))
        let cases: [(PanelValue?, String?)] = [
            ("glass", "Glass"), ("solid", "solid"), ("clear", "clear"),
            ("a long value, not a small string", "a long value, not a small string"), (.number(1), nil),
            (nil, "Glass"),
        ]
        for (value, expected) in cases {
            let info = Accessibility.info(for: node, value: value)
            #expect(info?.valueText == expected, "\(String(describing: value))")
            #expect(info?.hint == "Choose one of 3 options")
        }
    }
}
