/// A control that holds a value, as the write path reads it: a class, so that looking one
/// up reads it in place rather than copying a whole node (its children and all) per write.
final class WritableControl: Sendable {
    let element: Element
    let modifiers: Modifiers
    /// Where the control's value is in a panel's values (its place among the value ids, in
    /// tree order): a hint for ``PanelCore/ValueMap/index(for:hint:)``.
    let slot: Int

    /// The value the control stores for `value` (``PanelCore/Element/canonicalValue(_:)``),
    /// read from the element in place.
    func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        try element.canonicalValue(value)
    }

    init(element: Element, modifiers: Modifiers, slot: Int) {
        self.element = element
        self.modifiers = modifiers
        self.slot = slot
    }
}
