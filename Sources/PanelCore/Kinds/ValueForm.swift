/// How a control's values are canonicalised on the fast path of a write, read from its
/// element's kind once (``ElementKind/valueForm``): the common kinds' rules, by the same
/// functions their elements' ``ElementKind/canonicalValue(_:)`` use.
///
/// ```swift
/// ValueForm.toggle.canonicalValue(.bool(true))   // .bool(true)
/// ```
package enum ValueForm: Sendable {
    /// A slider with a range: clamped, snapped and rounded by the range's rule.
    case range(SliderRange)
    /// A toggle: a boolean as it is.
    case toggle
    /// A colour picker: a hex colour in its canonical form.
    case color
    /// Any other kind: the element's own rule (``ElementKind/canonicalValue(_:)``).
    case other

    /// The value a control of this form stores for `value`, when the form reads it itself
    /// (`nil` otherwise: the element's rule decides, and gives the error).
    package func canonicalValue(_ value: PanelValue) -> PanelValue? {
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

    /// The form of `element`'s values, as its kind says (``ElementKind/valueForm``).
    ///
    /// ```swift
    /// ValueForm(.toggle(ToggleElement(label: "on")))   // .toggle
    /// ```
    package init(_ element: Element) {
        var body = ValueFormOf()
        self = element.withKind(&body)
    }
}

/// The ``ValueForm`` an element's kind gives.
struct ValueFormOf: ElementKindBody {
    func visit<Kind: ElementKind>(_ element: Kind) -> ValueForm { element.valueForm }
    func visitUnknown(_ element: UnknownElement) -> ValueForm { .other }
}
