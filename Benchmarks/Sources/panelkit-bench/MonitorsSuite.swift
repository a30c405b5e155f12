import Foundation
import PanelKit
@_spi(Internals) import PanelServer
import PanelTerminal
import Synchronization

/// The `monitors` suite: (a) a program writing 100 monitors at 60 Hz for 10 s while 8
/// WebSocket viewers take samples at 30 Hz: the program's time per frame in its monitor writes
/// (p99), against the floor of the same writes into a plain `Mutex`-protected array, and the
/// server thread's CPU time as a share of one core; (b) an ANSI frame with 20 moving graphs:
/// the bytes the live terminal writes per frame against a full repaint.
enum MonitorsSuite {
    static let monitors = 100
    static let viewers = 8
    static let seconds = 10.0
    static let frameRate = 60.0

    static func run() throws {
        try writes()
        try frames()
    }

    /// The CPU time (user + system, seconds) of the threads `ids` of this process.
    static func cpuTime(of ids: [String]) -> Double {
        var ticks = 0.0
        for id in ids {
            guard let stat = try? String(contentsOfFile: "/proc/self/task/\(id)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            // After the name: state is field 3; utime and stime are fields 14 and 15.
            if fields.count > 12 { ticks += (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0) }
        }
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    static func threads() -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? [])
    }

    static func writes() throws {
        let children = (0..<monitors).map { index in
            Node(
                id: NodeID("m\(index)"),
                element: .monitor(MonitorElement(label: "m\(index)", graph: .automatic)))
        }
        let panel = Panel(
            PanelDocument(root: Node(element: .panel(PanelElement(title: "bench")), children: children)))
        let sources = try (0..<monitors).map { try panel.monitor(NodeID("m\($0)")) }
        let floor = Mutex([Double](repeating: 0, count: monitors))
        var configuration = PanelServer.Configuration()
        configuration.discoverable = false
        let before = threads()
        let server = PanelServer(panel: panel, configuration: configuration)
        try server.start()
        defer { server.stop() }
        let serverThreads = Array(threads().subtracting(before))
        let received = Atomic<Int>(0)
        let clients = try (0..<viewers).map { _ in try WebSocketClient(url: server.url!) }
        for client in clients {
            try client.send(#"{"type":"hello","versions":[1],"samples":30}"#)
            Thread {
                while let line = client.receive() {
                    if line.hasPrefix(#"{"type":"samples""#) { received.add(1, ordering: .relaxed) }
                }
            }.start()
        }
        Thread.sleep(forTimeInterval: 0.5)
        let startCPU = cpuTime(of: serverThreads)
        let startReceived = received.load(ordering: .relaxed)
        var ours: [Double] = []
        var floors: [Double] = []
        let frames = Int(seconds * frameRate)
        let clock = ContinuousClock()
        let start = clock.now
        func elapsed(_ from: ContinuousClock.Instant) -> Double {
            let parts = (clock.now - from).components
            return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
        }
        for frame in 0..<frames {
            let value = sin(Double(frame) / 10) * 50 + 50
            // Alternate which goes first, so neither always has the warmer cache.
            for pass in 0..<2 {
                if (pass == 0) == frame.isMultiple(of: 2) {
                    let began = clock.now
                    for (index, source) in sources.enumerated() { source.record(value + Double(index)) }
                    ours.append(elapsed(began))
                } else {
                    let began = clock.now
                    for index in 0..<monitors { floor.withLock { $0[index] = value + Double(index) } }
                    floors.append(elapsed(began))
                }
            }
            let due = start + .microseconds(Int64(Double(frame + 1) / frameRate * 1e6))
            if clock.now < due { Thread.sleep(forTimeInterval: max(0, -elapsed(due))) }
        }
        let wall = elapsed(start)
        let serverCPU = cpuTime(of: serverThreads) - startCPU
        let messages = received.load(ordering: .relaxed) - startReceived
        for client in clients { client.close() }
        ours.sort()
        floors.sort()
        let p99 = ours[ours.count * 99 / 100]
        let floorP99 = floors[floors.count * 99 / 100]
        Bench.report(
            suite: "monitors", case: "writes-100-at-60hz-8-viewers", seconds: p99,
            peer: "the same writes into a Mutex-protected [Double]", peerSeconds: floorP99,
            peerNote: "p99 of a frame's 100 writes, same run, alternating",
            extra: [
                ("frames", frames), ("p50_seconds", ours[ours.count / 2]),
                ("floor_p50_seconds", floors[floors.count / 2]), ("viewers", viewers),
                ("samples_messages", messages),
                ("messages_per_viewer_per_second", Double(messages) / Double(viewers) / wall),
                ("server_cpu_seconds", serverCPU), ("server_core_share", serverCPU / wall),
                ("wall_seconds", wall),
            ])
    }

    static func frames() throws {
        let graphs = 20
        let children = (0..<graphs).map { index in
            Node(
                id: NodeID("g\(index)"),
                element: .monitor(MonitorElement(label: "g\(index)", precision: 1, graph: .fixed(-1, 1))))
        }
        let panel = Panel(
            PanelDocument(root: Node(element: .panel(PanelElement(title: "graphs")), children: children)))
        let sources = try (0..<graphs).map { try panel.monitor(NodeID("g\($0)")) }
        let session = LiveSession(panel, width: 80, height: 24, colorDepth: .trueColor)
        var now = 0.0
        for step in 0..<60 {
            for (index, source) in sources.enumerated() { source.record(sin(Double(step + index) / 5)) }
            now += 0.1
            _ = session.tick(now: now)
        }
        var diffBytes = 0
        var fullBytes = 0
        let measured = 100
        for step in 60..<(60 + measured) {
            // One new sample per graph per frame (a 10 Hz frame of a 10 Hz program).
            for (index, source) in sources.enumerated() { source.record(sin(Double(step + index) / 5)) }
            now += 0.1
            diffBytes += session.tick(now: now).count
            fullBytes += session.redrawAll().count
        }
        Bench.report(
            suite: "monitors", case: "ansi-20-moving-graphs", seconds: Double(diffBytes) / Double(measured),
            peer: "a full repaint of the same frame", peerSeconds: Double(fullBytes) / Double(measured),
            peerNote: "bytes per frame (the seconds fields hold bytes), 80 x 24, true colour",
            extra: [("frames", measured), ("graphs", graphs)])
    }
}
