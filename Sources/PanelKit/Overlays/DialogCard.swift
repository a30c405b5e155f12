/// A dialog as layout content: a title, a message, any content and a row of buttons, with its
/// placement, overlay, dismissal rules, animation and transition. Attach it to the view that
/// presents it with `.dialog(isPresented:)` or `.dialog(item:)`; it covers the nearest root
/// (`.setupDialogs()`) above that view.
///
/// The modifiers return a new card, so they can be chained in any order.
///
/// ```swift
/// DialogCard("Delete photo?", message: "This cannot be undone.") {
///     DialogButton("Cancel", role: .cancel)
///     DialogButton("Delete", role: .destructive)
/// }
/// .placement(.bottom)
/// .overlay(.dim("#000000", opacity: 0.5))
/// .dismissOnOutsideTap(false)
/// ```
public struct DialogCard: LayoutContent, Sendable {
    /// The dialog's properties.
    ///
    /// ```swift
    /// DialogCard("Saved") { Text("Done") }.placement(.bottom).element.placement   // .bottom
    /// ```
    package var element: DialogElement
    /// Its content, then its buttons.
    ///
    /// ```swift
    /// DialogCard("Saved") { Text("Done"); DialogButton("OK") }.children.count   // 2
    /// ```
    package var children: [Node]
    /// Its id, when it has been given one (the presenter's binding gives it).
    ///
    /// ```swift
    /// DialogCard("Saved") { Text("Done") }.id   // nil until a binding gives one
    /// ```
    package var id: NodeID?

    /// Creates a dialog card.
    ///
    /// ```swift
    /// DialogCard("Saved") { Text("Your changes are saved.") }
    /// ```
    public init(
        _ title: String? = nil, message: String? = nil, @DialogBuilder content: () -> [Node] = { [] }
    ) {
        element = DialogElement(title: title, message: message)
        children = content()
    }

    /// The dialog node: the content in a column, then the buttons in a row, pushed to the
    /// trailing side; button ids below the dialog's id.
    ///
    /// ```swift
    /// DialogCard("Hi").node.kind   // "dialog"
    /// ```
    public var node: Node {
        var content: [Node] = []
        var buttons: [Node] = [Node(element: .spacer(SpacerElement()))]
        for child in children {
            if case .button = child.element {
                var button = child
                if let id, let name = child.id { button.id = id.appending(name.rawValue) }
                buttons.append(button)
            } else {
                content.append(child)
            }
        }
        if buttons.count > 1 {
            if !content.isEmpty { content.append(Node(element: .text(TextElement("")))) }
            content.append(
                Node(element: .stack(StackElement(axis: .horizontal, spacing: 1)), children: buttons))
        }
        return Node(id: id, element: .dialog(element), children: content)
    }

    private func with(_ change: (inout DialogCard) -> Void) -> DialogCard {
        var copy = self
        change(&copy)
        return copy
    }

    /// Where the card sits: `.top`, `.center` (the default) or `.bottom`.
    ///
    /// ```swift
    /// card.placement(.bottom)
    /// ```
    public func placement(_ placement: DialogPlacement) -> DialogCard {
        with { $0.element.placement = placement }
    }

    /// What is drawn between the card and the content: `.dim(color, opacity:)`, `.blur(style)`
    /// or `.none` (black at 40 % by default).
    ///
    /// ```swift
    /// card.overlay(.blur(.dark))
    /// ```
    public func overlay(_ overlay: DialogOverlay) -> DialogCard {
        with { $0.element.overlay = overlay }
    }

    /// Whether a tap outside the card dismisses it (`true` by default).
    ///
    /// ```swift
    /// card.dismissOnOutsideTap(false)
    /// ```
    public func dismissOnOutsideTap(_ allowed: Bool) -> DialogCard {
        with { $0.element.dismissOnOutsideTap = allowed }
    }

    /// Whether Escape dismisses it (`true` by default).
    ///
    /// ```swift
    /// card.dismissOnEscape(false)
    /// ```
    public func dismissOnEscape(_ allowed: Bool) -> DialogCard {
        with { $0.element.dismissOnEscape = allowed }
    }

    /// The spring the card moves with, as data for frontends that animate.
    ///
    /// ```swift
    /// card.animation(.time(duration: 0.3, bounce: 0.2))
    /// ```
    public func animation(_ spring: Spring?) -> DialogCard {
        with { $0.element.animation = spring }
    }

    /// The transition the card appears with, as data for frontends that animate.
    ///
    /// ```swift
    /// card.transition(.spring(.default))
    /// ```
    public func transition(_ transition: Transition?) -> DialogCard {
        with { $0.element.transition = transition }
    }

    /// The card with an id (its buttons' ids go below it).
    ///
    /// ```swift
    /// card.id("confirm")
    /// ```
    public func id(_ id: NodeID) -> DialogCard {
        with { $0.id = id }
    }
}
