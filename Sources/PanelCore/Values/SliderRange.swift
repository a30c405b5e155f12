/// A range slider's rule for the number it stores, worked out once: the range, the step and
/// the decimal places snapping rounds to, so that canonicalising a number is arithmetic alone
/// (what ``SliderElement/canonicalNumber(_:)`` does for a range slider, and what a panel keeps
/// per control for its writes).
///
/// ```swift
/// let range = SliderRange(minimum: 0, maximum: 1, step: 0.1, isInteger: false)
/// range.canonicalNumber(0.33)   // 0.3
/// ```
package struct SliderRange: Sendable {
    /// The bounds, when they make a range (finite, in order); `nil` keeps every number.
    private let bounds: (minimum: Double, maximum: Double)?
    /// The bounds an integer slider's whole numbers are kept within: any in order (infinite
    /// ones too).
    private let wholeBounds: (minimum: Double, maximum: Double)?
    /// The step, when there is a usable one (finite, above zero) and bounds.
    private let step: Double?
    /// 10 to the number of decimal places snapped values are rounded to (of the minimum and
    /// the step), or `nil` when they are not rounded (no places, or 15 or more).
    private let decimalScale: Double?
    private let isInteger: Bool

    /// The rule of a slider with this range and step.
    ///
    /// ```swift
    /// SliderRange(minimum: 0, maximum: 48, step: 1, isInteger: false)
    /// ```
    package init(minimum: Double, maximum: Double, step: Double?, isInteger: Bool) {
        self.isInteger = isInteger
        wholeBounds = minimum <= maximum ? (minimum, maximum) : nil
        guard minimum.isFinite, maximum.isFinite, minimum <= maximum else {
            bounds = nil
            self.step = nil
            decimalScale = nil
            return
        }
        bounds = (minimum, maximum)
        guard let step, step.isFinite, step > 0 else {
            self.step = nil
            decimalScale = nil
            return
        }
        self.step = step
        // Whole numbers below 10^15 have no decimal places (what `decimalPlaces` finds for
        // them, told without its loop).
        decimalScale =
            Self.isSmallWhole(minimum) && Self.isSmallWhole(step)
            ? nil : Self.decimalScale(minimum: minimum, step: step)
    }

    /// 10 to the number of decimal places of `minimum` and `step`, or `nil` for none or 15
    /// or more.
    private static func decimalScale(minimum: Double, step: Double) -> Double? {
        let places = max(SliderElement.decimalPlaces(minimum), SliderElement.decimalPlaces(step))
        guard places > 0, places < 15 else { return nil }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return scale
    }

    /// The number the slider stores for `number` (finite): clamped to the range and snapped
    /// to the step counted from the minimum (a step past the maximum falls back one), rounded
    /// to the decimal places; whole for an integer slider; never `-0`.
    ///
    /// ```swift
    /// SliderRange(minimum: 0, maximum: 48, step: 1, isInteger: false).canonicalNumber(60)   // 48
    /// ```
    package func canonicalNumber(_ number: Double) -> Double {
        var result = number
        if let (minimum, maximum) = bounds {
            result = min(max(number, minimum), maximum)
            if let step {
                var count = Self.rounded(steps: (result - minimum) / step)
                var snapped = rounded(minimum + count * step)
                if snapped > maximum {
                    count -= 1
                    snapped = rounded(minimum + count * step)
                }
                result = snapped
            }
        }
        if isInteger {
            result = result.rounded()
            if let (minimum, maximum) = wholeBounds {
                if result > maximum { result = maximum.rounded(.down) }
                if result < minimum { result = minimum.rounded(.up) }
            }
        }
        return result == 0 ? 0 : result
    }

    /// Whether `value` is a whole number of magnitude below 10^15.
    static func isSmallWhole(_ value: Double) -> Bool {
        // Below 10^15 the conversion to an integer cannot overflow (and NaN fails the test).
        Swift.abs(value) < 1e15 && Double(Int64(value)) == value
    }

    /// `count.rounded()` (to nearest, halves away from zero) with integer arithmetic where
    /// the count is below 2^52, except that it gives `0` for `-0`: a count of steps is only
    /// added to the minimum, multiplied by a positive step, and the number it makes is never
    /// `-0`, so the sign of a zero count changes nothing.
    static func rounded(steps count: Double) -> Double {
        guard Swift.abs(count) < 0x1p52 else { return count.rounded() }
        // The whole part (toward zero) and the fraction, both exact below 2^52.
        let whole = Double(Int64(count))
        let fraction = count - whole
        if fraction >= 0.5 { return whole + 1 }
        if fraction <= -0.5 { return whole - 1 }
        return whole
    }

    /// `value` rounded to the decimal places (unchanged when there are none to round to).
    private func rounded(_ value: Double) -> Double {
        guard let decimalScale else { return value }
        let rounded = (value * decimalScale).rounded() / decimalScale
        return rounded.isFinite ? rounded : value
    }
}
