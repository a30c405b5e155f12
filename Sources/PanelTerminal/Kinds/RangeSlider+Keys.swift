import PanelKit

extension RangeSliderElement: KindKeys {
    /// Left and right move the pair together, its width kept (by the step, a hundredth of the
    /// range without one; fine a tenth of that, coarse ten times), stopping at the range's
    /// ends. Each end on its own is typed after enter.
    func nextValue(from value: PanelValue?, direction: Int, size: ValueStep.Size) -> PanelValue? {
        let (lower, upper) = Self.ends(of: value) ?? (minimum, maximum)
        let base = step ?? (maximum - minimum) / 100
        let amount: Double
        switch size {
        case .fine: amount = step ?? base / 10
        case .normal: amount = base
        case .coarse: amount = base * 10
        }
        var shift = Double(direction) * amount
        shift = min(max(shift, minimum - lower), maximum - upper)
        guard shift.isFinite else { return nil }
        return .array([.number(lower + shift), .number(upper + shift)])
    }

    /// Space or enter: types both ends (`2 8`, `2...8` or `[2, 8]`).
    func activation(value: PanelValue?) -> KeyAction { .editText }

    /// A click types both ends, as enter does.
    var click: ClickAction { .press }
}
