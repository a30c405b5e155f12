import PanelJSON
import TestSupport
import Testing

@testable import PanelKit

/// A patch carries only the presets that changed (issue 26 item 4), and a frontend that
/// applies them by the documented rule holds the panel's list.
@Suite struct PresetPatchTests {
    /// The preset list a frontend keeps: a snapshot's, then each patch applied (drop
    /// `presetsRemoved`, then replace by id in place or append).
    struct Replica {
        var presets: [(id: String, name: String)] = []
        var active: String?

        mutating func read(_ line: String) throws {
            let message = try object(line)
            guard case .array(let list)? = message["presets"] else { return }
            var entries: [(id: String, name: String)] = []
            for entry in list {
                guard case .object(let fields) = entry, let id = fields["id"]?.string,
                    let name = fields["name"]?.string
                else { throw ValueError("a preset entry without id and name: \(entry)") }
                entries.append((id, name))
            }
            if message["type"] == "snapshot" {
                presets = entries
            } else {
                var removed: Set<String> = []
                if case .array(let ids)? = message["presetsRemoved"] {
                    removed = Set(ids.compactMap(\.string))
                }
                presets.removeAll { removed.contains($0.id) }
                for entry in entries {
                    if let at = presets.firstIndex(where: { $0.id == entry.id }) {
                        presets[at] = entry
                    } else {
                        presets.append(entry)
                    }
                }
            }
            active = message["activePreset"]?.string
        }
    }

    @Test func outputForManyPresetSavesGrowsLinearly() throws {
        let tune = Tune.panel()
        tune.panel.limits = PanelLimits(presets: 400, presetNameBytes: 4096)
        let session = PanelSession(tune.panel)
        let name = String(repeating: "n", count: 4096)
        var bytes = 0
        for seq in 0..<400 {
            for line in session.receive(#"{"type":"preset.save","seq":\#(seq),"name":"\#(name)"}"#) {
                bytes += line.utf8.count
            }
        }
        #expect(tune.presets.count == 400)
        // Each save's answer names one preset: about one name per save, not the square.
        #expect(bytes < 400 * (4096 + 300))
    }

    @Test func aFrontendApplyingPatchesHoldsThePanelsPresetsInOrder() throws {
        let tune = Tune.panel()
        let session = PanelSession(tune.panel)
        let output = session.recordedOutput()
        var replica = Replica()
        func send(_ line: String) throws {
            for answer in session.receive(line) { try replica.read(answer) }
        }
        try send(#"{"type":"hello","versions":[1]}"#)
        for (seq, name) in ["A", "B", "C", "D"].enumerated() {
            try send(#"{"type":"preset.save","seq":\#(seq),"name":"\#(name)"}"#)
        }
        let saves = EmittedMessages.save(
            session.receive(#"{"type":"preset.save","seq":9,"name":"E"}"#), name: "preset-save-delta")
        for line in saves { try replica.read(line) }
        // The fifth save's patch names the fifth preset only.
        let patch = try object(try #require(saves.last))
        #expect(patch["presets"] == [["id": "preset-5", "name": "E"]])
        #expect(patch["presetsRemoved"] == nil)
        let steps = [
            #"{"type":"preset.delete","seq":10,"preset":"preset-2"}"#,
            #"{"type":"undo","seq":11}"#,  // B comes back in its place
            #"{"type":"preset.rename","seq":12,"preset":"preset-3","name":"Sea"}"#,
            #"{"type":"preset.save","seq":13,"name":"A","replacing":true}"#,
            #"{"type":"undo","seq":14}"#,
            #"{"type":"redo","seq":15}"#,
            #"{"type":"preset.clear","seq":16}"#,
            #"{"type":"preset.delete","seq":17,"preset":"preset-5"}"#,
        ]
        for (index, step) in steps.enumerated() {
            for line in EmittedMessages.save(session.receive(step), name: "preset-delta-\(index)") {
                try replica.read(line)
            }
            #expect(replica.presets.map(\.id) == tune.presets.map(\.id), "after \(step)")
            #expect(replica.presets.map(\.name) == tune.presets.map(\.name), "after \(step)")
            #expect(replica.active == tune.activePresetID, "after \(step)")
        }
        #expect(tune.presets.map(\.name) == ["A", "B", "Sea", "D"])
        #expect(output.items.isEmpty)
    }

    @Test func aStoresPatchNamesTheChangedPresetUnderItsPanel() throws {
        let store = PanelStore()
        let map = PanelState("Map", initial: StoreSessionTests.Zoom(), store: store) {
            Slider("zoom", \.zoom, in: 0...4)
        }
        let photo = PanelState("Photo", initial: StoreSessionTests.Zoom(), store: store) {
            Slider("zoom", \.zoom, in: 0...4)
        }
        let session = PanelSession(store: store)
        _ = session.receive(#"{"type":"preset.save","seq":1,"name":"P","panel":"Map"}"#)
        let lines = session.receive(#"{"type":"preset.save","seq":2,"name":"Q","panel":"Photo"}"#)
        let patch = try object(try #require(lines.last))
        #expect(patch["presets"] == [["id": "Photo.preset-1", "name": "Q"]])
        #expect(patch["activePreset"] == "Map.preset-1")
        #expect(map.presets.count == 1 && photo.presets.count == 1)
    }
}
