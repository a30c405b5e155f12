import PanelKit

extension MultiSelectElement: KindKeys {
    /// Left and right do nothing: the row has no focus of its own per option. Space, enter or a
    /// click type the chosen values, separated by commas (`grid, axes`).
    func arrow(direction: Int) -> KeyAction { .hint("enter: type the chosen values, separated by commas") }

    /// Space or enter: types the chosen values.
    func activation(value: PanelValue?) -> KeyAction { .editText }

    /// A click types the chosen values, as enter does.
    var click: ClickAction { .press }

    /// The wheel moves the focus.
    var wheelSteps: Bool { false }
}
