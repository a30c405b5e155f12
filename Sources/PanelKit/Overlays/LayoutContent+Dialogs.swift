extension LayoutContent {
    /// Attaches a dialog presented by a Bool (DDDialog's `dialog(isPresented:…)`): it covers
    /// the nearest root above this content (`.setupDialogs()`), or this content's own frame
    /// when there is none. The content builds the card's content and buttons; a
    /// ``DialogCard`` written there is used as the card.
    ///
    /// ```swift
    /// VStack { Button… }
    ///     .dialog(isPresented: dialogs.binding("confirm"), placement: .center) {
    ///         Text("Example center dialog is showing")
    ///         DialogButton("Close", role: .cancel)
    ///     }
    /// ```
    public func dialog(
        isPresented: PresentationBinding, title: String? = nil, message: String? = nil,
        placement: DialogPlacement = .bottom, overlay: DialogOverlay = .default,
        shouldDismissOnTapOutside: Bool = true, shouldDismissOnEscape: Bool = true, animation: Spring? = nil,
        transition: Transition? = nil, @DialogBuilder content: () -> [Node]
    ) -> LayoutItem {
        var card = DialogCard.from(content(), title: title, message: message)
        card.element.placement = placement
        card.element.overlay = overlay
        card.element.dismissOnOutsideTap = shouldDismissOnTapOutside
        card.element.dismissOnEscape = shouldDismissOnEscape
        card.element.animation = animation
        card.element.transition = transition
        return attaching(card.id(isPresented.id).node)
    }

    /// Attaches the dialog the binding's item describes (DDDialog's `dialog(item:content:)`):
    /// nothing while the item is `nil`; the item's placement, overlay, dismissal rules,
    /// animation and transition apply, and its ``Dialog/id`` is the dialog's id.
    ///
    /// ```swift
    /// contentView.dialog(item: dialog) {
    ///     switch $0 {
    ///     case let .top(message): TopDialogView(message: message)
    ///     case let .center(message): CenterDialogView(message: message)
    ///     case let .bottom(message): BottomDialogView(message: message)
    ///     }
    /// }
    /// ```
    public func dialog<Item: Dialog>(
        item: DialogItemBinding<Item>, @DialogBuilder content: (Item) -> [Node]
    ) -> LayoutItem {
        guard let current = item.wrappedValue else { return LayoutItem(node) }
        var card = DialogCard.from(content(current), title: nil, message: nil)
        card.element.placement = current.placement
        card.element.overlay = current.overlay
        card.element.dismissOnOutsideTap = current.shouldDismissOnTapOutside
        card.element.dismissOnEscape = current.shouldDismissOnEscape
        card.element.animation = current.animation
        card.element.transition = current.transition
        return attaching(card.id(NodeID(current.id)).node)
    }

    /// Makes this content a root point for dialogs (DDDialog's `setupDialogs()`): every
    /// dialog attached inside it, but not inside a nearer root, becomes a child of this root
    /// after its content, and covers this root's frame when presented. A drawer
    /// ``PanelRoot`` inside it moves there too (before the dialogs, which open over it).
    ///
    /// ```swift
    /// VStack {
    ///     Text("Title")
    ///     Box { Text("content") }.dialog(isPresented: confirm) { DialogButton("OK") }
    /// }
    /// .setupDialogs()   // the dialog covers the whole VStack, title included
    /// ```
    public func setupDialogs() -> LayoutItem {
        var content = node
        var dialogs: [Node] = []
        var drawers: [Node] = []
        DialogRootResolver.hoist(from: &content, into: &dialogs, drawers: &drawers)
        return LayoutItem(
            Node(element: .dialogRoot(DialogRootElement()), children: [content] + drawers + dialogs))
    }

    /// This content with `dialog` attached: a child of a container; a leaf is wrapped in a
    /// column with the dialog, which takes no space in it.
    private func attaching(_ dialog: Node) -> LayoutItem {
        var node = self.node
        switch node.element {
        case .stack, .box, .dialogRoot, .screen:
            node.children.append(dialog)
            return LayoutItem(node)
        default:
            return LayoutItem(Node(element: .stack(StackElement(axis: .vertical)), children: [node, dialog]))
        }
    }
}

extension DialogCard {
    /// The card for a dialog's built content: the one ``DialogCard`` written there, or a card
    /// holding all of it.
    static func from(_ nodes: [Node], title: String?, message: String?) -> DialogCard {
        if nodes.count == 1, case .dialog(let element) = nodes[0].element {
            var card = DialogCard(element.title ?? title, message: element.message ?? message)
            card.element = element
            card.element.title = element.title ?? title
            card.element.message = element.message ?? message
            card.children = nodes[0].children.flatMap { child -> [Node] in
                // The card's own layout (the button row) is rebuilt with the new id.
                if case .stack(let stack) = child.element, stack.axis == .horizontal,
                    child.children.first?.kind == "spacer"
                {
                    return child.children.dropFirst().map { button in
                        var button = button
                        button.id = button.id.map { NodeID(String($0.name)) }
                        return button
                    }
                }
                if case .text(let text) = child.element, text.text.isEmpty { return [] }
                return [child]
            }
            return card
        }
        var card = DialogCard(title, message: message)
        card.children = nodes
        return card
    }
}
