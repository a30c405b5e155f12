import PanelKit

extension NumberFieldElement: KindKeys {
    /// Left and right move by the step (1 without one); fine is a tenth of that (never below
    /// the step: the state snaps to it), coarse ten times. The state clamps and snaps.
    func nextValue(from value: PanelValue?, direction: Int, size: ValueStep.Size) -> PanelValue? {
        let current = value?.number ?? canonicalNumber(0)
        let base = increment
        let amount: Double
        switch size {
        case .fine: amount = step != nil || isInteger ? base : base / 10
        case .normal: amount = base
        case .coarse: amount = base * 10
        }
        return .number(current + Double(direction) * amount)
    }

    /// Space or enter: types the number (read by the protocol's rule when entered).
    func activation(value: PanelValue?) -> KeyAction { .editText }

    /// Home: its minimum; end: its maximum (when it has them).
    func endValue(maximum: Bool) -> PanelValue? {
        (maximum ? self.maximum : minimum).map(PanelValue.number)
    }

    /// A click types the number, as enter does.
    var click: ClickAction { .press }
}
