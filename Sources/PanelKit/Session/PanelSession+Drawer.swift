extension PanelSession {
    /// Handles the `drawer.*` messages: `drawer.open {id}`, `drawer.close {id, reason?}`,
    /// `drawer.detent {id, detent}`, `drawer.select {id, selected}` and
    /// `drawer.scroll {id, to | by}`. The panel changes the drawer's state in the values map
    /// (``PanelEdit/changeDrawer(_:_:)``), the ack carries the new state and every
    /// frontend gets the patch. The close reason defaults to `outsideTap`, as for
    /// `dialog.dismiss`. Refused with `unknown_id`, `wrong_kind` (not a drawer panel root),
    /// `not_presented` (closing a closed drawer) or `invalid_value` (an unknown reason).
    func drawerEdit(for body: ProtocolMessage.Body) throws(ValueError) -> (PanelEdit, Panel) {
        let id: NodeID
        let change: Panel.DrawerChange
        switch body {
        case .drawerOpen(let target):
            (id, change) = (target, .open)
        case .drawerClose(let target, let reason):
            (id, change) = (target, .close(try Self.dismissalReason(named: reason, for: target)))
        case .drawerDetent(let target, let detent):
            (id, change) = (target, .detent(detent))
        case .drawerSelect(let target, let selected):
            (id, change) = (target, .select(selected))
        case .drawerScroll(let target, let to, let by):
            (id, change) = (target, to.map { .scrollTo($0) } ?? .scrollBy(by ?? 0))
        default:
            throw ValueError("not a drawer message")
        }
        let (panel, local) = try target.route(id)
        var localChange = change
        if case .select(let selected) = change, let routed = try? target.route(selected), routed.0 === panel {
            localChange = .select(routed.1)
        }
        return (.changeDrawer(local, localChange), panel)
    }
}
