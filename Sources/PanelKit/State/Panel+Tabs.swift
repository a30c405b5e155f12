extension Panel {
    /// Opens tab `tab` (its index among the folder's children) of the folder `id` shown as
    /// tabs, and returns the index of the open tab: an index that names no tab opens the first.
    /// Every frontend hears it as a patch of the folder's value; like a drawer's state it is
    /// presentation state, kept with the values (saved, in presets), and not an undo step.
    ///
    /// Throws `unknown_id` (no such node) or `wrong_kind` (not a folder shown as tabs).
    ///
    /// ```swift
    /// try panel.selectTab("look", 1)   // 1: the second tab is open
    /// try panel.selectTab("look", 9)   // 0: no tenth tab, the first is open
    /// ```
    @discardableResult
    public func selectTab(_ id: NodeID, _ tab: Int, origin: ChangeOrigin = .code) throws(ValueError) -> Int {
        let value = try apply(.selectTab(id, tab: tab), origin: origin).value
        return FolderElement.openTab(in: value, count: Int.max) ?? 0
    }

    /// The index of the open tab of the folder `id` shown as tabs (`nil` when it is no such
    /// folder).
    ///
    /// ```swift
    /// panel.openTab(of: "look")   // 0
    /// ```
    public func openTab(of id: NodeID) -> Int? {
        storage.withLock { state in
            guard let node = state.nodes[id], case .folder(let folder) = node.element, folder.showsTabs else {
                return nil
            }
            return FolderElement.openTab(in: state.values[id], count: folder.tabCount)
        }
    }
}

extension PanelStorage {
    /// ``PanelEdit/selectTab(_:tab:)``: the folder's open tab, stored in the values map (one
    /// update, no undo step).
    @inline(never)
    mutating func selectTab(_ id: NodeID, tab: Int, origin: ChangeOrigin, sender: String?) throws(ValueError)
        -> PanelOutcome
    {
        guard let node = nodes[id] else {
            throw ValueError("no folder with this id", id: id, code: .unknownID)
        }
        guard case .folder(let folder) = node.element, folder.showsTabs else {
            throw ValueError("a \(node.kind) is not a folder shown as tabs", id: id, code: .wrongKind)
        }
        let new = try node.element.canonicalValue(.number(Double(tab)))
        let old = values[id]
        guard new != old else { return PanelOutcome(value: new, revision: revision, posted: nil) }
        values[id] = new
        if let sink { try? sink.write(new, for: id) }
        let posted = post(
            origin: origin, edits: [UndoStep.Edit(id: id, old: old ?? .null, new: new)], sender: sender)
        return PanelOutcome(value: new, revision: revision, posted: posted)
    }
}
