import Foundation
@_spi(Internals) import PanelJSON
import PanelKit

extension JSONSuite {
    /// The `json` suite's second document: the same size as the first (99 groups of 100
    /// controls), its mix with the newer kinds (points, range sliders, multi-selects and number
    /// fields beside sliders, toggles, text fields, colours, pickers and buttons), and every
    /// third group a folder of four tabs of 25 controls each. Encoded and decoded by PanelKit
    /// and by orjson on the same bytes, as the first.
    static func runNewKinds() throws {
        // One case alone (for instruction counts) runs the first document only.
        guard ProcessInfo.processInfo.environment["PANELKIT_JSON_ONLY"] == nil else { return }
        let document = makeNewKindsDocument()
        let repeats = 20
        let renderer = JSONRenderer()
        var writer = JSONWriter(capacity: 1 << 22)
        try renderer.encode(document, with: &writer)
        let bytes = writer.bytes
        let decoder = TreeDecoder()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "panelkit-bench-\(getpid())-new-kinds.json")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        var encodeSeconds = Double.infinity
        var decodeSeconds = Double.infinity
        var peer: [String: Any]?
        for _ in 0..<rounds {
            encodeSeconds = min(
                encodeSeconds,
                try Bench.time(repeats: repeats) { try renderer.encode(document, with: &writer) })
            guard writer.bytes == bytes else { throw BenchError("encoding the same document twice differed") }
            var decoded: PanelDocument?
            decodeSeconds = min(
                decodeSeconds, try Bench.time(repeats: repeats) { decoded = try decoder.decode(bytes: bytes) }
            )
            guard decoded == document else { throw BenchError("decode(encode(document)) != document") }
            let run = Bench.peer("json.py", [file.path, String(repeats)], timeLimit: 300)
            if let run, let seconds = run["dumps_seconds"] as? Double,
                seconds < (peer?["dumps_seconds"] as? Double ?? .infinity)
            {
                peer = run
            } else if peer == nil {
                peer = run
            }
        }
        let peerName = peer?["peer"] as? String ?? "orjson"
        let note = peer == nil ? "peer failed or timed out" : nil
        let extra: [(String, Any)] = [
            ("nodes", document.root.allNodes.count), ("bytes", bytes.count),
            ("what", "points, ranges, multi-selects, number fields and tabs in the mix"),
        ]
        Bench.report(
            suite: "json", case: "encode-10k-nodes-new-kinds", seconds: encodeSeconds,
            peer: "\(peerName) dumps", peerSeconds: peer?["dumps_seconds"] as? Double, peerNote: note,
            extra: extra)
        Bench.report(
            suite: "json", case: "decode-10k-nodes-new-kinds", seconds: decodeSeconds,
            peer: "\(peerName) loads", peerSeconds: peer?["loads_seconds"] as? Double, peerNote: note,
            extra: extra)
    }

    /// 99 groups of 100 controls (see ``runNewKinds()``), with a value for every control.
    static func makeNewKindsDocument() -> PanelDocument {
        var values: [NodeID: PanelValue] = [:]
        var groups: [Node] = []
        for groupIndex in 0..<99 {
            let groupID = NodeID("group\(groupIndex)")
            var controls: [Node] = []
            for index in 0..<100 {
                // In a group of tabs, each control sits in its tab (25 a tab).
                let parentID = groupIndex % 3 == 0 ? groupID.appending("tab\(index / 25)") : groupID
                let id = parentID.appending("control\(index)")
                let label = "Control \(groupIndex).\(index)"
                let element: Element
                var value: PanelValue?
                switch index % 10 {
                case 0:
                    element = .point(
                        PointElement(
                            label: label,
                            axes: [.init("x", minimum: -1, maximum: 1), .init("y", minimum: -1, maximum: 1)]))
                    value = [.number(Double(index) / 200), .number(-Double(index) / 400)]
                case 1:
                    element = .rangeSlider(
                        RangeSliderElement(label: label, minimum: 0, maximum: 100, step: 1))
                    value = [.number(Double(index % 40)), .number(Double(40 + index % 60))]
                case 2:
                    element = .multiSelect(
                        MultiSelectElement(
                            label: label, options: ["red", "green", "blue", "alpha"], maxCount: 3))
                    value = ["green", "alpha"]
                case 3:
                    element = .numberField(
                        NumberFieldElement(label: label, minimum: 0, maximum: 1000, step: 0.5, unit: "ms"))
                    value = .number(Double(index) * 2.5)
                case 4:
                    element = .slider(
                        SliderElement(
                            label: label, scale: .range(minimum: 0, maximum: 48, step: 1), unit: "pt"))
                    value = .number(Double(index % 48))
                case 5:
                    element = .toggle(ToggleElement(label: label))
                    value = .bool(index % 3 == 0)
                case 6:
                    element = .textField(TextFieldElement(label: label, placeholder: "Title"))
                    value = .string("Héllo \"world\" \(index)")
                case 7:
                    element = .colorPicker(ColorPickerElement(label: label))
                    value = "#FF8800"
                case 8:
                    element = .picker(PickerElement(label: label, options: ["glass", "solid", "clear"]))
                    value = "solid"
                default:
                    element = .button(ButtonElement(label: label))
                }
                if let value { values[id] = value }
                controls.append(Node(id: id, element: element))
            }
            if groupIndex % 3 == 0 {
                // A folder of four tabs of 25 controls each; its value is the open tab.
                let tabs = (0..<4).map { tab in
                    Node(
                        id: groupID.appending("tab\(tab)"),
                        element: .folder(FolderElement(label: "Tab \(tab)")),
                        children: Array(controls[(tab * 25)..<(tab * 25 + 25)]))
                }
                values[groupID] = .number(Double(groupIndex % 4))
                groups.append(
                    Node(
                        id: groupID,
                        element: .folder(FolderElement(label: "Group \(groupIndex)", showsTabs: true)),
                        children: tabs))
            } else {
                groups.append(
                    Node(
                        id: groupID, element: .folder(FolderElement(label: "Group \(groupIndex)")),
                        children: controls))
            }
        }
        let root = Node(element: .panel(PanelElement(title: "Benchmark")), children: groups)
        return PanelDocument(root: root, values: values)
    }
}
