extension Panel: PanelRouter {
    /// A panel holds every id it is asked for (it refuses those it does not have itself).
    package func panel(holding id: NodeID) -> (panel: Panel, id: NodeID)? { (self, id) }

    /// Itself: a panel takes every edit.
    package var routedPanels: RoutedPanels { .one(self) }
}
