import PanelKit

extension PanelServer {
    /// Serves a ``PanelKit/PanelHost``: its layout with the store's panels in its bound roots
    /// (ids under each panel's key, the layout's own, such as the drawer `dial`, as they are),
    /// as ``PanelKit/PanelSession/init(host:maximumLineLength:)`` does. The page shows the
    /// drawer, its floating button and the picker; `panelkit attach` the same root as the
    /// live terminal does.
    ///
    /// ```swift
    /// let host = PanelHost { PanelRoot(position: .bottomRight, storageID: "card-preview") }
    /// let server = PanelServer(host: host)
    /// try server.start()
    /// print(server.url!)
    /// ```
    public convenience init(host: PanelHost, configuration: Configuration = Configuration()) {
        self.init(configuration: configuration, panels: host.store.members.map(\.key), served: .host(host)) {
            limit, group in
            PanelSession(target: .host(host), maximumLineLength: limit, group: group)
        }
    }
}
