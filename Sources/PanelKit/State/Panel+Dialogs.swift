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
        try mutate { (state) throws(ValueError) -> DialogPresentation in
            let siblings = try Self.dialogSiblings(of: id, in: state.root)
            let current = Self.presentation(state.values[id])
            if current.isPresented { return current }
            let top = siblings.map { Self.presentation(state.values[$0]).z }.max() ?? 0
            let shown = DialogPresentation(isPresented: true, z: top + 1, dismissal: current.dismissal)
            let edit = UndoStep.Edit(id: id, old: state.values[id] ?? .null, new: shown.panelValue)
            state.values[id] = shown.panelValue
            state.post(origin: origin, edits: [edit])
            return shown
        }
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
        try dismissDialogReportingRevision(id, reason: reason, origin: origin, sender: nil).state
    }

    func dismissDialogReportingRevision(
        _ id: NodeID, reason: DismissalReason, origin: ChangeOrigin, sender: String?
    ) throws(ValueError) -> (state: DialogPresentation, revision: Int) {
        try mutate { (state) throws(ValueError) -> (state: DialogPresentation, revision: Int) in
            let siblings = try Self.dialogSiblings(of: id, in: state.root)
            let current = Self.presentation(state.values[id])
            guard current.isPresented else {
                throw ValueError("dialog is not presented", id: id, code: ValueError.Code("not_presented"))
            }
            var edits: [UndoStep.Edit] = []
            func write(_ value: PanelValue, for target: NodeID) {
                edits.append(UndoStep.Edit(id: target, old: state.values[target] ?? .null, new: value))
                state.values[target] = value
            }
            let dismissed = DialogPresentation(isPresented: false, dismissal: reason)
            write(dismissed.panelValue, for: id)
            for other in siblings where other != id {
                var above = Self.presentation(state.values[other])
                guard above.isPresented, above.z > current.z else { continue }
                above.z -= 1
                write(above.panelValue, for: other)
            }
            state.post(origin: origin, edits: edits, sender: sender)
            return (dismissed, state.revision)
        }
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
