import Foundation
@_spi(Internals) import PanelJSON
import PanelKit

/// The `json` suite: encodes and decodes a 10,000-node document with PanelKit's JSON backend,
/// with Foundation's `JSONEncoder`/`JSONDecoder` on the same data (through the document's
/// `Codable` form), and with Python `orjson` on the same bytes: our cases and the peer's in
/// turn, ``rounds`` times, each figure the best of its rounds.
enum JSONSuite {
    static let nodeCount = 10_000
    /// How many rounds of ours-then-the-peer's the suite runs (the best of each kept).
    static let rounds = 3

    /// The peer's figures from two runs, each time the smaller (either may have failed).
    private static func best(_ first: [String: Any]?, _ second: [String: Any]?) -> [String: Any]? {
        guard var merged = first else { return second }
        guard let second else { return merged }
        for (key, value) in second {
            if let number = value as? Double, let kept = merged[key] as? Double {
                merged[key] = min(number, kept)
            }
        }
        return merged
    }

    static func run() throws {
        if let only = ProcessInfo.processInfo.environment["PANELKIT_JSON_ONLY"] {
            try runOnly(only)
            return
        }
        let document = makeDocument()
        let repeats = 20
        let renderer = JSONRenderer()
        var writer = JSONWriter(capacity: 1 << 22)
        try renderer.encode(document, with: &writer)
        let bytes = writer.bytes
        // The same document with its values map in another order (ids sorted, so that
        // "control10" comes before "control2"): the writer then looks each id up.
        var unordered = document
        unordered.values = ValueMap(document.values.dictionary)
        // Without the accessibility data (the form before minor version 1): what the rest costs.
        let lean = JSONRenderer(describesAccessibility: false)
        // A document whose folders do not repeat each other: what the writer's copies of
        // pieces it wrote before (numbers, arrays, springs) do not help with.
        let distinct = makeDocument(distinct: true)
        var distinctWriter = JSONWriter(capacity: 1 << 22)
        try renderer.encode(distinct, with: &distinctWriter)
        let distinctData = Data(distinctWriter.bytes)
        let decoder = TreeDecoder()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "panelkit-bench-\(getpid()).json")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let distinctFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "panelkit-bench-\(getpid())-distinct.json")
        try distinctData.write(to: distinctFile)
        defer { try? FileManager.default.removeItem(at: distinctFile) }

        // Ours and the peer's in turn, three rounds, the best of each kept: on a shared
        // machine a burst of other work then hurts neither side's figure alone.
        var encodeSeconds = Double.infinity
        var unorderedSeconds = Double.infinity
        var leanSeconds = Double.infinity
        var distinctSeconds = Double.infinity
        var decodeSeconds = Double.infinity
        var parseSeconds = Double.infinity
        var peer: [String: Any]?
        var distinctPeer: [String: Any]?
        var leanBytes = 0
        for _ in 0..<rounds {
            encodeSeconds = min(
                encodeSeconds,
                try Bench.time(repeats: repeats) { try renderer.encode(document, with: &writer) })
            unorderedSeconds = min(
                unorderedSeconds,
                try Bench.time(repeats: repeats) { try renderer.encode(unordered, with: &writer) })
            guard writer.bytes == bytes else { throw BenchError("the values map's order changed the bytes") }
            leanSeconds = min(
                leanSeconds, try Bench.time(repeats: repeats) { try lean.encode(document, with: &writer) })
            leanBytes = writer.bytes.count
            distinctSeconds = min(
                distinctSeconds,
                try Bench.time(repeats: repeats) { try renderer.encode(distinct, with: &distinctWriter) })
            var decoded: PanelDocument?
            decodeSeconds = min(
                decodeSeconds, try Bench.time(repeats: repeats) { decoded = try decoder.decode(bytes: bytes) }
            )
            guard decoded == document else { throw BenchError("decode(encode(document)) != document") }
            parseSeconds = min(
                parseSeconds,
                try Bench.time(repeats: repeats) {
                    var parser = JSONParser(bytes)
                    _ = try parser.parse()
                })
            peer = best(peer, Bench.peer("json.py", [file.path, String(repeats)], timeLimit: 300))
            distinctPeer = best(
                distinctPeer, Bench.peer("json.py", [distinctFile.path, String(repeats)], timeLimit: 300))
        }
        // Foundation's coders, once (they take seconds; their ratio is far from 1 either way).
        let foundationEncoder = JSONEncoder()
        var foundationBytes = Data()
        let foundationEncodeSeconds = try Bench.time(repeats: repeats) {
            foundationBytes = try foundationEncoder.encode(document)
        }
        let foundationDecoder = JSONDecoder()
        let data = Data(bytes)
        let foundationDecodeSeconds = try Bench.time(repeats: repeats) {
            _ = try foundationDecoder.decode(PanelDocument.self, from: data)
        }
        let peerName = peer?["peer"] as? String ?? "orjson"
        let note = peer == nil ? "peer failed or timed out" : nil
        let dumps = peer?["dumps_seconds"] as? Double
        let dumpsSorted = peer?["dumps_sorted_seconds"] as? Double
        let loads = peer?["loads_seconds"] as? Double

        Bench.report(
            suite: "json", case: "encode-10k-nodes", seconds: encodeSeconds, peer: "\(peerName) dumps",
            peerSeconds: dumps, peerNote: note,
            extra: [
                ("nodes", document.root.allNodes.count), ("bytes", bytes.count),
                ("peer_sorted_keys_seconds", dumpsSorted ?? .nan),
                ("ratio_vs_sorted_keys_peer", dumpsSorted.map { encodeSeconds / $0 } ?? .nan),
                ("jsonencoder_seconds", foundationEncodeSeconds),
                ("jsonencoder_bytes", foundationBytes.count),
                ("ratio_vs_jsonencoder", encodeSeconds / foundationEncodeSeconds),
            ])
        Bench.report(
            suite: "json", case: "encode-10k-nodes-without-accessibility", seconds: leanSeconds,
            peer: "\(peerName) dumps", peerSeconds: dumps, peerNote: note,
            extra: [
                ("what", "JSONRenderer(describesAccessibility: false); the peer dumps the full document"),
                ("bytes", leanBytes),
                ("ratio_vs_sorted_keys_peer", dumpsSorted.map { leanSeconds / $0 } ?? .nan),
            ])
        Bench.report(
            suite: "json", case: "encode-10k-nodes-values-out-of-tree-order", seconds: unorderedSeconds,
            peer: "\(peerName) dumps", peerSeconds: dumps, peerNote: note,
            extra: [
                ("what", "the values map sorted by id instead of in tree order: a lookup per id"),
                ("ratio_vs_sorted_keys_peer", dumpsSorted.map { unorderedSeconds / $0 } ?? .nan),
            ])
        Bench.report(
            suite: "json", case: "encode-10k-distinct-nodes", seconds: distinctSeconds,
            peer: "\(peerName) dumps", peerSeconds: distinctPeer?["dumps_seconds"] as? Double,
            peerNote: distinctPeer == nil ? "peer failed or timed out" : nil,
            extra: [
                ("what", "the same shape, no range, option, number or string repeated between folders"),
                ("bytes", distinctData.count),
            ])
        Bench.report(
            suite: "json", case: "decode-10k-nodes", seconds: decodeSeconds, peer: "\(peerName) loads",
            peerSeconds: loads, peerNote: note,
            extra: [
                ("what", "bytes to validated tree (parse, envelope, tree, TreeValidator, values)"),
                ("jsondecoder_seconds", foundationDecodeSeconds),
                ("ratio_vs_jsondecoder", decodeSeconds / foundationDecodeSeconds),
            ])
        Bench.report(
            suite: "json", case: "parse-10k-nodes", seconds: parseSeconds, peer: "\(peerName) loads",
            peerSeconds: loads, peerNote: note, extra: [("what", "bytes to PanelValue only")])
    }

    /// One case alone, without the peer, for instruction counts (`valgrind --tool=callgrind`):
    /// `PANELKIT_JSON_ONLY=encode` (with accessibility), `encode-distinct` (the document
    /// whose folders do not repeat each other), `encode-without-accessibility` or `decode`; `PANELKIT_JSON_REPEATS` runs (default 5) after one to warm up. Prints the
    /// case's best time and its bytes.
    static func runOnly(_ name: String) throws {
        let document = makeDocument()
        let repeats = Int(ProcessInfo.processInfo.environment["PANELKIT_JSON_REPEATS"] ?? "") ?? 5
        var writer = JSONWriter(capacity: 1 << 22)
        try JSONRenderer().encode(document, with: &writer)
        let bytes = writer.bytes
        let seconds: Double
        switch name {
        case "encode":
            let renderer = JSONRenderer()
            seconds = try Bench.time(repeats: repeats) { try renderer.encode(document, with: &writer) }
        case "encode-distinct":
            let distinct = makeDocument(distinct: true)
            let renderer = JSONRenderer()
            seconds = try Bench.time(repeats: repeats) { try renderer.encode(distinct, with: &writer) }
        case "encode-without-accessibility":
            let renderer = JSONRenderer(describesAccessibility: false)
            seconds = try Bench.time(repeats: repeats) { try renderer.encode(document, with: &writer) }
        case "decode":
            let decoder = TreeDecoder()
            var decoded: PanelDocument?
            seconds = try Bench.time(repeats: repeats) { decoded = try decoder.decode(bytes: bytes) }
            guard decoded == document else { throw BenchError("decode(encode(document)) != document") }
        default:
            throw BenchError(
                "unknown case \(name): encode, encode-distinct, encode-without-accessibility, decode")
        }
        print("{\"case\":\"\(name)\",\"seconds\":\(seconds),\"bytes\":\(writer.bytes.count)}")
    }

    struct BenchError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// A panel of 99 folders of 100 controls each (every kind, cycling), with a value for
    /// every control: 10,000 nodes. Each folder repeats the controls of the first (the same
    /// ranges, options and values) unless `distinct`, where each control's range, unit,
    /// placeholder, options and value also depend on its folder, so that no number, string or
    /// array repeats from one folder to the next.
    static func makeDocument(distinct: Bool = false) -> PanelDocument {
        var values: [NodeID: PanelValue] = [:]
        var folders: [Node] = []
        for folderIndex in 0..<99 {
            let folderID = NodeID("group\(folderIndex)")
            var children: [Node] = []
            for index in 0..<100 {
                let id = folderID.appending("control\(index)")
                let label = "Control \(folderIndex).\(index)"
                let element: Element
                var value: PanelValue?
                // The folder's own variation (0 when the folders repeat each other).
                let f = distinct ? folderIndex : 0
                switch index % 10 {
                case 0:
                    element = .slider(
                        SliderElement(
                            label: label, scale: .range(minimum: Double(f), maximum: Double(48 + f), step: 1),
                            unit: distinct ? "pt\(f)" : "pt"))
                    value = .number(Double(index % 48 + f))
                case 1:
                    let stops = [0.5, 1, 1.25, 1.5, 2].map { $0 + Double(f) / 128 }
                    element = .slider(SliderElement(label: label, scale: .stops(DiscreteStops(stops))))
                    value = .number(stops[2])
                case 2:
                    element = .slider(
                        SliderElement(
                            label: label, scale: .range(minimum: 0, maximum: Double(1 + f), step: nil)))
                    value = .number(Double(index + 100 * f) / 137)
                case 3:
                    element = .toggle(ToggleElement(label: label))
                    value = .bool((index + f) % 3 == 0)
                case 4:
                    element = .textField(
                        TextFieldElement(label: label, placeholder: distinct ? "Title \(f)" : "Title"))
                    value = .string("Héllo \"world\" \(index + 100 * f)")
                case 5:
                    element = .colorPicker(ColorPickerElement(label: label))
                    value = distinct ? .string(String(format: "#FF%04X", 0x8800 + f)) : "#FF8800"
                case 6:
                    let suffix = distinct ? " \(f)" : ""
                    element = .picker(
                        PickerElement(
                            label: label,
                            options: [
                                Option("glass\(suffix)", label: "Glass\(suffix)"), Option("solid\(suffix)"),
                                Option("clear\(suffix)"),
                            ]))
                    value = .string("solid\(suffix)")
                case 7:
                    element = .springEditor(SpringEditorElement(label: label))
                    value = Spring.time(duration: 0.35 + Double(f) / 1000, bounce: 0.24).panelValue
                case 8:
                    element = .transitionEditor(TransitionEditorElement(label: label))
                    value =
                        distinct
                        ? Transition.easing(duration: 0.3 + Double(f) / 1000, bezier: .standard).panelValue
                        : Transition.default.panelValue
                default:
                    element = .button(ButtonElement(label: label))
                }
                if let value { values[id] = value }
                children.append(Node(id: id, element: element))
            }
            folders.append(
                Node(
                    id: folderID, element: .folder(FolderElement(label: "Group \(folderIndex)")),
                    children: children))
        }
        let root = Node(element: .panel(PanelElement(title: "Benchmark")), children: folders)
        return PanelDocument(root: root, values: values)
    }
}
