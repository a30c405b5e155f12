import Foundation
import PanelJSON
import TestDocuments
import TestSupport
import Testing

@testable import PanelKit

/// A control that names the ids it had before keeps the values saved under them: in files
/// and presets, for a panel and a store, and through `configure`.
@Suite struct RenameMigrationTests {
    struct Before: Codable, Equatable, Sendable {
        var drag = 0.1
        var size = 3.0
    }

    struct After: Codable, Equatable, Sendable {
        var damping = 0.1
        var size = 3.0
    }

    static func before(store: PanelStore? = nil) -> PanelState<Before> {
        PanelState("Card", initial: Before(), store: store) {
            Slider("drag", \.drag, in: 0...1)
            Slider("size", \.size, in: 0...10)
        }
    }

    /// The new schema: `drag` is now `damping`, with a narrower range.
    static func after(store: PanelStore? = nil) -> PanelState<After> {
        PanelState("Card", initial: After(), store: store) {
            Slider("damping", \.damping, in: 0...0.5).renamed(from: "drag")
            Slider("size", \.size, in: 0...10)
        }
    }

    @Test func aPanelFileKeepsTheValueAndThePresetsUnderTheNewID() throws {
        let folder = try temporaryFolder("panelkit-rename")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/card.json"
        let old = Self.before()
        try old.set(0.9, for: "drag")
        let sticky = try old.savePreset(named: "Sticky")
        old.clearActivePreset()
        try old.set(0.42, for: "drag")
        try old.panel.save(to: path)

        let new = Self.after()
        let report = try new.panel.load(from: path)
        #expect(new.values.damping == 0.42)
        #expect(new.panel.presets.first?.values["damping"] == 0.5)  // 0.9, clamped as usual
        #expect(new.panel.presets.first?.values["drag"] == nil)
        let lines = report.entries.map(\.description)
        #expect(lines.contains("drag → damping: renamed"))
        #expect(lines.contains("preset \(sticky): drag → damping: renamed"))
        #expect(lines.contains("preset \(sticky): damping: clamped 0.9 → 0.5"))
        #expect(!lines.contains { $0.contains("dropped") || $0.contains("added") })
        // Saved again, the file holds the new id only.
        try new.panel.save(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("\"drag\""))
        try new.panel.load(from: path)
        #expect(new.values.damping == 0.42)
    }

    @Test func aStoreFileKeepsTheValueUnderTheNewID() throws {
        let folder = try temporaryFolder("panelkit-rename")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/panels.json"
        do {
            let store = PanelStore()
            let old = Self.before(store: store)
            try old.set(0.3, for: "drag")
            _ = try old.savePreset(named: "Light")
            try store.save(to: path)
        }
        let store = PanelStore()
        let report = try store.load(from: path)
        let new = Self.after(store: store)
        #expect(report.isEmpty)  // the panel came later: its entries are in the load report
        #expect(new.values.damping == 0.3)
        #expect(new.panel.presets.first?.values["damping"] == 0.3)
        let lines = store.loadReport.entries.map(\.description)
        #expect(lines.contains("Card.drag → Card.damping: renamed"))
        #expect(!lines.contains { $0.contains("dropped") })
    }

    @Test func configureMovesTheValueToo() throws {
        let panel = Panel(Self.before().document)
        try panel.set(0.8, for: "drag")
        let report = panel.configure(Self.after().document)
        #expect(panel.values["damping"] == 0.5)
        #expect(
            report.entries.map(\.description) == ["drag → damping: renamed", "damping: clamped 0.8 → 0.5"])
    }

    @Test func aValueUnderTheNewIDWinsAndALiveOldIDIsNotTaken() throws {
        let folder = try temporaryFolder("panelkit-rename")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/card.json"
        try
            #"{"schemaVersion": 1, "panel": "Card", "values": {"drag": 0.2, "damping": 0.4, "size": 3}, "presets": []}"#
            .write(toFile: path, atomically: false, encoding: .utf8)
        let new = Self.after()
        let report = try new.panel.load(from: path)
        #expect(new.values.damping == 0.4)
        #expect(report.entries.map(\.description) == ["drag: dropped 0.2 → none"])
        // A control that names an id still in use does not take that control's value.
        let both = PanelState("Card", initial: Before()) {
            Slider("drag", \.drag, in: 0...1)
            Slider("size", \.size, in: 0...10).renamed(from: "drag")
        }
        try #"{"schemaVersion": 1, "panel": "Card", "values": {"drag": 0.2}, "presets": []}"#
            .write(toFile: path, atomically: false, encoding: .utf8)
        try both.panel.load(from: path)
        #expect(both.values.drag == 0.2)
        #expect(both.values.size == 3)
    }

    @Test func theRenameIsCarriedInTheDocument() throws {
        struct Motion: Codable, Equatable, Sendable { var bounce = 0.5 }
        let state = PanelState("M", initial: Motion()) {
            Folder("motion") {
                Slider("bounce", \.bounce, in: 0...1).renamed(from: "spring", "springiness")
            }
        }
        let node = try #require(state.document.root.children.first?.children.first)
        #expect(node.id == "motion.bounce")
        #expect(node.modifiers.renamedFrom == ["motion.spring", "motion.springiness"])
        let text = try JSONRenderer().encode(state.document)
        // The schema check reads emitted documents: this one carries `renamedFrom`.
        EmittedJSON.save(text, group: "samples", name: "renamed-from")
        #expect(
            String(decoding: text, as: UTF8.self).contains(
                #""renamedFrom":["motion.spring","motion.springiness"]"#))
        let decoded = try TreeDecoder().decode(bytes: text)
        #expect(decoded.root == state.document.root)
        // Read back into a plain panel, the rename still works.
        let panel = Panel(decoded)
        let report = panel.configure(decoded)
        #expect(report.isEmpty)
        let moved = panel.migratingRenames(["motion.springiness": 0.7]).0
        #expect(moved["motion.bounce"] == 0.7)
    }

    @Test func aBadRenamedFromIsAProblemAtItsPath() {
        let text = """
            {"format": "panelkit", "version": 1, "root": {"kind": "panel", "children": [
              {"kind": "slider", "id": "a", "range": [0, 1], "modifiers": {"renamedFrom": ["x", 3, ""]}},
              {"kind": "slider", "id": "b", "range": [0, 1], "modifiers": {"renamedFrom": "x"}}
            ]}}
            """
        do {
            _ = try TreeDecoder().decode(text)
            Issue.record("decoded a bad renamedFrom")
        } catch {
            let paths = error.problems.map(\.path)
            #expect(paths.contains("$.root.children[0].modifiers.renamedFrom[1]"))
            #expect(paths.contains("$.root.children[0].modifiers.renamedFrom[2]"))
            #expect(paths.contains("$.root.children[1].modifiers.renamedFrom"))
        }
    }
}
