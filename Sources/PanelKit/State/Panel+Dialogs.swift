extension Panel {
    /// Presents the dialog `id` on top of the dialogs shown in its root (its state becomes
    /// `{"presented": true, "z": n}`, one above the highest); presenting a shown dialog
    /// changes nothing. Presentation is not an undo step.
    ///
    /// Throws `unknown_id` or `wrong_kind` when `id` is not a dialog of the tree.
    ///
    /// ```swift
    /// try panel.presentDialog("confirm")   // DialogPresentation(isPresented: true, z: 1)
    /// ```
    @discardableResult
    public func presentDialog(_ id: NodeID, origin: ChangeOrigin = .code) throws(ValueError)
        -> DialogPresentation
    {
        Self.presentation(try apply(.presentDialog(id), origin: origin).value)
    }

    /// Dismisses the dialog `id` for `reason`: its state becomes
    /// `{"presented": false, "dismissal": reason}` and the dialogs above it in its root move
    /// down one place, in one update. Not an undo step.
    ///
    /// Throws `unknown_id`, `wrong_kind`, or `not_presented` when the dialog is not shown.
    ///
    /// ```swift
    /// try panel.dismissDialog("confirm", reason: .escape)
    /// ```
    @discardableResult
    public func dismissDialog(
        _ id: NodeID, reason: DismissalReason, origin: ChangeOrigin = .code
    ) throws(ValueError) -> DialogPresentation {
        Self.presentation(try apply(.dismissDialog(id, reason: reason), origin: origin).value)
    }

    /// The state stored for a dialog (not presented when absent or malformed).
    static func presentation(_ value: PanelValue?) -> DialogPresentation {
        value.flatMap { try? DialogPresentation(panelValue: $0) } ?? DialogPresentation()
    }

    /// The ids of the dialogs that share `id`'s parent (its root), `id` included; throws when
    /// `id` is not a dialog of `root`.
    static func dialogSiblings(of id: NodeID, in root: Node) throws(ValueError) -> [NodeID] {
        func search(_ node: Node) -> [Node]? {
            if node.children.contains(where: { $0.id == id }) { return node.children }
            for child in node.children {
                if let found = search(child) { return found }
            }
            return nil
        }
        let siblings = root.id == id ? [root] : search(root)
        guard let siblings, let node = siblings.first(where: { $0.id == id }) else {
            throw ValueError("no node has this id", id: id, code: .unknownID)
        }
        guard case .dialog = node.element else {
            throw ValueError("a \(node.kind) is not a dialog", id: id, code: .wrongKind)
        }
        return siblings.compactMap { sibling in
            if case .dialog = sibling.element { return sibling.id }
            return nil
        }
    }
}

extension PanelStorage {
    /// ``PanelEdit/presentDialog(_:)``: the dialog goes on top of those shown in its root.
    @inline(never)
    mutating func presentDialog(_ id: NodeID, origin: ChangeOrigin, sender: String?) throws(ValueError)
        -> PanelOutcome
    {
        let siblings = try Panel.dialogSiblings(of: id, in: root)
        var stack = dialogStack(of: siblings)
        guard stack.present(id) else {
            return PanelOutcome(value: stack.presentation(of: id).panelValue, revision: revision, posted: nil)
        }
        return write(stack, of: siblings, changing: id, origin: origin, action: nil, sender: sender)
    }

    /// ``PanelEdit/dismissDialog(_:reason:)``: the dialog is dismissed and those above it
    /// move down one place.
    @inline(never)
    mutating func dismissDialog(_ id: NodeID, reason: DismissalReason, origin: ChangeOrigin, sender: String?)
        throws(ValueError) -> PanelOutcome
    {
        // Not `nil`: a dialog that is not shown is refused.
        try dismissDialog(
            id, reason: reason, origin: origin, sender: sender, action: nil, ifPresented: false)!
    }

    /// Dismisses the dialog `id` for `reason`, in an update that also delivers the press of
    /// `action` (a cancel-role button), if given. A dialog that is not shown is refused with
    /// `not_presented`, or answered with `nil` when `ifPresented`.
    mutating func dismissDialog(
        _ id: NodeID, reason: DismissalReason, origin: ChangeOrigin, sender: String?, action: NodeID?,
        ifPresented: Bool
    ) throws(ValueError) -> PanelOutcome? {
        let siblings = try Panel.dialogSiblings(of: id, in: root)
        var stack = dialogStack(of: siblings)
        guard stack.dismiss(id, reason: reason) != nil else {
            if ifPresented { return nil }
            throw ValueError("dialog is not presented", id: id, code: ValueError.Code("not_presented"))
        }
        return write(stack, of: siblings, changing: id, origin: origin, action: action, sender: sender)
    }

    /// The stack of one root's dialogs (`siblings`), read from their stored presentations.
    private func dialogStack(of siblings: [NodeID]) -> DialogStack {
        DialogStack(presentations: siblings.lazy.map { ($0, Panel.presentation(values[$0])) })
    }

    /// Stores the presentations `stack` gives the dialog `id` and every sibling whose place
    /// it changed, in one update, and answers with `id`'s.
    private mutating func write(
        _ stack: DialogStack, of siblings: [NodeID], changing id: NodeID, origin: ChangeOrigin,
        action: NodeID?, sender: String?
    ) -> PanelOutcome {
        var edits: [UndoStep.Edit] = []
        for target in CollectionOfOne(id) + siblings.filter({ $0 != id }) {
            let presentation = stack.presentation(of: target)
            guard target == id || presentation != Panel.presentation(values[target]) else { continue }
            edits.append(
                UndoStep.Edit(id: target, old: values[target] ?? .null, new: presentation.panelValue))
            values[target] = presentation.panelValue
        }
        let posted = post(origin: origin, edits: edits, action: action, sender: sender)
        return PanelOutcome(value: stack.presentation(of: id).panelValue, revision: revision, posted: posted)
    }
}
