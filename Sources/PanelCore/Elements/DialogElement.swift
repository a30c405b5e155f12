/// A dialog: a titled card with a message, any content and buttons with roles, drawn over
/// the root that contains its presenter (a ``DialogRootElement``) at its ``placement``, with
/// an ``overlay`` between it and the content.
///
/// Whether it is shown is state, not structure: its value in the values map is a
/// ``DialogPresentation`` (presented, its z-order among the presented dialogs, and the
/// reason of its last dismissal). Its children are its content; buttons carry a
/// ``ButtonRole``.
///
/// Properties: `title`, `message` (strings, optional), `placement` (`top`, `center`,
/// `bottom`; default `center`), `overlay` (a ``DialogOverlay``; default black at 40 %),
/// `dismissOnOutsideTap` and `dismissOnEscape` (default `true`), `animation` (a ``Spring``)
/// and `transition` (a ``Transition``), both optional.
///
/// ```swift
/// let dialog = DialogElement(title: "Delete?", message: "This cannot be undone.", placement: .bottom)
/// Element.dialog(dialog).kind   // "dialog"
/// ```
public struct DialogElement: Hashable, Sendable {
    /// The title drawn in the card's top border; the dialog's accessibility label.
    ///
    /// ```swift
    /// DialogElement(title: "Delete photo?").title   // "Delete photo?"
    /// ```
    public var title: String?
    /// The message drawn above the content; the dialog's accessibility description.
    ///
    /// ```swift
    /// DialogElement(message: "This cannot be undone.").message   // "This cannot be undone."
    /// ```
    public var message: String?
    /// Where the card sits in the root.
    ///
    /// ```swift
    /// DialogElement(placement: .bottom).placement   // .bottom
    /// ```
    public var placement: DialogPlacement
    /// What is drawn between the card and the content.
    ///
    /// ```swift
    /// DialogElement(overlay: .dim("#000000", opacity: 0.5)).overlay
    /// ```
    public var overlay: DialogOverlay
    /// Whether a tap outside the card dismisses it (reason `outsideTap`).
    ///
    /// ```swift
    /// DialogElement(dismissOnOutsideTap: false).dismissOnOutsideTap   // false
    /// ```
    package var dismissOnOutsideTap: Bool
    /// Whether Escape dismisses it (reason `escape`).
    ///
    /// ```swift
    /// DialogElement(dismissOnEscape: false).dismissOnEscape   // false
    /// ```
    package var dismissOnEscape: Bool
    /// The spring the card moves with, if the author chose one.
    ///
    /// ```swift
    /// DialogElement(animation: .default).animation   // Spring.default
    /// ```
    package var animation: Spring?
    /// The transition the card appears with, if the author chose one.
    ///
    /// ```swift
    /// DialogElement(transition: .default).transition   // Transition.default
    /// ```
    package var transition: Transition?

    /// Creates the element.
    ///
    /// ```swift
    /// DialogElement(title: "Saved", placement: .top, overlay: .none)
    /// ```
    public init(
        title: String? = nil, message: String? = nil, placement: DialogPlacement = .center,
        overlay: DialogOverlay = .default, dismissOnOutsideTap: Bool = true, dismissOnEscape: Bool = true,
        animation: Spring? = nil, transition: Transition? = nil
    ) {
        self.title = title
        self.message = message
        self.placement = placement
        self.overlay = overlay
        self.dismissOnOutsideTap = dismissOnOutsideTap
        self.dismissOnEscape = dismissOnEscape
        self.animation = animation
        self.transition = transition
    }
}

extension DialogElement: ElementKind {
    package static let kind = "dialog"
    package static let propertyNames = [
        "animation", "dismissOnEscape", "dismissOnOutsideTap", "message", "overlay", "placement", "title",
        "transition",
    ]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        title = reader.optionalString("title")
        message = reader.optionalString("message")
        placement = reader.option("placement", as: DialogPlacement.self) ?? .center
        overlay =
            reader.composite("overlay") { value throws(ValueError) in try DialogOverlay(panelValue: value) }
            ?? .default
        dismissOnOutsideTap = reader.bool("dismissOnOutsideTap", default: true)
        dismissOnEscape = reader.bool("dismissOnEscape", default: true)
        animation = reader.composite("animation") { value throws(ValueError) in try Spring(panelValue: value)
        }
        transition = reader.composite("transition") { value throws(ValueError) in
            try Transition(panelValue: value)
        }
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        if let animation { writer.write("animation", value: animation.panelValue) }
        writer.write("dismissOnEscape", bool: dismissOnEscape)
        writer.write("dismissOnOutsideTap", bool: dismissOnOutsideTap)
        if let message { writer.write("message", string: message) }
        writer.write("overlay", value: overlay.panelValue)
        writer.write("placement", string: placement.name)
        if let title { writer.write("title", string: title) }
        if let transition { writer.write("transition", value: transition.panelValue) }
    }

    package var element: Element { .dialog(self) }
    package var nodeLabel: String? { title }
    package var holdsValue: Bool { true }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        try DialogPresentation(panelValue: value).panelValue
    }

    package var defaultValue: PanelValue? { DialogPresentation().panelValue }

    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        // The title, else the label (moved in: `??` would take it in a closure).
        let shown: String = if let title { title } else { label }
        return AccessibilityDescription(
            role: .dialog, label: shown,
            dialog: .init(
                description: message, initialFocus: Accessibility.initialFocus(amongButtonsIn: children)))
    }
}
