/// A control that holds a value, as the write path reads it: its id, where its value is, and
/// the rule its values follow worked out when the panel is configured (``ValueForm``), so
/// that a write of the common kinds canonicalises with a switch and arithmetic.
struct WritableControl: Sendable {
    let id: NodeID
    let element: Element
    let modifiers: Modifiers
    /// Where the control's value is in a panel's values (its place among the value ids, in
    /// tree order): a hint for ``PanelCore/ValueMap/index(for:hint:)``.
    let slot: Int
    let form: ValueForm

    init(id: NodeID, element: Element, modifiers: Modifiers, slot: Int) {
        self.id = id
        self.element = element
        self.modifiers = modifiers
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
    @inline(__always)
    func isDisabled(with values: ValueMap) -> Bool {
        modifiers.isDisabled || (modifiers.disabledWhen?.isSatisfied(by: values) ?? false)
    }

}

/// How a control's values are canonicalised, read from its element once.
enum ValueForm: Sendable {
    /// A slider with a range: clamped, snapped and rounded by the range's rule.
    case range(SliderRange)
    /// A toggle: a boolean as it is.
    case toggle
    /// A colour picker: a hex colour in its canonical form.
    case color
    /// Any other kind: the element's own rule.
    case other

    /// The value a control of this form stores for `value`, when the form reads it itself
    /// (`nil` otherwise: the element's rule decides, and gives the error).
    @inline(__always)
    func canonicalValue(_ value: PanelValue) -> PanelValue? {
        switch self {
        case .range(let range):
            guard case .number(let number) = value, number.isFinite else { return nil }
            return .number(range.canonicalNumber(number))
        case .toggle:
            guard case .bool = value else { return nil }
            return value
        case .color:
            guard case .string(let text) = value, let color = try? HexColor(parsing: text) else { return nil }
            return color.panelValue
        case .other:
            return nil
        }
    }

    init(_ element: Element) {
        switch element {
        case .slider(let slider): self = slider.range.map(ValueForm.range) ?? .other
        case .toggle: self = .toggle
        case .colorPicker: self = .color
        default: self = .other
        }
    }
}
