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
        try changeDrawerReportingRevision(id, change, origin: origin, sender: nil).state
    }

    func changeDrawerReportingRevision(
        _ id: NodeID, _ change: DrawerChange, origin: ChangeOrigin, sender: String?
    ) throws(ValueError) -> (state: DrawerPresentation, revision: Int) {
        try mutate { (storage) throws(ValueError) -> (state: DrawerPresentation, revision: Int) in
            let node = try Self.drawerRoot(id, in: storage.root)
            guard case .panelRoot(let root) = node.element else { throw ValueError("unreachable", id: id) }
            let old = storage.values[id]
            var state =
                old.flatMap { try? DrawerPresentation(panelValue: $0) }
                ?? DrawerPresentation(isPresented: root.defaultOpen)
            switch change {
            case .open:
                guard !state.isPresented else { return (state, storage.revision) }
                state.isPresented = true
                state.detent = .medium
                state.scroll = 0
            case .close(let reason):
                guard state.isPresented else {
                    throw ValueError("the drawer is not open", id: id, code: ValueError.Code("not_presented"))
                }
                state.isPresented = false
                state.dismissal = reason
            case .detent(let detent):
                state.detent = detent
            case .select(let panel):
                let panels = node.children.filter { !$0.element.isOverlay }.compactMap(\.id)
                guard panels.contains(panel) else {
                    throw ValueError(
                        "the drawer has no panel \"\(panel.rawValue)\"; its panels are \(panels.map(\.rawValue).joined(separator: ", "))",
                        id: id, code: .unknownID)
                }
                if state.selected != panel { state.scroll = 0 }
                state.selected = panel
            case .scrollTo(let offset):
                state.scroll = max(0, offset)
            case .scrollBy(let rows):
                let (sum, overflow) = state.scroll.addingReportingOverflow(rows)
                state.scroll = overflow ? (rows > 0 ? Int.max : 0) : max(0, sum)
            }
            let new = state.panelValue
            guard new != old else { return (state, storage.revision) }
            storage.values[id] = new
            storage.post(
                origin: origin, edits: [UndoStep.Edit(id: id, old: old ?? .null, new: new)], sender: sender)
            return (state, storage.revision)
        }
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
