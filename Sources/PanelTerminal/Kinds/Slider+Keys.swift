import PanelKit

extension SliderElement: KindKeys {
    /// A range moves by its step (a hundredth of its range without one); fine is a tenth of
    /// that (never below the step: the state snaps to it), coarse ten times. Stops move to the
    /// next stop (coarse: to the end). A right-to-left slider moves the way the arrow points.
    func nextValue(from value: PanelValue?, direction: Int, size: ValueStep.Size) -> PanelValue? {
        let sign = Double(self.direction == .rightToLeft ? -direction : direction)
        let current = value?.number ?? bounds?.minimum ?? 0
        switch scale {
        case .range(let minimum, let maximum, let step):
            let base = step ?? (maximum - minimum) / 100
            let amount: Double
            switch size {
            case .fine: amount = step ?? base / 10
            case .normal: amount = base
            case .coarse: amount = base * 10
            }
            return .number(min(max(current + sign * amount, minimum), maximum))
        case .stops(let stops):
            guard let index = stops.nearestIndex(to: current), !stops.values.isEmpty else { return nil }
            let target =
                size == .coarse
                ? (sign > 0 ? stops.count - 1 : 0) : min(max(index + Int(sign), 0), stops.count - 1)
            return .number(stops.values[target])
        }
    }

    func activation(value: PanelValue?) -> KeyAction { .hint(ValueStep.adjustHint) }

    /// Home: its minimum; end: its maximum.
    func endValue(maximum: Bool) -> PanelValue? {
        guard let bounds else { return nil }
        return .number(maximum ? bounds.maximum : bounds.minimum)
    }

    /// The value at `position` along the bar (right-to-left sliders from the right).
    func value(atPosition position: Double) -> PanelValue? {
        switch scale {
        case .range(let minimum, let maximum, _):
            let fraction = direction == .rightToLeft ? 1 - position : position
            return .number(minimum + fraction * (maximum - minimum))
        case .stops(let stops):
            return stops.value(atPosition: position, direction: direction).map(PanelValue.number)
        }
    }

    var click: ClickAction { .drag }
}
