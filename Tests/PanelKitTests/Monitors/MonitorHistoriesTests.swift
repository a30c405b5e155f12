import TestSupport
import Testing

@testable import PanelKit

/// The monitor store's histories, laid out side by side by capacity for the program's writes,
/// against a plain model (one array per monitor): random writes to monitors of mixed
/// capacities, out of step, texts among the numbers, and trees that change capacities, drop
/// monitors and bring them back; after each step every reading and a viewer's unseen values
/// are the model's.
@Suite struct MonitorHistoriesTests {
    /// One monitor as the model keeps it.
    struct Kept {
        var capacity: Int
        var isText: Bool
        var values: [Double] = []
        var written: UInt64 = 0
        var latest: String?

        mutating func record(_ value: Double) {
            values.append(value)
            if values.count > capacity { values.removeFirst(values.count - capacity) }
            written += 1
        }
    }

    static func tree(_ present: [(id: String, kept: Kept)]) -> Node {
        Node(
            element: .panel(PanelElement(title: "sim")),
            children: present.map { monitor in
                Node(
                    id: NodeID(monitor.id),
                    element: .monitor(
                        MonitorElement(
                            label: monitor.id, type: monitor.kept.isText ? .text : .number, graph: .automatic,
                            capacity: monitor.kept.capacity)))
            })
    }

    @Test(arguments: 0..<20) func randomWritesAndTreesReadAsThePlainModel(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let capacities = [2, 3, 5, 8, 300]
        var model: [String: Kept] = [:]
        var present: [String] = []
        for index in 0..<6 {
            let id = "m\(index)"
            model[id] = Kept(capacity: capacities.randomElement(using: &random)!, isText: index == 5)
            present.append(id)
        }
        let store = MonitorStore(root: Self.tree(present.map { ($0, model[$0]!) }))
        var cursor: [UInt64] = []
        var seen: [String: UInt64] = [:]
        var step = 0.0
        for _ in 0..<400 {
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < 80 {
                // A number for a monitor in the tree, the text monitor now and then.
                let id = present.randomElement(using: &random)!
                step += 1
                if model[id]!.isText {
                    try store.record(.text("t\(step)"), for: NodeID(id))
                    model[id]!.latest = "t\(step)"
                    model[id]!.written += 1
                } else {
                    try store.source(NodeID(id)).record(step)
                    model[id]!.record(step)
                }
            } else if roll < 92 {
                // A viewer's turn: what it has not seen, the newest last.
                let unseen = store.unseen(since: &cursor, full: false)
                var expected: [String: [PanelValue]] = [:]
                for id in present where model[id]!.written != seen[id, default: 0] {
                    let kept = model[id]!
                    if let latest = kept.latest {
                        expected[id] = [.string(latest)]
                    } else {
                        let fresh = Int(min(kept.written - seen[id, default: 0], UInt64(kept.values.count)))
                        expected[id] = kept.values.suffix(fresh).map(PanelValue.number)
                    }
                    seen[id] = kept.written
                }
                #expect(
                    Dictionary(uniqueKeysWithValues: unseen.map { ($0.id.rawValue, $0.values) }) == expected,
                    "seed \(seed)")
            } else {
                // A new tree: capacities change, a monitor leaves, one comes back or is new.
                for id in present where Bool.random(using: &random) {
                    let capacity = capacities.randomElement(using: &random)!
                    model[id]!.capacity = capacity
                    model[id]!.values = Array(model[id]!.values.suffix(capacity))
                }
                if present.count > 2, Bool.random(using: &random) {
                    present.remove(at: Int.random(in: 0..<present.count, using: &random))
                }
                let absent = model.keys.filter { !present.contains($0) }.sorted()
                if let back = absent.randomElement(using: &random), Bool.random(using: &random) {
                    present.append(back)
                } else {
                    let id = "m\(model.count)"
                    model[id] = Kept(capacity: capacities.randomElement(using: &random)!, isText: false)
                    present.append(id)
                }
                store.configure(root: Self.tree(present.map { ($0, model[$0]!) }))
            }
            for id in present {
                let reading = try #require(store.reading(for: NodeID(id)))
                if let latest = model[id]!.latest {
                    #expect(reading.current == .text(latest), "seed \(seed) \(id)")
                } else if !model[id]!.isText {
                    #expect(reading.history == model[id]!.values, "seed \(seed) \(id)")
                    #expect(reading.recorded == Int(model[id]!.written), "seed \(seed) \(id)")
                }
            }
            #expect(Set(store.readings.keys.map(\.rawValue)) == Set(present), "seed \(seed)")
        }
    }
}
