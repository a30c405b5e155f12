import Foundation
import PanelKit

/// The `events` suite: 100,000 `set` lines through a `PanelSession` (parse, validate, store,
/// encode the ack and the patch), against a Python loop over the same lines with orjson
/// (`loads`, a dict update, `dumps` of an ack) that validates nothing.
enum EventsSuite {
    static let lineCount = 100_000

    /// A panel of 24 sliders, 8 toggles and 8 colour pickers.
    static func makePanel() -> Panel {
        var children: [Node] = []
        var values = ValueMap()
        for index in 0..<24 {
            let id = NodeID("slider\(index)")
            children.append(
                Node(
                    id: id,
                    element: .slider(
                        SliderElement(label: "s\(index)", scale: .range(minimum: 0, maximum: 100, step: 0.5)))
                ))
            values[id] = 50
        }
        for index in 0..<8 {
            let id = NodeID("toggle\(index)")
            children.append(Node(id: id, element: .toggle(ToggleElement(label: "t\(index)"))))
            values[id] = false
        }
        for index in 0..<8 {
            let id = NodeID("color\(index)")
            children.append(Node(id: id, element: .colorPicker(ColorPickerElement(label: "c\(index)"))))
            values[id] = "#000000"
        }
        let root = Node(element: .panel(PanelElement(title: "Events")), children: children)
        return Panel(PanelDocument(root: root, values: values))
    }

    /// The lines a frontend would send: values that change every time (so every set is
    /// acked and patched), seeded.
    static func makeLines() -> [String] {
        var random = SplitMix(seed: 7)
        var lines: [String] = []
        lines.reserveCapacity(lineCount)
        for seq in 0..<lineCount {
            let pick = Int(random.next() % 40)
            switch pick {
            case 0..<24:
                let value = Double(random.next() % 2001) / 20  // 0...100 in 0.05 steps (snapped to 0.5)
                lines.append(#"{"type":"set","seq":\#(seq),"id":"slider\#(pick)","value":\#(value)}"#)
            case 24..<32:
                lines.append(
                    #"{"type":"set","seq":\#(seq),"id":"toggle\#(pick - 24)","value":\#(seq % 2 == 0)}"#)
            default:
                let digits = String(random.next() % 0x1000000, radix: 16)
                let hex = String(repeating: "0", count: 6 - digits.count) + digits
                lines.append(
                    ##"{"type":"set","seq":\##(seq),"id":"color\##(pick - 32)","value":"#\##(hex)"}"##)
            }
        }
        return lines
    }

    static func run() throws {
        let lines = makeLines()
        var answered = 0
        let seconds = Bench.time(repeats: 5) {
            let session = PanelSession(makePanel())
            answered = 0
            // One reused buffer for the answers, as a transport would write them.
            var out: [UInt8] = []
            out.reserveCapacity(4096)
            for line in lines {
                out.removeAll(keepingCapacity: true)
                answered += session.receive(line, into: &out)
            }
        }
        guard answered >= lineCount else {
            throw JSONSuite.BenchError("only \(answered) answers to \(lineCount) lines")
        }

        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "panelkit-events-\(getpid()).jsonl")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let peer = Bench.peer("events.py", [file.path, "5"], timeLimit: 300)
        let peerSeconds = peer?["seconds"] as? Double
        Bench.report(
            suite: "events", case: "set-100k-lines", seconds: seconds,
            peer: "\(peer?["peer"] as? String ?? "orjson") loop", peerSeconds: peerSeconds,
            peerNote: peer == nil
                ? "peer failed or timed out" : "loads, dict update, dumps of an ack; no validation",
            extra: [
                ("lines", lineCount), ("answers", answered),
                ("events_per_second", Double(lineCount) / seconds),
                ("peer_events_per_second", peerSeconds.map { Double(lineCount) / $0 } ?? 0),
            ])
        try runLongLine()
    }
}

/// A small seeded random generator (SplitMix64), so every run sends the same lines.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
