extension PanelServer {
    /// How a ``PanelServer`` listens and what it allows. The defaults are the safe ones:
    /// loopback only, a random token, the limits of the security model.
    ///
    /// ```swift
    /// var configuration = PanelServer.Configuration()
    /// configuration.port = 8123
    /// configuration.maximumConnections = 16
    /// let server = PanelServer(panel: panel, configuration: configuration)
    /// ```
    public struct Configuration: Sendable {
        /// The address to listen on: `nil` (the default) listens on both loopback addresses,
        /// `127.0.0.1` and `::1`. Any other numeric address is used as given, with a warning
        /// on standard error when it is not a loopback one (the panel is then reachable
        /// from the network, still behind the token).
        ///
        /// ```swift
        /// configuration.host = "192.168.1.20"
        /// ```
        package var host: String?
        /// The port; 0 (the default) picks a free one (read it from ``PanelServer/url``).
        ///
        /// ```swift
        /// configuration.port = 0
        /// ```
        public var port: Int = 0
        /// The token every request must carry; `nil` (the default) draws 128 random bits.
        /// A fixed token (for scripts) must be at least 22 letters, digits, `-` or `_`; there
        /// is no way to turn the token off.
        ///
        /// ```swift
        /// configuration.token = "my-long-script-token-0123456789"
        /// ```
        package var token: String?
        /// More names the `Host` header may carry (beyond `localhost`, `127.0.0.1`, `[::1]`
        /// and the ``host`` itself), such as a name a tunnel or a proxy uses.
        ///
        /// ```swift
        /// configuration.allowedHosts = ["devbox.local"]
        /// ```
        package var allowedHosts: [String] = []
        /// The most connections open at once (64 by default); beyond it, the oldest one that
        /// has not finished its request is closed, else the new one is.
        ///
        /// ```swift
        /// configuration.maximumConnections = 8
        /// ```
        package var maximumConnections: Int = 64
        /// How long a connection may take to send its request head, in seconds (10).
        ///
        /// ```swift
        /// configuration.requestTimeout = 5
        /// ```
        package var requestTimeout: Double = 10
        /// How long a WebSocket may stay silent, in seconds (60): after half of it the server
        /// pings, after all of it the connection is closed.
        ///
        /// ```swift
        /// configuration.idleTimeout = 30
        /// ```
        package var idleTimeout: Double = 60
        /// The most bytes that may still wait for one connection after the server tried to
        /// write them (4 MiB): a client with more has stopped reading and is disconnected (it
        /// resyncs when it comes back). A client that reads slowly is not: the server sends it
        /// what it takes, and the clients whose messages make the traffic wait for it.
        ///
        /// ```swift
        /// configuration.outgoingLimit = 1 << 20
        /// ```
        package var outgoingLimit: Int = 4 << 20
        /// Whether the server writes a discovery file (see `discoveryFile`) so
        /// `panelkit list` and `panelkit attach` find it (on by default).
        ///
        /// ```swift
        /// configuration.discoverable = false
        /// ```
        public var discoverable: Bool = true
        /// The name shown by `panelkit list` (the program's name by default).
        ///
        /// ```swift
        /// configuration.name = "particles"
        /// ```
        public var name: String?

        /// The default configuration.
        ///
        /// ```swift
        /// let configuration = PanelServer.Configuration()
        /// ```
        public init() {}
    }
}
