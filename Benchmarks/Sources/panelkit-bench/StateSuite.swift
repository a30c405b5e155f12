import Foundation
import PanelKit

/// The `state` suite: `PanelState.update` of one value on a panel of 1,000 sliders against the
/// same update on a panel of 10 (the peer here is the small panel: an update costs what it
/// changes, so the ratio should stay near 1, at most 2).
enum StateSuite {
    static let updates = 200_000

    struct Ten: Codable, Equatable, Sendable {
        var v0 = 0.0, v1 = 0.0, v2 = 0.0, v3 = 0.0, v4 = 0.0, v5 = 0.0, v6 = 0.0, v7 = 0.0, v8 = 0.0, v9 = 0.0
        static var paths: [WritableKeyPath<Ten, Double>] {
            [
                \.v0, \.v1, \.v2, \.v3, \.v4, \.v5, \.v6, \.v7, \.v8, \.v9,
            ]
        }
    }

    struct Hundred: Codable, Equatable, Sendable {
        var t0 = Ten(), t1 = Ten(), t2 = Ten(), t3 = Ten(), t4 = Ten()
        var t5 = Ten(), t6 = Ten(), t7 = Ten(), t8 = Ten(), t9 = Ten()
        static var paths: [WritableKeyPath<Hundred, Ten>] {
            [
                \.t0, \.t1, \.t2, \.t3, \.t4, \.t5, \.t6, \.t7, \.t8, \.t9,
            ]
        }
    }

    struct Thousand: Codable, Equatable, Sendable {
        var h0 = Hundred(), h1 = Hundred(), h2 = Hundred(), h3 = Hundred(), h4 = Hundred()
        var h5 = Hundred(), h6 = Hundred(), h7 = Hundred(), h8 = Hundred(), h9 = Hundred()
        static var paths: [WritableKeyPath<Thousand, Hundred>] {
            [
                \.h0, \.h1, \.h2, \.h3, \.h4, \.h5, \.h6, \.h7, \.h8, \.h9,
            ]
        }
        /// Every slider's path, 1,000 of them.
        static var leaves: [WritableKeyPath<Thousand, Double>] {
            paths.flatMap { hundred in
                Hundred.paths.flatMap { ten in
                    Ten.paths.map { hundred.appending(path: ten).appending(path: $0) }
                }
            }
        }
    }

    static func small() -> PanelState<Ten> {
        PanelState("Ten", initial: Ten(), store: nil) {
            for (index, path) in Ten.paths.enumerated() {
                Slider("s\(index)", path, in: 0...100, step: 1)
            }
        }
    }

    static func large() -> PanelState<Thousand> {
        PanelState("Thousand", initial: Thousand(), store: nil) {
            for (index, path) in Thousand.leaves.enumerated() {
                Slider("s\(index)", path, in: 0...100, step: 1)
            }
        }
    }

    static func run() throws {
        let ten = small()
        let thousand = large()
        // The best of five rounds each, taken in turn so that both see the same machine.
        var smallSeconds = Double.infinity
        var largeSeconds = Double.infinity
        for _ in 0..<5 {
            smallSeconds = min(
                smallSeconds,
                Bench.time(repeats: 1) {
                    for step in 0..<updates { ten.update { $0.v5 = Double(step % 100) } }
                })
            largeSeconds = min(
                largeSeconds,
                Bench.time(repeats: 1) {
                    for step in 0..<updates { thousand.update { $0.h7.t3.v5 = Double(step % 100) } }
                })
        }
        // For scale: the same value written by id (`set`), on the small panel.
        let setSeconds = Bench.time(repeats: 3) {
            for step in 0..<updates { _ = try? ten.set(.number(Double(step % 100)), for: "s5") }
        }
        guard ten.values.v5 == Double((updates - 1) % 100), thousand.values.h7.t3.v5 == ten.values.v5 else {
            throw JSONSuite.BenchError("the updates did not arrive")
        }
        Bench.report(
            suite: "state", case: "update-one-of-1000", seconds: largeSeconds,
            peer: "update-one-of-10", peerSeconds: smallSeconds,
            peerNote: "the same update on a panel of 10 sliders",
            extra: [
                ("updates", updates), ("ns_per_update", largeSeconds / Double(updates) * 1e9),
                ("peer_ns_per_update", smallSeconds / Double(updates) * 1e9),
                ("set_ns_on_10", setSeconds / Double(updates) * 1e9),
            ])
    }
}
