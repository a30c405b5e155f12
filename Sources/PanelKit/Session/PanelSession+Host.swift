extension PanelSession {
    /// Attaches a frontend to a host: the document is the host's layout with its panels in its
    /// bound roots (ids under each panel's key, `Card.radius`; the layout's own, such as the
    /// drawer `dial`, as they are), each message goes to what its id names, and the drawer's
    /// `drawer.select` names a panel by its key. The server and the live terminal show the same
    /// root this way.
    ///
    /// ```swift
    /// let host = PanelHost { PanelRoot(storageID: "card-preview") }
    /// let session = PanelSession(host: host)
    /// ```
    public convenience init(host: PanelHost, maximumLineLength: Int = 1 << 20) {
        self.init(target: .host(host), maximumLineLength: maximumLineLength)
    }
}
