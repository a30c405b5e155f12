/// The network side of `panelkit`'s commands, which this library cannot hold (its arrows
/// point only to `PanelKit`): `serve --http`, `list` and the connection `attach` opens. The
/// `panelkit` executable fills it with the server library's calls; parsing the command line
/// and running the live terminal stay here.
///
/// ```swift
/// let remote = RemoteCommands(
///     serveHTTP: { panel, host, port, io in 0 },
///     list: { io in 0 },
///     connect: { target, io in throw RemoteCommands.Failure("no servers") })
/// exit(PanelCommand.run(["list"], io: .standard, remote: remote))
/// ```
package struct RemoteCommands: Sendable {
    /// A failure to reach a remote panel, with the line to print.
    ///
    /// ```swift
    /// throw RemoteCommands.Failure("no panel server is running")
    /// ```
    package struct Failure: Error, CustomStringConvertible, Sendable {
        /// The line printed on standard error.
        ///
        /// ```swift
        /// print(failure.description)
        /// ```
        package var description: String
        /// The servers to choose from, listed under the line as `list` lists them (when
        /// several are running and none was named).
        package var servers: [Server]

        /// A failure that prints `description`, then `servers` as `list` does.
        ///
        /// ```swift
        /// RemoteCommands.Failure("connection refused")
        /// ```
        package init(_ description: String, servers: [Server] = []) {
            self.description = description
            self.servers = servers
        }
    }

    /// A running panel server as `list` and `attach` show it: its process, its program's
    /// name, the panels it serves (a panel's title, a store's keys) and its URL, as its
    /// discovery file records them.
    ///
    /// ```swift
    /// let server = RemoteCommands.Server(pid: 4242, name: "particles", panels: ["Emitter"], url: url)
    /// ```
    package typealias Server = DiscoveryRecord

    /// The lines `list` prints and `attach` shows when it must be told which server: process
    /// id, name, panels (comma-separated) and URL, separated by tabs. Each field is cleaned for
    /// the terminal (``TerminalText``: a control or a tab inside a name becomes a visible
    /// stand-in), so only the separators are tabs and the columns line up.
    ///
    /// ```swift
    /// for line in RemoteCommands.lines(servers) { print(line) }   // 4242⇥particles⇥Emitter⇥http://…
    /// ```
    package static func lines(_ servers: [Server]) -> [String] {
        servers.map { server in
            [String(server.pid), server.name, server.panels.joined(separator: ","), server.url]
                .map(TerminalText.clean).joined(separator: "\t")
        }
    }

    /// Serves `panel` over HTTP and WebSocket until interrupted (`serve FILE --http`): the
    /// host (`nil`: loopback) and port (0: a free one); returns the exit status.
    ///
    /// ```swift
    /// let status = remote.serveHTTP(panel, nil, 0, .standard)
    /// ```
    package var serveHTTP: @Sendable (_ panel: Panel, _ host: String?, _ port: Int, _ io: CommandIO) -> Int32
    /// Prints the running servers (`list`); returns the exit status.
    ///
    /// ```swift
    /// let status = remote.list(.standard)
    /// ```
    package var list: @Sendable (_ io: CommandIO) -> Int32
    /// Opens a connection speaking the panel protocol to the server named by a URL or a
    /// process id (`nil`: the only one running), for `attach`.
    ///
    /// ```swift
    /// let connection = try remote.connect("12345", .standard)
    /// ```
    package var connect: @Sendable (_ target: String?, _ io: CommandIO) throws -> any PanelConnection

    /// Creates the commands from their three calls.
    ///
    /// ```swift
    /// let remote = RemoteCommands(serveHTTP: serve, list: list, connect: connect)
    /// ```
    package init(
        serveHTTP:
            @escaping @Sendable (_ panel: Panel, _ host: String?, _ port: Int, _ io: CommandIO) -> Int32,
        list: @escaping @Sendable (_ io: CommandIO) -> Int32,
        connect: @escaping @Sendable (_ target: String?, _ io: CommandIO) throws -> any PanelConnection
    ) {
        self.serveHTTP = serveHTTP
        self.list = list
        self.connect = connect
    }
}

/// A connection to a remote panel speaking the event protocol, one line per message (a
/// WebSocket, a pipe): what `panelkit attach` drives the live terminal over.
///
/// ```swift
/// final class Pipe: PanelConnection {
///     func send(_ line: String) throws { … }
///     func receive() -> String? { … }
///     func close() { … }
/// }
/// ```
package protocol PanelConnection: AnyObject, Sendable {
    /// Sends one message (a line without its newline).
    ///
    /// ```swift
    /// try connection.send(#"{"type":"hello","versions":[1]}"#)
    /// ```
    func send(_ line: String) throws
    /// Waits for the next message; `nil` once the connection is closed.
    ///
    /// ```swift
    /// while let line = connection.receive() { print(line) }
    /// ```
    func receive() -> String?
    /// Closes the connection (a waiting ``receive()`` then returns `nil`).
    ///
    /// ```swift
    /// connection.close()
    /// ```
    func close()
}
