import PanelKit
import Synchronization
import Testing

@_spi(Internals) @testable import PanelServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite(.serialized) struct PanelServerTests {
    static func panel() throws -> Panel {
        let text = """
            {"format":"panelkit","version":1,"root":{"kind":"panel","title":"T","children":[
              {"kind":"slider","id":"radius","label":"radius","range":[0,48],"step":1}]},
             "values":{"radius":24}}
            """
        return Panel(try TreeDecoder().decode(text))
    }

    static func configuration() -> PanelServer.Configuration {
        var configuration = PanelServer.Configuration()
        configuration.discoverable = false
        return configuration
    }

    /// The next message of a type, skipping others.
    static func next(_ type: String, from client: WebSocketClient) -> String? {
        while let line = client.receive() {
            if line.contains("\"type\":\"\(type)\"") { return line }
        }
        return nil
    }

    @Test func twoClientsSeeEachOthersEditsAndCodesEdits() throws {
        let panel = try Self.panel()
        let server = PanelServer(panel: panel, configuration: Self.configuration())
        try server.start()
        defer { server.stop() }
        let url = try #require(server.url)
        #expect(url.hasPrefix("http://127.0.0.1:") && url.hasSuffix("?token=\(server.token)"))
        let first = try WebSocketClient(url: url)
        let second = try WebSocketClient(url: url)
        for client in [first, second] {
            try client.send(#"{"type":"hello","versions":[1]}"#)
            #expect(Self.next("snapshot", from: client)?.contains(#""radius":24"#) == true)
        }
        try first.send(#"{"type":"set","seq":1,"id":"radius","value":60}"#)
        #expect(Self.next("ack", from: first) == #"{"type":"ack","seq":1,"rev":1,"value":48}"#)
        #expect(
            Self.next("patch", from: first) == #"{"type":"patch","rev":1,"base":0,"values":{"radius":48}}"#)
        #expect(
            Self.next("patch", from: second) == #"{"type":"patch","rev":1,"base":0,"values":{"radius":48}}"#)
        // A change made by the program itself reaches every client.
        _ = try panel.set(.number(7), for: "radius")
        #expect(Self.next("patch", from: first)?.contains(#""radius":7"#) == true)
        #expect(Self.next("patch", from: second)?.contains(#""radius":7"#) == true)
    }

    @Test func stopClosesEveryConnectionAtOnce() throws {
        let server = PanelServer(panel: try Self.panel(), configuration: Self.configuration())
        try server.start()
        let clients = try (0..<5).map { _ in try WebSocketClient(url: server.url!) }
        for client in clients { try client.send(#"{"type":"hello","versions":[1]}"#) }
        for client in clients { _ = Self.next("snapshot", from: client) }
        let started = ContinuousClock.now
        server.stop()
        for client in clients { #expect(client.receive() == nil) }
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(throws: WebSocketClient.Failure.self) { try WebSocketClient(url: server.url!) }
    }

    @Test func theAsyncFormEndsWhenTheTaskIsCancelled() async throws {
        let server = PanelServer(panel: try Self.panel(), configuration: Self.configuration())
        let serving = Task { try await server.run() }
        while server.url == nil { try await Task.sleep(for: .milliseconds(5)) }
        let client = try WebSocketClient(url: server.url!)
        try client.send(#"{"type":"hello","versions":[1]}"#)
        #expect(Self.next("welcome", from: client) != nil)
        #expect(Self.next("snapshot", from: client) != nil)
        serving.cancel()
        try await serving.value
        #expect(client.receive() == nil)
    }

    @Test func aWeakTokenIsRefusedAndTheTokenCannotBeOff() throws {
        var configuration = Self.configuration()
        configuration.token = "short"
        #expect(throws: PanelServerError.self) {
            try PanelServer(panel: try Self.panel(), configuration: configuration).start()
        }
        configuration.token = ""
        #expect(throws: PanelServerError.self) {
            try PanelServer(panel: try Self.panel(), configuration: configuration).start()
        }
    }

    @Test func theDiscoveryFileIsPrivateAndGoesOnStop() throws {
        var configuration = PanelServer.Configuration()
        configuration.name = "discovery-test"
        let server = PanelServer(panel: try Self.panel(), configuration: configuration)
        try server.start()
        let path = try #require(server.discoveryFile)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        var folder = stat()
        #expect(stat(DiscoveryFile.folder, &folder) == 0)
        #expect(folder.st_mode & 0o777 == 0o700)
        let listed = DiscoveryFile.running().first { $0.path == path }
        #expect(listed?.url == server.url && listed?.pid == getpid() && listed?.name == "discovery-test")
        // A panel served alone is listed by its title (it was "panel" for every one).
        #expect(listed?.panels == ["T"])
        server.stop()
        #expect(stat(path, &status) != 0)
    }

    /// A panel whose tree has problems (built in code: the decoder would refuse it) is served,
    /// and `start()` prints each problem on standard error.
    @Test func aPanelWithProblemsIsServedAndItsProblemsPrinted() throws {
        let root = Node(
            element: .panel(PanelElement(title: "Twice")),
            children: [
                Node(id: "on", element: .toggle(ToggleElement(label: "on"))),
                Node(id: "on", element: .toggle(ToggleElement(label: "again"))),
            ])
        let server = PanelServer(
            panel: Panel(PanelDocument(root: root, values: ["on": true])), configuration: Self.configuration()
        )
        let path = "/tmp/panelkit-server-stderr-\(UInt32.random(in: 0...UInt32.max))"
        let file = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        let saved = dup(2)
        dup2(file, 2)
        defer {
            dup2(saved, 2)
            close(saved)
            close(file)
            unlink(path)
        }
        try server.start()
        defer { server.stop() }
        dup2(saved, 2)
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = pread(file, &bytes, bytes.count, 0)
        let printed = String(decoding: bytes[0..<max(0, count)], as: UTF8.self)
        #expect(printed.contains("PanelServer: warning: "), "\(printed)")
        #expect(printed.contains("duplicate id"), "\(printed)")
    }

    @Test func aStaleDiscoveryFileIsRemovedWhenListed() throws {
        mkdir(DiscoveryFile.folder, 0o700)
        // A process id that cannot be running (above the kernel's maximum).
        let path = DiscoveryFile.folder + "/server-99999999-1.json"
        let file = try #require(fopen(path, "w"))
        fputs(#"{"pid":99999999,"name":"gone","panels":[],"url":"http://127.0.0.1:1/?token=x"}"#, file)
        fclose(file)
        #expect(!DiscoveryFile.running().contains { $0.path == path })
        var status = stat()
        #expect(stat(path, &status) != 0)
    }
}
