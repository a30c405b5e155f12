extension PanelStore: PanelRouter {
    /// The panel a namespaced id is under (see ``route(_:)``).
    package func panel(holding id: NodeID) -> (panel: Panel, id: NodeID)? { route(id) }

    /// The store's panels by key.
    package var routedPanels: RoutedPanels { .keyed(members) }
}
