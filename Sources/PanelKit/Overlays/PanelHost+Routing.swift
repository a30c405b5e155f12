extension PanelHost: PanelRouter {
    /// A panel's control under its key, else the layout's own (the drawer, dialogs).
    package func panel(holding id: NodeID) -> (panel: Panel, id: NodeID)? { route(id) }

    /// The host's panels by key.
    package var routedPanels: RoutedPanels { .keyed(store.members) }

    /// Refuses a drawer's `select` of a panel the host does not show.
    package func check(_ edit: PanelEdit) throws(ValueError) {
        guard case .changeDrawer(let id, .select(let panel)) = edit,
            let node = layout.document.root.node(withID: id),
            node.isBoundPanelRoot, !store.members.contains(where: { $0.key == panel.rawValue })
        else { return }
        throw ValueError(
            "the drawer has no panel \"\(panel.rawValue)\"; its panels are \(store.members.map(\.key).joined(separator: ", "))",
            id: id, code: .unknownID)
    }
}
