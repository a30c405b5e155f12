extension Panel {
    /// Moves the floating button `id` to `placement` (fractions of its free travel, and the
    /// edges it is pinned to) and returns the placement stored, in one update that observers
    /// and every `PanelSession` hear as a patch: the one place of the button, which the live
    /// terminal and the page both show and both change when a drag of it is released. Like a
    /// drawer's state it is not an undo step, and it is saved with the panel's values.
    ///
    /// `x` and `y` are clamped into `0...1`. Throws `unknown_id` (no such node), `wrong_kind`
    /// (not a floating button) or `invalid_value` (a number that is not finite, opposite
    /// edges), naming the id and the member.
    ///
    /// ```swift
    /// try panel.moveFloatingButton("dial.fab", to: FloatingButtonPlacement(x: 0, y: 1, edges: [.left, .bottom]))
    /// panel.values["dial.fab"]   // ["x": 0, "y": 1, "edges": ["left", "bottom"]]
    /// ```
    @discardableResult
    public func moveFloatingButton(
        _ id: NodeID, to placement: FloatingButtonPlacement, origin: ChangeOrigin = .code
    ) throws(ValueError) -> FloatingButtonPlacement {
        let value = try apply(.moveFloatingButton(id, to: placement), origin: origin).value
        return value.flatMap { try? FloatingButtonPlacement(panelValue: $0) } ?? placement
    }
}

extension PanelStorage {
    /// ``PanelEdit/moveFloatingButton(_:to:)``: the button's placement, canonical, stored in the
    /// values map without an undo step.
    @inline(never)
    mutating func moveFloatingButton(
        _ id: NodeID, to placement: FloatingButtonPlacement, origin: ChangeOrigin, sender: String?
    ) throws(ValueError) -> PanelOutcome {
        guard let node = nodes[id] else {
            throw ValueError("no node has this id", id: id, code: .unknownID)
        }
        guard case .floatingButton = node.element else {
            throw ValueError("a \(node.kind) is not a floating button", id: id, code: .wrongKind)
        }
        let new: PanelValue
        do {
            new = try placement.canonical().panelValue
        } catch {
            throw error.naming(id)
        }
        let old = values[id]
        guard new != old else { return unchanged(new) }
        values[id] = new
        let posted = post(
            origin: origin, edits: [UndoStep.Edit(id: id, old: old ?? .null, new: new)], sender: sender)
        return PanelOutcome(value: new, revision: revision, posted: posted)
    }
}
