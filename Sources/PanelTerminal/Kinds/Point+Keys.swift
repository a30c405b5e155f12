import PanelKit

extension PointElement: KindKeys {
    /// Left and right move the first axis (``nextValue(from:direction:size:part:)``).
    func nextValue(from value: PanelValue?, direction: Int, size: ValueStep.Size) -> PanelValue? {
        nextValue(from: value, direction: direction, size: size, part: 0)
    }

    /// Left and right move the chosen axis by its step (a hundredth of its range without one;
    /// fine a tenth of that, coarse ten times), stopping at its range's ends; a locked point
    /// scales the other axes with it (``PointElement/moving(_:axis:to:)``).
    func nextValue(from value: PanelValue?, direction: Int, size: ValueStep.Size, part: Int) -> PanelValue? {
        guard axes.indices.contains(part) else { return nil }
        let current = numbers(of: value) ?? origin
        let axis = axes[part]
        let base = axis.step ?? (axis.maximum - axis.minimum) / 100
        let amount: Double
        switch size {
        case .fine: amount = axis.step ?? base / 10
        case .normal: amount = base
        case .coarse: amount = base * 10
        }
        let target = current[part] + Double(direction) * (isInteger ? Swift.max(1, amount.rounded()) : amount)
        let next = moving(current, axis: part, to: target)
        return next == current ? nil : Self.value(next)
    }

    /// `x`, `y` and `z` choose the first, second and third axis.
    func part(for character: Character) -> (index: Int, name: String)? {
        guard let index = ["x", "y", "z"].firstIndex(of: character), axes.indices.contains(index) else {
            return nil
        }
        return (index, axes[index].name)
    }

    /// Space or enter: types every axis (`12, -3`).
    func activation(value: PanelValue?) -> KeyAction { .editText }

    /// A click types every axis, as enter does.
    var click: ClickAction { .press }
}
