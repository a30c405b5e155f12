/// A colour well bound to a hex string (`#RGB`, `#RRGGBB` or `#RRGGBBAA`).
///
/// Properties: `label` (string).
///
/// ```swift
/// let element = Element.colorPicker(ColorPickerElement(label: "fill"))
/// ```
public struct ColorPickerElement: Hashable, Sendable {
    /// The text shown beside the control.
    ///
    /// ```swift
    /// ColorPickerElement(label: "tint").label   // "tint"
    /// ```
    public var label: String

    /// Creates the element.
    ///
    /// ```swift
    /// ColorPickerElement(label: "fill")
    /// ```
    public init(label: String) {
        self.label = label
    }
}

extension ColorPickerElement: LabelledControlKind {
    package static let kind = "colorPicker"

    package var element: Element { .colorPicker(self) }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        try HexColor(panelValue: value).panelValue
    }

    package var valueForm: ValueForm { .color }

    package var defaultValue: PanelValue? { .string("#000000") }

    @inline(never)
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        AccessibilityDescription(
            role: .colorWell, label: label, hint: "A colour",
            valueText: value?.string.map(AccessibilityText.string))
    }
}
