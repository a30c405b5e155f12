import Foundation
import PanelTerminal
@_spi(Internals) import PanelText

/// The `live` suite: from a key's bytes to the bytes written, in process, for a slider change in
/// the live terminal session (`LiveSession`) on a panel of 100 and of 1,000 sliders shown in an
/// 80 × 24 terminal.
///
/// Each key (right and left arrows in turn, so the value moves and comes back) is decoded,
/// handled, stored through the panel state's validating path, the slider repainted alone and
/// the changed rows diffed; the session's tick (which shows changes reported by the state) runs
/// after each key as the terminal's loop does. Per-key times are reported as the median and
/// the 99th percentile. The peer is the same change drawn the way a live redraw worked before
/// the session: the whole document painted again and the whole screen diffed
/// (`ANSIRenderer.update(from:to:)`, layout kept), with its bytes; `bytes` is per change and
/// `full_repaint_bytes` the bytes of drawing the screen from scratch.
enum LiveSuite {
    struct Many: Codable, Equatable, Sendable {
        var values: [Double]
    }

    static func state(count: Int) -> PanelState<Many> {
        PanelState("Sliders", initial: Many(values: Array(repeating: 0.5, count: count))) {
            for index in 0..<count {
                Slider("s\(index)", \.values[index], in: 0...1, step: 0.01, unit: "x")
            }
        }
    }

    /// The machine's one-minute load average (other processes compete for the cores and set
    /// the tail of the per-key times).
    static var loadAverage: Double {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) > 0 ? loads[0] : -1
    }

    static func run() throws {
        for count in [100, 1000] {
            try measure(count: count)
        }
    }

    static func measure(count: Int) throws {
        let state = state(count: count)
        let session = LiveSession(state, width: 80, height: 24, colorDepth: .trueColor)
        let full = session.redrawAll()
        // Focus the sixth slider (a row in the middle of the screen).
        for _ in 0..<5 { _ = session.receive(Array("j".utf8), now: 0) }
        let right = Array("\u{1B}[C".utf8)
        let left = Array("\u{1B}[D".utf8)
        var clock = 1.0
        var times: [Double] = []
        var bytesPerChange: [Int] = []
        for round in 0..<4000 {
            let key = round % 2 == 0 ? right : left
            clock += 0.001
            let start = DispatchTime.now().uptimeNanoseconds
            var bytes = session.receive(key, now: clock)
            bytes += session.tick(now: clock)
            let end = DispatchTime.now().uptimeNanoseconds
            if round >= 200 {
                times.append(Double(end - start) / 1e9)
                bytesPerChange.append(bytes.count)
            }
        }
        times.sort()
        let median = times[times.count / 2]
        let p99 = times[Int(Double(times.count) * 0.99)]
        let p90 = times[Int(Double(times.count) * 0.90)]
        let p95 = times[Int(Double(times.count) * 0.95)]
        let bytes = bytesPerChange.reduce(0, +) / max(1, bytesPerChange.count)

        // The peer: the whole document painted again and the whole screen diffed.
        let renderer = ANSIRenderer(width: 80, colorDepth: .trueColor)
        var document = state.document
        var shown = try renderer.canvas(for: document)
        var peerTimes: [Double] = []
        var peerBytes = 0
        for round in 0..<400 {
            let value = round % 2 == 0 ? 0.51 : 0.5
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try state.set(.number(value), for: "s5")
            document.values["s5"] = .number(value)
            let update = try renderer.update(from: shown, to: document)
            shown = update.canvas
            let end = DispatchTime.now().uptimeNanoseconds
            if round >= 40 {
                peerTimes.append(Double(end - start) / 1e9)
                peerBytes = update.bytes.count
            }
        }
        peerTimes.sort()
        let peerP99 = peerTimes[Int(Double(peerTimes.count) * 0.99)]
        Bench.report(
            suite: "live", case: "slider key on \(count) sliders, 80x24 (p99 per key)", seconds: p99,
            peer: "full repaint and diff (ANSIRenderer.update)", peerSeconds: peerP99,
            extra: [
                ("median_seconds", median), ("p90_seconds", p90), ("p95_seconds", p95),
                ("load_average", Self.loadAverage), ("bytes", bytes), ("full_repaint_bytes", full.count),
                ("bytes_ratio", Double(full.count) / Double(max(1, bytes))), ("peer_bytes", peerBytes),
            ])
    }
}
