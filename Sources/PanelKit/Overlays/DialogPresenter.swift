import Synchronization

/// The presentation state of a set of dialogs: which are shown (a `DialogStack`, newest on
/// top), the items that presented them, and every dismissal with its reason. It is the
/// source of truth the Bool and item bindings read and write, and the values map's dialog
/// states come from it (``values(for:)``).
///
/// Dismissal paths, each reported to `onDismiss` and kept in `dismissals`:
/// - from code: ``dismiss(_:reason:)`` (reason `code`), or a binding set to `false`/`nil`;
/// - from inside the dialog: ``dismiss(completion:)`` (reason `presenter`, DDDialog's
///   `dialogPresenter.dismiss { … }`), the completion called once it is dismissed;
/// - a button with the cancel role: ``press(_:in:)`` (reason `cancel`);
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
        var stack = DialogStack()
        var items: [String: any Dialog] = [:]
        var dismissals: [Dismissal] = []

        mutating func dismiss(_ id: NodeID, reason: DismissalReason) -> Dismissal? {
            guard let dismissal = stack.dismiss(id, reason: reason) else { return nil }
            for (key, item) in items where NodeID(item.id) == id { items[key] = nil }
            dismissals.append(dismissal)
            return dismissal
        }
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

    /// Presents `id` on top of the shown dialogs.
    ///
    /// ```swift
    /// dialogs.present("confirm")
    /// ```
    public func present(_ id: NodeID) {
        storage.withLock { _ = $0.stack.present(id) }
    }

    /// Whether `id` is shown.
    ///
    /// ```swift
    /// dialogs.isPresented("confirm")
    /// ```
    public func isPresented(_ id: NodeID) -> Bool {
        storage.withLock { $0.stack.isPresented(id) }
    }

    /// The shown dialogs, bottom first.
    ///
    /// ```swift
    /// dialogs.presented.last   // the top dialog
    /// ```
    public var presented: [NodeID] {
        storage.withLock { $0.stack.presented }
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
        finish(storage.withLock { $0.dismiss(id, reason: reason) })
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
        let dismissal = finish(
            storage.withLock { storage in
                storage.stack.top.flatMap { storage.dismiss($0, reason: .presenter) }
            })
        if dismissal != nil { completion?() }
        return dismissal
    }

    /// Escape: dismisses the top dialog of `tree` if its rules allow (reason `escape`).
    ///
    /// ```swift
    /// dialogs.escape(in: tree)
    /// ```
    @discardableResult
    public func escape(in tree: Node) -> Dismissal? {
        let rules = Self.rules(in: tree)
        return finish(
            storage.withLock { storage in
                guard let top = storage.stack.top, rules[top]?.dismissOnEscape ?? true else { return nil }
                return storage.dismiss(top, reason: .escape)
            })
    }

    /// A tap outside the top dialog's card: dismisses it if its rules allow (reason
    /// `outsideTap`).
    ///
    /// ```swift
    /// dialogs.outsideTap(in: tree)
    /// ```
    @discardableResult
    public func outsideTap(in tree: Node) -> Dismissal? {
        let rules = Self.rules(in: tree)
        return finish(
            storage.withLock { storage in
                guard let top = storage.stack.top, rules[top]?.dismissOnOutsideTap ?? true else { return nil }
                return storage.dismiss(top, reason: .outsideTap)
            })
    }

    /// A press of the dialog button `id` in `tree`: a cancel button dismisses its dialog
    /// (reason `cancel`); any other button is an action on its path, returned for the caller
    /// to handle (it may then call ``dismiss(completion:)``).
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
        let dialog = Self.dialog(containing: id, in: tree)
        guard let dialog, let dismissal = dismiss(dialog, reason: .cancel) else { return .ignored }
        return .dismissed(dismissal)
    }

    /// The state of every dialog in `tree` for the values map: shown ones with their z-order,
    /// others with the reason of their last dismissal.
    ///
    /// ```swift
    /// let document = PanelDocument(root: tree, values: dialogs.values(for: tree))
    /// ```
    public func values(for tree: Node) -> [NodeID: PanelValue] {
        let stack = storage.withLock { $0.stack }
        var out: [NodeID: PanelValue] = [:]
        for node in tree.allNodes {
            guard case .dialog = node.element, let id = node.id else { continue }
            out[id] = stack.presentation(of: id).panelValue
        }
        return out
    }

    // MARK: Items

    func currentItem<Item: Dialog>(_ type: Item.Type) -> Item? {
        storage.withLock { $0.items[String(reflecting: Item.self)] as? Item }
    }

    func setItem<Item: Dialog>(_ item: Item?) {
        let key = String(reflecting: Item.self)
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

    /// The id of the dialog that holds the node `id`.
    static func dialog(containing id: NodeID, in tree: Node) -> NodeID? {
        func search(_ node: Node, _ dialog: NodeID?) -> NodeID?? {
            var dialog = dialog
            if case .dialog = node.element { dialog = node.id }
            if node.id == id { return .some(dialog) }
            for child in node.children {
                if let found = search(child, dialog) { return found }
            }
            return nil
        }
        return search(tree, nil) ?? nil
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
        case dismissed(Dismissal)
        /// Another button: an action on this path.
        case action(NodeID)
        /// Not a button of a shown dialog.
        case ignored
    }
}
