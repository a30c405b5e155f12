import PanelKit

extension TextFieldElement: KindKeys {
    /// Space or enter: edits its value as text.
    func activation(value: PanelValue?) -> KeyAction { .editText }
}
