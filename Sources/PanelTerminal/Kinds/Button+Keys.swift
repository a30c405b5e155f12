import PanelKit

extension ButtonElement: KindKeys {
    /// Space or enter: presses it.
    func activation(value: PanelValue?) -> KeyAction { .trigger }

    var click: ClickAction { .press }
}
