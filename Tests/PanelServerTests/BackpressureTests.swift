import Foundation
import PanelKit
import Synchronization
import Testing

@_spi(Internals) @testable import PanelServer

/// Clients that keep up are never dropped, however much others send: the loop writes before
/// it reads the next burst and makes writers wait for readers (issue: six writers pipelining
/// 1 MiB each got three to six of seven clients dropped; 2,500 folder toggles got a watcher
/// dropped before it had read a byte).
@Suite(.serialized) struct BackpressureTests {
    static let document = """
        {"format":"panelkit","version":1,"root":{"kind":"panel","title":"T","children":[
          {"kind":"textField","id":"title","label":"title"},
          {"kind":"folder","id":"motion","label":"motion","children":[
            {"kind":"slider","id":"motion.a","label":"a","range":[0,48],"step":1},
            {"kind":"slider","id":"motion.b","label":"b","range":[0,48],"step":1},
            {"kind":"slider","id":"motion.c","label":"c","range":[0,48],"step":1}]}]},
         "values":{"title":"T","motion.a":1,"motion.b":2,"motion.c":3}}
        """

    static func start() throws -> PanelServer {
        var configuration = PanelServer.Configuration()
        configuration.discoverable = false
        let server = PanelServer(
            panel: Panel(try TreeDecoder().decode(document)), configuration: configuration)
        try server.start()
        return server
    }

    /// One client reading everything on a thread of its own until `done` says it has what it
    /// waits for; the revision of the last patch or snapshot, and whether the server closed it.
    final class Reader: Sendable {
        struct State {
            var revision = -1
            var acks = 0
            var snapshots = 0
            var closed = false
            var finished = false
        }

        let client: WebSocketClient
        let state = Mutex(State())

        init(_ client: WebSocketClient, until done: @escaping @Sendable (State) -> Bool) {
            self.client = client
            let thread = Thread { [self] in
                while true {
                    guard let bytes = client.receiveBytes() else {
                        self.state.withLock { $0.closed = true }
                        break
                    }
                    let stop = self.state.withLock { state in
                        if bytes.starts(with: Array(#"{"type":"ack""#.utf8)) { state.acks += 1 }
                        if bytes.starts(with: Array(#"{"type":"snapshot""#.utf8)) { state.snapshots += 1 }
                        if bytes.starts(with: Array(#"{"type":"patch""#.utf8))
                            || bytes.starts(with: Array(#"{"type":"snapshot""#.utf8))
                        {
                            state.revision = ServerSuiteRevision.revision(in: bytes)
                        }
                        return done(state)
                    }
                    if stop { break }
                }
                self.state.withLock { $0.finished = true }
            }
            thread.start()
        }

        /// Waits (at most `seconds`) until the thread ended.
        func wait(_ seconds: Double = 120) -> State {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline, !state.withLock({ $0.finished }) { Thread.sleep(forTimeInterval: 0.01) }
            return state.withLock { $0 }
        }
    }

    static func hello(_ client: WebSocketClient) throws {
        try client.send(#"{"type":"hello","versions":[1]}"#)
        while let line = client.receive(), !line.hasPrefix(#"{"type":"snapshot""#) {}
    }

    @Test func writersPipeliningAMebibyteEachDropNobody() throws {
        let server = try Self.start()
        defer { server.stop() }
        let writers = 6
        let sets = 1_024
        let title = String(repeating: "x", count: 1_000)
        let clients = try (0...writers).map { _ in try WebSocketClient(url: server.url!) }
        for client in clients { try Self.hello(client) }
        let final = writers * sets
        let readers = clients.enumerated().map { index, client in
            Reader(client) { state in
                index < writers ? state.acks == sets && state.revision >= final : state.revision >= final
            }
        }
        for (index, client) in clients.prefix(writers).enumerated() {
            let lines = (1...sets).map { seq in
                #"{"type":"set","seq":\#(seq),"id":"title","value":"\#(index)-\#(seq)\#(title)"}"#
            }
            Thread { try? client.send(lines: lines) }.start()
        }
        for (index, reader) in readers.enumerated() {
            let state = reader.wait()
            #expect(!state.closed, "client \(index) was dropped at revision \(state.revision)")
            #expect(state.revision == final, "client \(index)")
        }
        for client in clients { client.close() }
    }

    @Test func aFloodOfSnapshotsDropsNoWatcher() throws {
        let server = try Self.start()
        defer { server.stop() }
        let toggles = 2_500
        let toggler = try WebSocketClient(url: server.url!)
        let watcher = try WebSocketClient(url: server.url!)
        for client in [toggler, watcher] { try Self.hello(client) }
        let readers = [
            Reader(toggler) { $0.acks == toggles && $0.revision >= toggles },
            Reader(watcher) { $0.revision >= toggles },
        ]
        let lines = (1...toggles).map { #"{"type":"folder.toggle","seq":\#($0),"id":"motion"}"# }
        Thread { try? toggler.send(lines: lines) }.start()
        let (sent, watched) = (readers[0].wait(), readers[1].wait())
        #expect(!sent.closed && sent.revision == toggles, "the toggler at \(sent.revision)")
        #expect(!watched.closed && watched.revision == toggles, "the watcher at \(watched.revision)")
        // Snapshots still waiting are replaced by newer ones, never queued twice.
        #expect(watched.snapshots <= toggles + 1)
        toggler.close()
        watcher.close()
    }
}

/// The number after `"rev":` in a message.
enum ServerSuiteRevision {
    static func revision(in bytes: [UInt8]) -> Int {
        let key = Array(#""rev":"#.utf8)
        guard bytes.count > key.count,
            let start = (0...(bytes.count - key.count)).first(where: {
                bytes[$0..<($0 + key.count)].elementsEqual(key)
            })
        else { return -1 }
        var value = 0
        for byte in bytes[(start + key.count)...] {
            guard (0x30...0x39).contains(byte) else { break }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
}
