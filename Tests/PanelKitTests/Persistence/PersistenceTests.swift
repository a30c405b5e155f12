import Foundation
@_spi(Internals) import PanelJSON
import TestSupport
import Testing

@testable import PanelKit

@Suite struct PersistenceTests {
    @Test func savesAndLoadsValuesAndPresetsByID() throws {
        let folder = try temporaryFolder("panelkit-persistence")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tune.json"
        let tune = Tune.panel()
        try tune.set(10, for: "radius")
        let id = try tune.savePreset(named: "Ten")
        try tune.set(12, for: "radius")
        try tune.panel.save(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(#""schemaVersion": 1"#))
        #expect(text.contains(#""activePresetID": "preset-1""#))

        let fresh = Tune.panel()
        let report = try fresh.panel.load(from: path)
        #expect(report.isEmpty)
        #expect(fresh.activePresetID == id)
        #expect(fresh.values.radius == 12)
        #expect(fresh.panel.baseValues["radius"] == 10)
        fresh.clearActivePreset()
        #expect(fresh.values.radius == 10)
        #expect(try fresh.savePreset(named: "Next") == "preset-2")
    }

    @Test func aMissingFileChangesNothing() throws {
        let tune = Tune.panel()
        #expect(
            try tune.panel.load(
                from: NSTemporaryDirectory() + "does-not-exist-\(UInt32.random(in: 0...UInt32.max)).json"
            ).isEmpty)
        #expect(tune.panel.revision == 0)
    }

    @Test func loadingIntoAChangedSchemaDropsClampsAndReports() throws {
        let folder = try temporaryFolder("panelkit-persistence")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tune.json"
        try
            #"{"schemaVersion": 1, "panel": "Tune", "values": {"radius": 99, "gone": 1, "mode": "huge"}, "presets": [], "activePresetID": null}"#
            .write(toFile: path, atomically: false, encoding: .utf8)
        let tune = Tune.panel()
        let report = try tune.panel.load(from: path)
        #expect(tune.values.radius == 48)
        #expect(tune.values.mode == "basic")
        #expect(report.entries.contains { $0.id == "gone" && $0.outcome == .dropped })
        #expect(report.entries.contains { $0.id == "radius" && $0.outcome == .clamped })
        #expect(report.entries.contains { $0.id == "mode" && $0.outcome == .reset })
        #expect(tune.undo(), "a load is one undo step")
        #expect(tune.values.radius == 24)
    }

    @Test(arguments: [
        ("{not json", PersistenceError.Kind.corrupt),
        (#"{"values": {}}"#, .corrupt),
        (#"{"schemaVersion": 1, "values": 3}"#, .corrupt),
        (#"{"schemaVersion": 2, "values": {}}"#, .newerVersion),
    ])
    func corruptAndNewerFilesAreReportedAndNeverOverwritten(content: String, kind: PersistenceError.Kind)
        throws
    {
        let folder = try temporaryFolder("panelkit-persistence")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tune.json"
        try content.write(toFile: path, atomically: false, encoding: .utf8)
        let tune = Tune.panel()
        do {
            try tune.panel.load(from: path)
            Issue.record("loaded \(content)")
        } catch {
            #expect(error.kind == kind)
        }
        #expect(tune.panel.revision == 0)
        #expect(throws: PersistenceError.self) { try tune.panel.save(to: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == content)
    }

    /// The helper executable `SaveLoop` saves in a tight loop — one panel, or a store of two
    /// panels; it is killed with SIGKILL at random moments, and the file must always be one
    /// whole save (b = 2a, the note all one digit of the round, and in the store file the
    /// other panel's c = 3a). The next save removes the temporary files the killed saves
    /// left behind.
    @Test(arguments: [false, true])
    func aSIGKILLMidSaveLeavesTheOldOrTheNewFileWhole(savesStore: Bool) throws {
        let helper = try #require(Self.helperPath(), "the SaveLoop helper was not built next to the tests")
        let folder = try temporaryFolder("panelkit-persistence")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/loop.json"
        var lastRounds: [Double] = []
        for attempt in 0..<8 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: helper)
            process.arguments = savesStore ? ["--store", path] : [path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            _ = pipe.fileHandleForReading.availableData  // "ready": at least one save is on disk
            usleep(UInt32(2_000 + attempt * 3_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let bytes = try #require(FileManager.default.contents(atPath: path))
            var parser = JSONParser([UInt8](bytes))
            let file = try #require(try parser.parse().object)
            let panels = file["panels"]?.object
            let loop = try #require(savesStore ? panels?["Loop"]?.object : file)
            let values = try #require(loop["values"]?.object)
            let a = try #require(values["a"]?.number)
            #expect(values["b"]?.number == 2 * a)
            let note = try #require(values["note"]?.string)
            #expect(note.count == 20_000)
            #expect(Set(note) == [Character(String(Int(a) % 10))])
            if savesStore {
                #expect(panels?["Other"]?.object?["values"]?.object?["c"]?.number == 3 * a)
            }
            lastRounds.append(a)
        }
        #expect(lastRounds.allSatisfy { $0 >= 1 })

        let before = try String(contentsOfFile: path, encoding: .utf8)
        if savesStore {
            try PanelStore().save(to: path)  // an empty store keeps the panels of the file
        } else {
            try AtomicFile.write(Array(before.utf8), to: path)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            $0.hasPrefix(".loop.json.tmp-")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func aSaveRemovesOnlyTheTemporaryFilesOfDeadOrStaleSaves() throws {
        let folder = try temporaryFolder("panelkit-persistence")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/sh")
        finished.arguments = ["-c", "exit 0"]
        try finished.run()
        finished.waitUntilExit()
        let dead = finished.processIdentifier
        let removed = [".tune.json.tmp-\(dead)-1", ".tune.json.tmp-1-2"]
        let kept = [
            ".tune.json.tmp-\(getpid())-3",  // a save in progress in this process
            ".tune.json.tmp-1-4",  // a live process, touched just now
            ".other.json.tmp-\(dead)-5",  // another file's
            ".tune.json.tmp-\(dead)-x", ".tune.json.tmp-\(dead)-6.bak", ".tune.json.tmp-+\(dead)-7",
            "tune.json.tmp-\(dead)-8",  // not named as ours
        ]
        for name in removed + kept {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("{".utf8)))
        }
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -7_200)], ofItemAtPath: folder + "/" + removed[1])
        let tune = Tune.panel()
        try tune.panel.save(to: folder + "/tune.json")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(Set(names) == Set(kept + ["tune.json"]))
    }

    static func helperPath() -> String? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("SaveLoop").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
