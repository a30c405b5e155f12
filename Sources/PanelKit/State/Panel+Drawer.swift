extension Panel {
    /// A change of a drawer panel root's state: open or close it, move it to a detent, pick the
    /// panel it shows, scroll its content.
    ///
    /// ```swift
    /// try panel.changeDrawer("dial", .scrollBy(3))
    /// ```
    public enum DrawerChange: Hashable, Sendable {
        /// Opens it at the medium detent, scrolled to the top (nothing when it is open).
        case open
        /// Closes it for a reason (refused with `not_presented` when it is closed).
        case close(DismissalReason)
        /// Moves it to a detent.
        case detent(DrawerDetent)
        /// Shows one of its panels (by the panel's id), scrolled to the top.
        case select(NodeID)
        /// Scrolls its content to a row offset (a negative one is 0).
        case scrollTo(Int)
        /// Scrolls its content by some rows, down when positive (it stops at the top).
        case scrollBy(Int)

        /// The change a drag of the sheet asks for when it ends at `rows` of height, with the
        /// drawer drawn as `geometry`: the nearer detent, or closing it (reason `drag`) below
        /// half the medium height.
        ///
        /// ```swift
        /// let geometry = DrawerGeometry(rootHeight: 24, contentHeight: 40, panelCount: 1, detent: .medium)
        /// try panel.changeDrawer("dial", .settling(draggedTo: 20, in: geometry))   // .detent(.tall)
        /// ```
        package static func settling(draggedTo rows: Int, in geometry: DrawerGeometry) -> Self {
            geometry.settle(draggedTo: rows).map { .detent($0) } ?? .close(.drag)
        }
    }

    /// Changes the state of the drawer panel root `id` and returns the new state, in one update
    /// that observers and every `PanelSession` hear as a patch. Like a dialog's presentation it
    /// is not an undo step.
    ///
    /// The scroll offset is kept at 0 or more here; how far down it may go depends on the size
    /// the drawer is drawn at, so every backend clamps it when it draws (and the live terminal
    /// writes its clamped offset back).
    ///
    /// Throws `unknown_id` (no such node, or `select` names no panel of the drawer),
    /// `wrong_kind` (not a panel root in drawer mode), `not_presented` (closing a closed drawer).
    ///
    /// ```swift
    /// try panel.changeDrawer("dial", .open)
    /// try panel.changeDrawer("dial", .detent(.tall))
    /// try panel.changeDrawer("dial", .close(.escape))
    /// ```
    @discardableResult
    public func changeDrawer(_ id: NodeID, _ change: DrawerChange, origin: ChangeOrigin = .code)
        throws(ValueError) -> DrawerPresentation
    {
        let value = try apply(.changeDrawer(id, change), origin: origin).value
        return value.flatMap { try? DrawerPresentation(panelValue: $0) } ?? DrawerPresentation()
    }

    /// The drawer panel root `id` of `root`; throws when there is none.
    static func drawerRoot(_ id: NodeID, in root: Node) throws(ValueError) -> Node {
        guard let node = root.node(withID: id) else {
            throw ValueError("no node has this id", id: id, code: .unknownID)
        }
        guard case .panelRoot(let panelRoot) = node.element, panelRoot.mode == .drawer else {
            throw ValueError("a \(node.kind) is not a drawer panel root", id: id, code: .wrongKind)
        }
        return node
    }
}

extension PanelStorage {
    /// ``PanelEdit/changeDrawer(_:_:)``: the drawer's new state, stored in the values map.
    @inline(never)
    mutating func changeDrawer(
        _ id: NodeID, _ change: Panel.DrawerChange, origin: ChangeOrigin, sender: String?
    )
        throws(ValueError) -> PanelOutcome
    {
        let node = try Panel.drawerRoot(id, in: root)
        guard case .panelRoot(let panelRoot) = node.element else { throw ValueError("unreachable", id: id) }
        let old = values[id]
        var state =
            old.flatMap { try? DrawerPresentation(panelValue: $0) }
            ?? DrawerPresentation(isPresented: panelRoot.defaultOpen)
        switch change {
        case .open:
            guard state.open() else {
                return PanelOutcome(value: state.panelValue, revision: revision, posted: nil)
            }
        case .close(let reason):
            guard state.close(reason) else {
                throw ValueError("the drawer is not open", id: id, code: ValueError.Code("not_presented"))
            }
        case .detent(let detent):
            state.detent = detent
        case .select(let panel):
            let panels = node.children.filter { !$0.element.isOverlay }.compactMap(\.id)
            // A bound root's panels are its host's: the host checks the choice.
            guard node.isBoundPanelRoot || panels.contains(panel) else {
                throw ValueError(
                    "the drawer has no panel \"\(panel.rawValue)\"; its panels are \(panels.map(\.rawValue).joined(separator: ", "))",
                    id: id, code: .unknownID)
            }
            state.select(panel)
        case .scrollTo(let offset):
            state.scroll = offset
        case .scrollBy(let rows):
            state.scroll(by: rows)
        }
        let new = state.panelValue
        guard new != old else { return PanelOutcome(value: new, revision: revision, posted: nil) }
        values[id] = new
        let posted = post(
            origin: origin, edits: [UndoStep.Edit(id: id, old: old ?? .null, new: new)], sender: sender)
        return PanelOutcome(value: new, revision: revision, posted: posted)
    }
}
