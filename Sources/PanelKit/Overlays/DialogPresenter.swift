import Synchronization

/// The presentation state of a set of dialogs: which are shown (newest on top), the items that
/// presented them, and every dismissal with its reason. The Bool and item bindings read and
/// write it.
///
/// **In a host, a view over the panel's values.** When a ``PanelHost`` is built with a layout
/// that attaches this presenter's dialogs (`.dialog(isPresented: dialogs.binding("confirm"))`,
/// `.dialog(item: dialogs.item(MyDialog.self))`), the dialogs' state is the host's: it lives in
/// the values of `layout` and changes only through its edits
/// (``PanelEdit/presentDialog(_:)``, ``PanelEdit/dismissDialog(_:reason:)``). The presenter then
/// holds nothing of its own: ``present(_:)`` and ``dismiss(_:reason:)`` are edits of the host,
/// ``isPresented(_:)`` reads its values, and a dismissal made anywhere — the page, the live
/// terminal, `panelkit attach`, a protocol client, the host's own `apply` — reaches `onDismiss`
/// and writes `false` or `nil` back into the bindings. An item set after the host is built
/// puts its dialog into the layout and presents it. Without a host (a tree rendered once), the
/// presenter keeps the state itself, and ``values(for:)`` gives it for a document.
///
/// Dismissal paths, each reported to `onDismiss` and kept in `dismissals`:
/// - from code: ``dismiss(_:reason:)`` (reason `code`), or a binding set to `false`/`nil`;
/// - from inside the dialog: ``dismiss(completion:)`` (reason `presenter`, DDDialog's
///   `dialogPresenter.dismiss { … }`), the completion called once it is dismissed;
/// - a button with the cancel role: ``press(_:in:)`` here, or a press of it in any frontend
///   (reason `cancel`);
/// - Escape: ``escape(in:)`` (reason `escape`) when the top dialog allows it;
/// - a tap outside the card: ``outsideTap(in:)`` (reason `outsideTap`) when allowed;
/// - a new item replacing the shown one (reason `replaced`).
///
/// The presenter is safe to use from any thread.
///
/// ```swift
/// let dialogs = DialogPresenter { dismissal in print(dismissal.id, dismissal.reason) }
/// let confirm = dialogs.binding("confirm")
/// confirm.isPresented = true
/// dialogs.escape(in: tree)        // prints "confirm escape"
/// confirm.isPresented             // false
/// ```
public final class DialogPresenter: Sendable {
    private struct Storage {
        /// The dialogs' state while no host holds them.
        var stack = DialogStack()
        /// The panel whose values hold the dialogs' state (a host's layout), once attached.
        var panel: Panel?
        var observation: PanelObservation?
        /// The dialogs the presenter's bindings name, in the panel it is attached to.
        var known: Set<NodeID> = []
        var items: [String: any Dialog] = [:]
        /// How an item of each type becomes a dialog in the attached panel's tree.
        var slots: [String: ItemSlot] = [:]
        var dismissals: [Dismissal] = []

        /// Forgets the items shown by `id` and keeps the dismissal.
        mutating func note(_ dismissal: Dismissal) {
            for (key, item) in items where NodeID(item.id) == dismissal.id { items[key] = nil }
            dismissals.append(dismissal)
        }

        mutating func dismiss(_ id: NodeID, reason: DismissalReason) -> Dismissal? {
            guard let dismissal = stack.dismiss(id, reason: reason) else { return nil }
            note(dismissal)
            return dismissal
        }
    }

    /// Where the dialogs of one item type go in an attached panel's tree, and how an item
    /// becomes its dialog. `@unchecked Sendable`: the builder is the layout's `content`, which
    /// makes nodes and keeps nothing; it is called under the presenter's lock.
    struct ItemSlot: @unchecked Sendable {
        /// The id of the dialog node that stands where the item's dialog goes.
        var nodeID: NodeID
        let build: (any Dialog) -> Node?
    }

    private let storage = Mutex(Storage())
    private let onDismiss: (@Sendable (Dismissal) -> Void)?

    /// Creates a presenter; `onDismiss` hears every dismissal.
    ///
    /// ```swift
    /// let dialogs = DialogPresenter()
    /// ```
    public init(onDismiss: (@Sendable (Dismissal) -> Void)? = nil) {
        self.onDismiss = onDismiss
    }

    /// A Bool binding for the dialog `id` (DDDialog's `isPresented: $flag`).
    ///
    /// ```swift
    /// let confirm = dialogs.binding("confirm")
    /// confirm.isPresented = true
    /// ```
    public func binding(_ id: NodeID) -> PresentationBinding {
        PresentationBinding(id: id, presenter: self)
    }

    /// An optional-item binding for dialogs of type `Item` (DDDialog's `item: $dialog`).
    ///
    /// ```swift
    /// let dialog = dialogs.item(MyDialog.self)
    /// dialog.wrappedValue = .top(message: "Example top dialog is showing")
    /// ```
    public func item<Item: Dialog>(_ type: Item.Type) -> DialogItemBinding<Item> {
        DialogItemBinding(presenter: self)
    }

    /// Presents `id` on top of the shown dialogs (in a host, an edit of its layout).
    ///
    /// ```swift
    /// dialogs.present("confirm")
    /// ```
    public func present(_ id: NodeID) {
        guard let panel = attachedPanel else {
            storage.withLock { _ = $0.stack.present(id) }
            return
        }
        _ = try? panel.apply(.presentDialog(id))
    }

    /// Whether `id` is shown.
    ///
    /// ```swift
    /// dialogs.isPresented("confirm")
    /// ```
    public func isPresented(_ id: NodeID) -> Bool {
        guard let panel = attachedPanel else { return storage.withLock { $0.stack.isPresented(id) } }
        return Panel.presentation(panel.value(for: id)).isPresented
    }

    /// The shown dialogs, bottom first.
    ///
    /// ```swift
    /// dialogs.presented.last   // the top dialog
    /// ```
    public var presented: [NodeID] {
        guard let panel = attachedPanel else { return storage.withLock { $0.stack.presented } }
        let known = storage.withLock { $0.known }
        let values = panel.values
        return
            known
            .map { ($0, Panel.presentation(values[$0])) }
            .filter { $0.1.isPresented }
            .sorted { $0.1.z < $1.1.z }
            .map(\.0)
    }

    /// Every dismissal so far, oldest first.
    ///
    /// ```swift
    /// dialogs.dismissals.last?.reason   // .escape
    /// ```
    public var dismissals: [Dismissal] {
        storage.withLock { $0.dismissals }
    }

    /// Dismisses `id` (reason `code` by default); `nil` when it was not shown.
    ///
    /// ```swift
    /// dialogs.dismiss("confirm")
    /// ```
    @discardableResult
    public func dismiss(_ id: NodeID, reason: DismissalReason = .code) -> Dismissal? {
        guard let panel = attachedPanel else {
            return finish(storage.withLock { $0.dismiss(id, reason: reason) })
        }
        // The observation of the panel reports it (see ``heard(_:)``).
        guard (try? panel.apply(.dismissDialog(id, reason: reason))) != nil else { return nil }
        return Dismissal(id: id, reason: reason)
    }

    /// Dismisses the top dialog from inside it (reason `presenter`), then calls `completion`
    /// (DDDialog's `dialogPresenter.dismiss { … }`). The completion is called only when a
    /// dialog was dismissed.
    ///
    /// ```swift
    /// dialogs.dismiss { print("gone") }
    /// ```
    @discardableResult
    public func dismiss(completion: (@Sendable () -> Void)? = nil) -> Dismissal? {
        guard let top = presented.last, let dismissal = dismiss(top, reason: .presenter) else { return nil }
        completion?()
        return dismissal
    }

    /// Escape: dismisses the top dialog of `tree` if its rules allow (reason `escape`).
    ///
    /// ```swift
    /// dialogs.escape(in: tree)
    /// ```
    @discardableResult
    public func escape(in tree: Node) -> Dismissal? {
        guard let top = presented.last, Self.rules(in: tree)[top]?.dismissOnEscape ?? true else { return nil }
        return dismiss(top, reason: .escape)
    }

    /// A tap outside the top dialog's card: dismisses it if its rules allow (reason
    /// `outsideTap`).
    ///
    /// ```swift
    /// dialogs.outsideTap(in: tree)
    /// ```
    @discardableResult
    public func outsideTap(in tree: Node) -> Dismissal? {
        guard let top = presented.last, Self.rules(in: tree)[top]?.dismissOnOutsideTap ?? true else {
            return nil
        }
        return dismiss(top, reason: .outsideTap)
    }

    /// A press of the dialog button `id` in `tree`: a cancel button dismisses its dialog
    /// (reason `cancel`); any other button is an action on its path, returned for the caller
    /// to handle (it may then call ``dismiss(completion:)``). In a host, the press is the
    /// host's (``PanelEdit/trigger(_:)``), as a click in the page is.
    ///
    /// ```swift
    /// switch dialogs.press("confirm.delete", in: tree) {
    /// case .action(let path): delete(); dialogs.dismiss()
    /// default: break
    /// }
    /// ```
    public func press(_ id: NodeID, in tree: Node) -> ButtonPress {
        guard let node = tree.node(withID: id), case .button(let button) = node.element else {
            return .ignored
        }
        guard button.role == .cancel else { return .action(id) }
        guard let dialog = PanelStorage.dialog(containing: id, in: tree), isPresented(dialog) else {
            return .ignored
        }
        if let panel = attachedPanel {
            guard (try? panel.apply(.trigger(id))) != nil, !isPresented(dialog) else { return .ignored }
            return .dismissed(Dismissal(id: dialog, reason: .cancel))
        }
        guard let dismissal = dismiss(dialog, reason: .cancel) else { return .ignored }
        return .dismissed(dismissal)
    }

    /// The state of every dialog in `tree` for the values map: shown ones with their z-order,
    /// others with the reason of their last dismissal.
    ///
    /// ```swift
    /// let document = PanelDocument(root: tree, values: dialogs.values(for: tree))
    /// ```
    public func values(for tree: Node) -> [NodeID: PanelValue] {
        let panelValues = attachedPanel?.values
        let stack = storage.withLock { $0.stack }
        var out: [NodeID: PanelValue] = [:]
        for node in tree.allNodes {
            guard case .dialog = node.element, let id = node.id else { continue }
            if let panelValues {
                out[id] = Panel.presentation(panelValues[id]).panelValue
            } else {
                out[id] = stack.presentation(of: id).panelValue
            }
        }
        return out
    }

    // MARK: A host's values

    /// The panel the dialogs' state lives in, once a host holds it.
    private var attachedPanel: Panel? { storage.withLock { $0.panel } }

    /// Makes `panel` (a host's layout, whose tree holds the dialogs `ids` and the item slots
    /// `slots`) the owner of the dialogs' state: what was presented before moves there, and
    /// from now on every read and write is the panel's.
    func attach(to panel: Panel, ids: Set<NodeID>, slots: [String: ItemSlot]) {
        let (shown, items) = storage.withLock { storage in
            storage.panel = panel
            storage.known.formUnion(ids)
            storage.known.formUnion(storage.items.values.map { NodeID($0.id) })
            storage.slots.merge(slots) { $1 }
            return (storage.stack.presented, storage.items)
        }
        let observation = panel.observe { [weak self] update in self?.heard(update) }
        storage.withLock {
            $0.observation = observation
            $0.stack = DialogStack()
        }
        for (_, item) in items { place(item) }
        for id in shown { _ = try? panel.apply(.presentDialog(id)) }
    }

    /// An update of the attached panel: each of the presenter's dialogs that went from shown
    /// to dismissed is a dismissal, reported once, whoever made it.
    private func heard(_ update: PanelUpdate) {
        var heard: [Dismissal] = []
        storage.withLock { storage in
            for change in update.changes where storage.known.contains(change.id) {
                let old = Panel.presentation(change.oldValue)
                let new = Panel.presentation(change.newValue)
                guard old.isPresented, !new.isPresented, let reason = new.dismissal else { continue }
                let dismissal = Dismissal(id: change.id, reason: reason)
                storage.note(dismissal)
                heard.append(dismissal)
            }
        }
        for dismissal in heard { onDismiss?(dismissal) }
    }

    /// Puts the dialog of `item` into the attached panel's tree, where its type's slot is
    /// (a new configuration of the panel, when the dialog there is not this item's).
    private func place(_ item: any Dialog) {
        let key = String(reflecting: type(of: item))
        guard let panel = attachedPanel else { return }
        let change: (slot: NodeID, node: Node)? = storage.withLock { storage in
            guard let slot = storage.slots[key], let node = slot.build(item) else { return nil }
            storage.slots[key]?.nodeID = NodeID(item.id)
            storage.known.insert(NodeID(item.id))
            return (slot.nodeID, node)
        }
        guard let change else { return }
        let root = panel.root
        guard root.node(withID: change.node.id ?? change.slot) != change.node else { return }
        let replaced = Self.replacing(change.slot, with: change.node, in: root)
        _ = try? panel.apply(.configure(PanelDocument(root: replaced, values: panel.values)))
    }

    /// `root` with the node `id` replaced by `node`.
    private static func replacing(_ id: NodeID, with node: Node, in root: Node) -> Node {
        if root.id == id { return node }
        var root = root
        root.children = root.children.map { replacing(id, with: node, in: $0) }
        return root
    }

    // MARK: Items

    func currentItem<Item: Dialog>(_ type: Item.Type) -> Item? {
        storage.withLock { $0.items[String(reflecting: Item.self)] as? Item }
    }

    func setItem<Item: Dialog>(_ item: Item?) {
        let key = String(reflecting: Item.self)
        guard attachedPanel != nil else {
            let dismissal: Dismissal? = storage.withLock { storage in
                let old = storage.items[key] as? Item
                storage.items[key] = item
                var dismissal: Dismissal?
                if let old, old != item {
                    dismissal = storage.dismiss(NodeID(old.id), reason: item == nil ? .code : .replaced)
                }
                if let item { storage.stack.present(NodeID(item.id)) }
                return dismissal
            }
            finish(dismissal)
            return
        }
        let old = storage.withLock { $0.items[key] as? Item }
        if let old, old != item {
            dismiss(NodeID(old.id), reason: item == nil ? .code : .replaced)
        }
        storage.withLock { $0.items[key] = item }
        guard let item else { return }
        place(item)
        present(NodeID(item.id))
    }

    // MARK: Helpers

    @discardableResult
    private func finish(_ dismissal: Dismissal?) -> Dismissal? {
        if let dismissal { onDismiss?(dismissal) }
        return dismissal
    }

    /// Each dialog's rules, by id.
    static func rules(in tree: Node) -> [NodeID: DialogElement] {
        var out: [NodeID: DialogElement] = [:]
        for node in tree.allNodes {
            if case .dialog(let dialog) = node.element, let id = node.id { out[id] = dialog }
        }
        return out
    }
}

extension DialogPresenter {
    /// What pressing a dialog button did.
    ///
    /// ```swift
    /// switch presenter.press("confirm.cancel", in: tree) {
    /// case .dismissed(let dismissal): print("closed", dismissal.id)
    /// case .action(let path): print("run", path)
    /// case .ignored: break
    /// }
    /// ```
    public enum ButtonPress: Hashable, Sendable {
        /// A cancel button dismissed its dialog.
        ///
        /// ```swift
        /// if case .dismissed(let dismissal) = press { print("closed", dismissal.id) }
        /// ```
        case dismissed(Dismissal)
        /// Another button: an action on this path.
        ///
        /// ```swift
        /// if case .action(let path) = press { print("run", path) }
        /// ```
        case action(NodeID)
        /// Not a button of a shown dialog.
        ///
        /// ```swift
        /// if press == .ignored { return }
        /// ```
        case ignored
    }
}
