import Foundation
@_spi(Internals) import PanelJSON
import TestSupport
import Testing

@testable import PanelKit

@Suite struct StorePersistenceTests {
    struct Zoom: Codable, Equatable, Sendable { var zoom = 1.0 }

    func zoomPanel(_ name: String, store: PanelStore) -> PanelState<Zoom> {
        PanelState(name, initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
    }

    func savedFile(_ path: String) throws -> [String: PanelValue] {
        var parser = JSONParser([UInt8](try #require(FileManager.default.contents(atPath: path))))
        return try #require(try parser.parse().object)
    }

    @Test func everyPanelIsSavedAndPanelsMadeLaterTakeTheirState() throws {
        let folder = try temporaryFolder("panelkit-store")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/panels.json"
        do {
            let store = PanelStore()
            let tune = Tune.panel(store: store)
            let map = zoomPanel("Map", store: store)
            let twin = zoomPanel("Map", store: store)
            try tune.set(10, for: "radius")
            _ = try tune.savePreset(named: "Ten")
            try tune.set(12, for: "radius")
            try map.set(2, for: "zoom")
            try twin.set(3, for: "zoom")
            try store.save(to: path)
        }
        let file = try savedFile(path)
        #expect(file["schemaVersion"] == 1)
        let panels = try #require(file["panels"]?.object)
        #expect(Set(panels.keys) == ["Tune", "Map", "Map-2"])
        #expect(panels["Tune"]?.object?["values"]?.object?["radius"] == 10, "the base values")
        #expect(panels["Tune"]?.object?["activePresetID"] == "preset-1")
        #expect(panels["Map-2"]?.object?["values"]?.object?["zoom"] == 3)

        // Load on start, before any panel exists: each panel takes its state as it is made.
        let store = PanelStore()
        #expect(try store.load(from: path).isEmpty)
        #expect(store.waitingKeys == ["Map", "Map-2", "Tune"])
        let map = zoomPanel("Map", store: store)
        let twin = zoomPanel("Map", store: store)
        #expect(map.values.zoom == 2)
        #expect(twin.values.zoom == 3)
        let tune = Tune.panel(store: store)
        #expect(tune.activePresetID == "preset-1")
        #expect(tune.values.radius == 12)
        tune.clearActivePreset()
        #expect(tune.values.radius == 10)
        #expect(store.waitingKeys.isEmpty)
        #expect(store.loadReport.isEmpty)
    }

    @Test func panelsThatExistTakeTheirStateWhenTheFileLoads() throws {
        let folder = try temporaryFolder("panelkit-store")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/panels.json"
        try #"{"schemaVersion": 1, "panels": {"Map": {"panel": "Map", "values": {"zoom": 2.5}}}}"#
            .write(toFile: path, atomically: false, encoding: .utf8)
        let store = PanelStore()
        let map = zoomPanel("Map", store: store)
        let changes = Recorder<PanelChange>()
        let observation = store.observe { update in for change in update.changes { changes.append(change) } }
        #expect(try store.load(from: path).isEmpty)
        #expect(map.values.zoom == 2.5)
        #expect(changes.items.map(\.id) == ["Map.zoom"])
        #expect(changes.items.map(\.origin) == [.load])
        #expect(map.undo(), "a load is one undo step")
        #expect(map.values.zoom == 1)
        observation.cancel()
    }

    @Test func aMissingFileIsAFreshStart() throws {
        let folder = try temporaryFolder("panelkit-store")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/panels.json"
        let store = PanelStore()
        let map = zoomPanel("Map", store: store)
        #expect(try store.load(from: path).isEmpty)
        #expect(map.panel.revision == 0)
        #expect(store.waitingKeys.isEmpty)
        try store.save(to: path)
        #expect(try savedFile(path)["panels"]?.object?["Map"]?.object?["values"]?.object?["zoom"] == 1)
    }

    @Test func aChangedSchemaIsReportedAndUnknownPanelsAreKept() throws {
        let folder = try temporaryFolder("panelkit-store")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/panels.json"
        try #"""
        {"schemaVersion": 1, "panels": {
          "Tune": {"panel": "Tune", "values": {"radius": 99, "gone": 1, "mode": "huge"}},
          "Ghost": {"panel": "Ghost", "values": {"x": 7}, "presets": [], "activePresetID": null}}}
        """#.write(toFile: path, atomically: false, encoding: .utf8)
        let store = PanelStore()
        #expect(try store.load(from: path).isEmpty, "no panel yet")
        let tune = Tune.panel(store: store)
        #expect(tune.values.radius == 48)
        #expect(tune.values.mode == "basic")
        let report = store.loadReport.entries
        #expect(report.contains { $0.id == "Tune.gone" && $0.outcome == .dropped })
        #expect(report.contains { $0.id == "Tune.radius" && $0.outcome == .clamped && $0.newValue == 48 })
        #expect(report.contains { $0.id == "Tune.mode" && $0.outcome == .reset })
        #expect(store.waitingKeys == ["Ghost"])

        // Saving keeps the panel the store does not have, as it was.
        try tune.set(5, for: "radius")
        try store.save(to: path)
        let panels = try #require(try savedFile(path)["panels"]?.object)
        #expect(panels["Ghost"]?.object?["values"]?.object?["x"] == 7)
        #expect(panels["Tune"]?.object?["values"]?.object?["radius"] == 5)
        #expect(panels["Tune"]?.object?["values"]?.object?["gone"] == nil)

        // A load with a panel there returns its report directly.
        let again = PanelStore()
        let other = Tune.panel(store: again)
        try #"{"schemaVersion": 1, "panels": {"Tune": {"values": {"radius": 60}}}}"#
            .write(toFile: path, atomically: false, encoding: .utf8)
        let direct = try again.load(from: path)
        #expect(direct.entries.contains { $0.id == "Tune.radius" && $0.outcome == .clamped })
        #expect(other.values.radius == 48)
    }

    @Test(arguments: [
        ("{not json", PersistenceError.Kind.corrupt, "not a PanelKit store file: $"),
        (#"{"panels": {}}"#, .corrupt, "$.schemaVersion"),
        (#"{"schemaVersion": 1, "panel": "Tune", "values": {}}"#, .corrupt, "$.panels: expected an object"),
        (#"{"schemaVersion": 1, "panels": {"Tune": 3}}"#, .corrupt, "$.panels.Tune: expected an object"),
        (#"{"schemaVersion": 1, "panels": {"Tune": {"values": 3}}}"#, .corrupt, "$.panels.Tune.values"),
        (
            #"{"schemaVersion": 1, "panels": {"Map": {"values": {}}, "Tune": {"values": {}, "presets": [{"id": 1}]}}}"#,
            .corrupt, "$.panels.Tune.presets[0]"
        ),
        (
            #"{"schemaVersion": 1, "panels": {"Tune": {"values": {}, "activePresetID": 4}}}"#, .corrupt,
            "$.panels.Tune.activePresetID"
        ),
        (#"{"schemaVersion": 2, "panels": {}}"#, .newerVersion, "schemaVersion 2 is newer"),
    ])
    func corruptAndNewerFilesAreReportedAndNeverOverwritten(
        content: String, kind: PersistenceError.Kind, place: String
    ) throws {
        let folder = try temporaryFolder("panelkit-store")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/panels.json"
        try content.write(toFile: path, atomically: false, encoding: .utf8)
        let store = PanelStore()
        let map = zoomPanel("Map", store: store)
        do {
            try store.load(from: path)
            Issue.record("loaded \(content)")
        } catch {
            #expect(error.kind == kind)
            #expect(error.path == path)
            #expect(error.message.contains(place), "\(error.message)")
        }
        let tune = Tune.panel(store: store)
        #expect(map.panel.revision == 0)
        #expect(tune.panel.revision == 0, "nothing of a refused file is taken later either")
        #expect(throws: PersistenceError.self) { try store.save(to: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == content)
    }
}
