import Foundation
import PanelKit
@_spi(Internals) import PanelServer

/// The `server` suite: a client written in Swift (PanelServer's `WebSocketClient`) against
/// the Swift server (`PanelServer` on the events suite's panel) and against a Python
/// `websockets` server running the events peer's orjson loop (`peers/server.py`):
/// (a) 10,000 sequential `set` round trips on one WebSocket (send, wait for the ack and the
/// patch), with p50 and p99; (b) 100,000 pipelined `set`s, events per second; (c) one edit
/// fanned out to 32 attached clients, the time until the last has its patch; (d) a light
/// client's round trip (send a `set`, wait for its ack) while 8 writers pipeline `set`s as
/// fast as the server takes them, each reading everything it is sent, with p50 and p99.
enum ServerSuite {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let roundTrips = 10_000
    static let pipelined = 100_000
    static let fanOut = 32
    static let fanOutEdits = 300
    static let loadedWriters = 8
    static let loadedTrips = 2_000
    /// `PANELKIT_SERVER_CASES="fan-out-32"` runs only the cases named (for profiling).
    static let only = ProcessInfo.processInfo.environment["PANELKIT_SERVER_CASES"]

    static func wants(_ name: String) -> Bool {
        only.map { $0.split(separator: ",").contains { $0 == name } } ?? true
    }

    static func run() throws {
        var configuration = PanelServer.Configuration()
        configuration.discoverable = false
        let server = PanelServer(panel: EventsSuite.makePanel(), configuration: configuration)
        try server.start()
        defer { server.stop() }
        // Without Python (PANELKIT_PYTHON=/bin/false) the cases run without their peer.
        let peer = try? PeerServer()
        defer { peer?.stop() }
        let lines = EventsSuite.makeLines()

        if wants("set-round-trip-10k") {
            let swiftTrips = try roundTrip(url: server.url!, lines: lines)
            let peerTrips = peer.flatMap { try? roundTrip(url: $0.url, lines: lines) }
            Bench.report(
                suite: "server", case: "set-round-trip-10k", seconds: swiftTrips.total,
                peer: "websockets + orjson",
                peerSeconds: peerTrips?.total,
                peerNote: "send, wait for the ack and the patch; no validation",
                extra: [
                    ("round_trips", roundTrips), ("p50_seconds", swiftTrips.p50),
                    ("p99_seconds", swiftTrips.p99),
                    ("peer_p50_seconds", peerTrips?.p50 ?? .nan),
                    ("peer_p99_seconds", peerTrips?.p99 ?? .nan),
                ])
        }

        if wants("set-pipelined-100k") {
            let swiftPipelined = try pipeline(url: server.url!, lines: lines)
            let peerPipelined = peer.flatMap { try? pipeline(url: $0.url, lines: lines) }
            Bench.report(
                suite: "server", case: "set-pipelined-100k", seconds: swiftPipelined,
                peer: "websockets + orjson",
                peerSeconds: peerPipelined, peerNote: "every ack and patch read back",
                extra: [
                    ("events", pipelined), ("events_per_second", Double(pipelined) / swiftPipelined),
                    ("peer_events_per_second", peerPipelined.map { Double(pipelined) / $0 } ?? 0),
                ])
        }

        if wants("fan-out-32") {
            let swiftFan = try fan(url: server.url!)
            let peerFan = peer.flatMap { try? fan(url: $0.url) }
            Bench.report(
                suite: "server", case: "fan-out-32", seconds: swiftFan, peer: "websockets + orjson",
                peerSeconds: peerFan,
                peerNote: "time from sending one edit until the 32nd client has its patch (median)",
                extra: [("clients", fanOut), ("edits", fanOutEdits)])
        }

        if wants("loaded-round-trip") {
            let swiftLoaded = try loaded(url: server.url!)
            let peerLoaded = peer.flatMap { try? loaded(url: $0.url) }
            Bench.report(
                suite: "server", case: "loaded-round-trip", seconds: swiftLoaded.p99,
                peer: "websockets + orjson",
                peerSeconds: peerLoaded?.p99,
                peerNote: "p99 of a light client's round trip while \(loadedWriters) writers flood",
                extra: [
                    ("trips", swiftLoaded.trips), ("peer_trips", peerLoaded?.trips ?? 0),
                    ("writers", loadedWriters),
                    ("p50_seconds", swiftLoaded.p50),
                    ("peer_p50_seconds", peerLoaded?.p50 ?? .nan), ("writer_sets", swiftLoaded.sets),
                    ("peer_writer_sets", peerLoaded?.sets ?? 0),
                ])
        }
    }

    /// A flag the writer threads of ``loaded(url:lines:)`` watch.
    final class Flag: @unchecked Sendable {
        // `@unchecked`: read and written under the lock.
        private let lock = NSLock()
        private var raised = false
        private var count = 0

        var isRaised: Bool { lock.withLock { raised } }
        var sets: Int { lock.withLock { count } }
        func raise() { lock.withLock { raised = true } }
        func add(_ sets: Int) { lock.withLock { count += sets } }
    }

    static func loaded(url: String) throws -> (p50: Double, p99: Double, sets: Int, trips: Int) {
        let writers = try (0..<loadedWriters).map { _ in try connect(url) }
        let light = try connect(url)
        let stop = Flag()
        let done = DispatchGroup()
        for (index, writer) in writers.enumerated() {
            done.enter()
            Thread {
                // Numbered on: a line sent twice would be a retry, answered without work.
                var seq = 0
                while !stop.isRaised {
                    let batch = (0..<200).map { step in
                        seq += 1
                        let value = Double((seq &* 7 &+ index) % 201) / 2
                        return #"{"type":"set","seq":\#(seq),"id":"slider\#(index)","value":\#(value)}"#
                    }
                    guard (try? writer.send(lines: batch)) != nil else { break }
                    stop.add(batch.count)
                }
                done.leave()
            }.start()
            Thread { while writer.receiveBytes() != nil {} }.start()
        }
        defer {
            stop.raise()
            done.wait()
            for writer in writers { writer.close() }
            light.close()
        }
        // Let the flood start.
        Thread.sleep(forTimeInterval: 0.2)
        let ack = Array(#"{"type":"ack""#.utf8)
        var times: [Double] = []
        // At most 20 seconds of trips (a server without backpressure makes each one long).
        let deadline = now() + 20
        for trip in 0..<loadedTrips where now() < deadline {
            let sent = now()
            try light.send(
                #"{"type":"set","seq":\#(trip),"id":"slider23","value":\#(trip % 2 == 0 ? 1 : 2)}"#)
            try skip(until: ack, on: light)
            times.append(now() - sent)
        }
        times.sort()
        return (times[times.count / 2], times[times.count * 99 / 100], stop.sets, times.count)
    }

    /// Connects and says hello (the peer answers like the protocol: welcome, snapshot).
    static func connect(_ url: String) throws -> WebSocketClient {
        let client = try WebSocketClient(url: url)
        try client.send(#"{"type":"hello","versions":[1]}"#)
        try skip(until: "snapshot", on: client)
        return client
    }

    static func skip(until type: String, on client: WebSocketClient) throws {
        try skip(until: Array("{\"type\":\"\(type)\"".utf8), on: client)
    }

    static func skip(until prefix: [UInt8], on client: WebSocketClient) throws {
        while let bytes = client.receiveBytes() {
            if bytes.starts(with: prefix) { return }
        }
        throw Failure(description: "the connection ended before a \(String(decoding: prefix, as: UTF8.self))")
    }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    static func roundTrip(url: String, lines: [String]) throws -> (total: Double, p50: Double, p99: Double) {
        let client = try connect(url)
        defer { client.close() }
        var times: [Double] = []
        times.reserveCapacity(roundTrips)
        let ack = Array(#"{"type":"ack""#.utf8)
        let patch = Array(#"{"type":"patch""#.utf8)
        var revision = 0
        let start = now()
        for index in 0..<roundTrips {
            let sent = now()
            try client.send(lines[index])
            // The ack, then the patch when the value changed (its revision grew).
            var waiting = true
            while waiting {
                guard let bytes = client.receiveBytes() else { throw Failure(description: "closed mid-run") }
                if bytes.starts(with: ack) {
                    let rev = Self.revision(in: bytes)
                    waiting = rev > revision
                    revision = max(revision, rev)
                } else if bytes.starts(with: patch) {
                    waiting = false
                }
            }
            times.append(now() - sent)
        }
        let total = now() - start
        times.sort()
        return (total, times[times.count / 2], times[times.count * 99 / 100])
    }

    /// The number after `"rev":` in a message.
    static func revision(in bytes: [UInt8]) -> Int {
        let key = Array(#""rev":"#.utf8)
        guard
            let start = (0..<(bytes.count - key.count)).first(where: {
                bytes[$0..<($0 + key.count)].elementsEqual(key)
            })
        else { return 0 }
        var value = 0
        for byte in bytes[(start + key.count)...] {
            guard (0x30...0x39).contains(byte) else { break }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    static func pipeline(url: String, lines: [String]) throws -> Double {
        let client = try connect(url)
        defer { client.close() }
        let start = now()
        let writer = Thread {
            var batch: [String] = []
            for line in lines.prefix(pipelined) {
                batch.append(line)
                if batch.count == 500 {
                    try? client.send(lines: batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            if !batch.isEmpty { try? client.send(lines: batch) }
        }
        writer.start()
        var acks = 0
        let ack = Array(#"{"type":"ack""#.utf8)
        while acks < pipelined {
            guard let bytes = client.receiveBytes() else { throw Failure(description: "closed mid-run") }
            if bytes.starts(with: ack) { acks += 1 }
        }
        return now() - start
    }

    static func fan(url: String) throws -> Double {
        let clients = try (0..<fanOut).map { _ in try connect(url) }
        defer { for client in clients { client.close() } }
        var times: [Double] = []
        // Made once: spelling it for each of the 32 reads cost the measuring client more than
        // the server's work for a client.
        let patch = Array(#"{"type":"patch""#.utf8)
        for edit in 0..<fanOutEdits {
            let value = Double(edit % 200) / 2
            let start = now()
            try clients[0].send(#"{"type":"set","seq":\#(edit),"id":"slider0","value":\#(value)}"#)
            for client in clients { try skip(until: patch, on: client) }
            times.append(now() - start)
        }
        times.sort()
        return times[times.count / 2]
    }
}

/// The Python peer server, running while the suite measures it.
final class PeerServer {
    let process = Process()
    let url: String

    init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [Bench.python, Bench.peersDirectory.appendingPathComponent("server.py").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        var line: [UInt8] = []
        let handle = pipe.fileHandleForReading
        while true {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty || byte.first == 0x0A { break }
            line += byte
        }
        url = String(decoding: line, as: UTF8.self)
        guard url.hasPrefix("ws://") else {
            process.terminate()
            throw ServerSuite.Failure(description: "the peer server did not start: \(url)")
        }
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
