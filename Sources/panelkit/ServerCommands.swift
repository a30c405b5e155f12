// The network commands of `panelkit` (`serve --http`, `list`, `attach`'s connection): the
// server library's calls, handed to the command line parser in PanelTerminal, which cannot
// import the server library itself.

@_spi(Internals) import PanelServer
import PanelTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension RemoteCommands {
    /// `PanelServer`'s commands.
    static let server = RemoteCommands(serveHTTP: serveHTTP, list: list, connect: connect)

    /// Serves the panel until a signal ends the process (the discovery file goes with it).
    @Sendable
    static func serveHTTP(_ panel: Panel, host: String?, port: Int, io: CommandIO) -> Int32 {
        var configuration = PanelServer.Configuration()
        configuration.host = host
        configuration.port = port
        configuration.name = "panelkit serve"
        let server = PanelServer(panel: panel, configuration: configuration)
        do {
            try server.start()
        } catch {
            io.writeError(Array("serve: \(error)\n".utf8))
            return 1
        }
        io.write(Array((server.url! + "\n").utf8))
        while true { pause() }
    }

    /// One line per running server: process id, name, panels, URL.
    @Sendable
    static func list(_ io: CommandIO) -> Int32 {
        let servers = DiscoveryFile.running()
        if servers.isEmpty {
            io.write(Array("no panel server is running\n".utf8))
            return 0
        }
        let lines = RemoteCommands.lines(servers.map(\.listed))
        io.write(Array(lines.map { $0 + "\n" }.joined().utf8))
        return 0
    }

    /// The connection `attach` opens: to a URL, a process id's server, or the only one running.
    @Sendable
    static func connect(_ target: String?, io: CommandIO) throws -> any PanelConnection {
        let url: String
        if let target, target.contains("://") {
            url = target
        } else {
            let servers = DiscoveryFile.running()
            if let target {
                guard let pid = Int32(target) else {
                    throw RemoteCommands.Failure("expected a URL or a process id, got \"\(target)\"")
                }
                guard let server = servers.first(where: { $0.pid == pid }) else {
                    throw RemoteCommands.Failure("no panel server runs in process \(pid) (see panelkit list)")
                }
                url = server.url
            } else if servers.count == 1 {
                url = servers[0].url
            } else if servers.isEmpty {
                throw RemoteCommands.Failure("no panel server is running (give its URL)")
            } else {
                throw RemoteCommands.Failure(
                    "several panel servers are running; name one by its process id:",
                    servers: servers.map(\.listed))
            }
        }
        do {
            return WebSocketConnection(try WebSocketClient(url: url))
        } catch {
            throw RemoteCommands.Failure(error.description)
        }
    }
}

/// A ``WebSocketClient`` as the connection `attach` drives the live terminal over.
final class WebSocketConnection: PanelConnection {
    let client: WebSocketClient

    init(_ client: WebSocketClient) {
        self.client = client
    }

    func send(_ line: String) throws {
        try client.send(line)
    }

    func receive() -> String? {
        client.receive()
    }

    func close() {
        client.close()
    }
}

extension DiscoveryFile {
    /// The server as `list` and `attach` show it.
    var listed: RemoteCommands.Server {
        RemoteCommands.Server(pid: record.pid, name: record.name, panels: record.panels, url: record.url)
    }
}
