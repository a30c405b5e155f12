import PanelKit

extension ToggleElement: KindKeys {
    /// Left: off; right: on.
    func nextValue(from value: PanelValue?, direction: Int, size: ValueStep.Size) -> PanelValue? {
        .bool(direction > 0)
    }

    /// Space or enter: flips it.
    func activation(value: PanelValue?) -> KeyAction { .set(.bool(!(value?.bool ?? false))) }

    var click: ClickAction { .press }

    /// The wheel moves the focus past a toggle rather than switching it.
    var wheelSteps: Bool { false }
}
