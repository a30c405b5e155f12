/// A control that holds a value, as the write path reads it: its id, where its value is, and
/// the rule its values follow worked out when the panel is configured (``ValueForm``), so
/// that a write of the common kinds canonicalises with a switch and arithmetic.
struct WritableControl: Sendable {
    let id: NodeID
    let element: Element
    /// Whether the control is disabled by its modifiers, and the rule that disables it while it
    /// holds, read apart from the rest of its modifiers (which a write does not read).
    let isAlwaysDisabled: Bool
    let disabledWhen: Condition?
    /// Where the control's value is in a panel's values (its place among the value ids, in
    /// tree order): a hint for ``PanelCore/ValueMap/index(for:hint:)``.
    let slot: Int
    let form: ValueForm

    init(id: NodeID, element: Element, modifiers: Modifiers, slot: Int) {
        self.id = id
        self.element = element
        isAlwaysDisabled = modifiers.isDisabled
        disabledWhen = modifiers.disabledWhen
        self.slot = slot
        form = ValueForm(element)
    }

    /// The value the control stores for `value` as the program's model holds it: canonical,
    /// or the control's default when the value cannot be read.
    func canonicalValue(_ value: PanelValue) -> PanelValue? {
        form.canonicalValue(value) ?? (try? element.canonicalValue(value)) ?? element.defaultValue
    }

    /// Whether the control takes no value now (disabled by its modifiers or by a rule on
    /// `values`).
    func isDisabled(with values: ValueMap) -> Bool {
        isAlwaysDisabled || (disabledWhen?.isSatisfied(by: values) ?? false)
    }

}
