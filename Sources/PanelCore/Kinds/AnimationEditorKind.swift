/// The one shape of the spring and the transition editors: a control with a label whose value
/// is an animation (``EditedAnimation``: a ``Spring`` or a ``Transition``). What the value means
/// (its canonical form, default, text and spoken text) comes from the animation type, so each
/// editor says only which type it edits, its kind and its case.
///
/// ```swift
/// SpringEditorElement.Animation.self == Spring.self   // true
/// ```
package protocol AnimationEditorKind: LabelledControlKind {
    /// The animation type the editor edits.
    associatedtype Animation: EditedAnimation
}

extension AnimationEditorKind {
    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        try Animation.canonical(value)
    }

    package var defaultValue: PanelValue? { Animation.default.panelValue }

    package func valueText(of value: PanelValue) -> String {
        (try? Animation(panelValue: value))?.summary ?? ValueText.describe(value)
    }

    @inline(never)
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        AccessibilityDescription(
            role: .group, label: label, hint: "Animation parameters",
            valueText: value.map(Animation.spokenText))
    }
}

/// An animation value an editor edits: read from and written to its primitive form, made
/// canonical, summed up in words and drawn as a curve of its progress.
///
/// ```swift
/// Spring.default.summary   // the text ValueText.describe gives
/// ```
package protocol EditedAnimation: Sendable {
    /// The value at rest when nothing was set.
    static var `default`: Self { get }
    /// Reads the primitive form.
    init(panelValue: PanelValue) throws(ValueError)
    /// The primitive form.
    var panelValue: PanelValue { get }
    /// The canonical primitive form of `value`, or why it is not one.
    static func canonical(_ value: PanelValue) throws(ValueError) -> PanelValue
    /// The value in words (``ValueText``).
    var summary: String { get }
    /// The progress of the animation at `count` evenly spaced times (``EasingCurve``).
    func curve(count: Int) -> [Double]
    /// What assistive technology says for the primitive form `value`.
    static func spokenText(_ value: PanelValue) -> AccessibilityText
}

extension Spring: EditedAnimation {
    package var summary: String { ValueText.describe(self) }
    package func curve(count: Int) -> [Double] { EasingCurve.samples(for: self, count: count) }
    package static func spokenText(_ value: PanelValue) -> AccessibilityText {
        AccessibilityText.spring(describing: value)
    }
}

extension Transition: EditedAnimation {
    package var summary: String { ValueText.describe(self) }
    package func curve(count: Int) -> [Double] { EasingCurve.samples(for: self, count: count) }
    package static func spokenText(_ value: PanelValue) -> AccessibilityText {
        AccessibilityText.transition(describing: value)
    }
}
