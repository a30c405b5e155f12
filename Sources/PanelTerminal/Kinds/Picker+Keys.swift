import PanelKit

extension PickerElement: KindKeys {
    /// Cycles the options.
    func nextValue(from value: PanelValue?, direction: Int, size: ValueStep.Size) -> PanelValue? {
        guard !options.isEmpty else { return nil }
        let current = options.firstIndex { $0.value == value?.string } ?? 0
        let next = (current + direction + options.count) % options.count
        return .string(options[next].value)
    }

    /// Space or enter: the next option.
    func activation(value: PanelValue?) -> KeyAction {
        nextValue(from: value, direction: 1, size: .normal).map(KeyAction.set) ?? .none
    }

    var click: ClickAction { .press }
}
