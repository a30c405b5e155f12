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
        PresentationCollector.current?.note(isPresented.presenter, dialog: isPresented.id)
        return attaching(card.id(isPresented.id).node)
    }

    /// Attaches the dialog the binding's item describes (DDDialog's `dialog(item:content:)`):
    /// nothing while the item is `nil`; the item's placement, overlay, dismissal rules,
    /// animation and transition apply, and its ``Dialog/id`` is the dialog's id.
    ///
    /// In the layout of a ``PanelHost``, an item set later shows too: the host keeps `content`
    /// and puts the item's dialog where this one stands (a dialog named after the item's type
    /// waits there, not presented, while the item is `nil`).
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
        item: DialogItemBinding<Item>, @DialogBuilder content: @escaping (Item) -> [Node]
    ) -> LayoutItem {
        let current = item.wrappedValue
        if let collector = PresentationCollector.current {
            // In a host: the item's dialog, or one waiting for it, stands here.
            let slot = DialogPresenter.ItemSlot(nodeID: NodeID(current?.id ?? Self.waitingID(Item.self))) {
                ($0 as? Item).map { Self.card(for: $0, content: content) }
            }
            collector.note(item.presenter, items: String(reflecting: Item.self), slot: slot)
            guard let current else {
                return attaching(DialogCard(nil, message: nil).id(slot.nodeID).node)
            }
            return attaching(Self.card(for: current, content: content))
        }
        guard let current else { return LayoutItem(node) }
        return attaching(Self.card(for: current, content: content))
    }

    /// The id of the dialog that waits for an item of type `Item` in a host's layout.
    private static func waitingID<Item: Dialog>(_ type: Item.Type) -> String {
        String(describing: Item.self)
    }

    /// The dialog node of an item.
    private static func card<Item: Dialog>(for item: Item, content: (Item) -> [Node]) -> Node {
        var card = DialogCard.from(content(item), title: nil, message: nil)
        card.element.placement = item.placement
        card.element.overlay = item.overlay
        card.element.dismissOnOutsideTap = item.shouldDismissOnTapOutside
        card.element.dismissOnEscape = item.shouldDismissOnEscape
        card.element.animation = item.animation
        card.element.transition = item.transition
        return card.id(NodeID(item.id)).node
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
