import Foundation
import PanelJSON
import Synchronization
import TestSupport
import Testing

@testable import PanelKit

/// What a save keeps and what it refuses, under faults: the file's mode and owner, symbolic
/// links written through, a file that turns corrupt during the save never replaced (1,000
/// tries), repeated keys refused, a full disk and a read-only folder leaving the old file.
///
/// The disk-full and read-only tests need a small tmpfs and a read-only bind mount, which
/// `.ci/checks/45-persistence-faults.sh` mounts (as root) and names in
/// `PANELKIT_SMALL_TMPFS`, `PANELKIT_READONLY_DIR` and `PANELKIT_READONLY_SOURCE`.
@Suite struct PersistenceFaultTests {
    static let environment = ProcessInfo.processInfo.environment

    /// A panel with a slider and a text field (for saves of any size).
    static func notePanel(note: String = "", level: Double = 1) -> Panel {
        let panel = Panel(
            PanelDocument(
                root: Node(
                    element: .panel(PanelElement(title: "Notes")),
                    children: [
                        Node(
                            id: "level",
                            element: .slider(
                                SliderElement(
                                    label: "level", scale: .range(minimum: 0, maximum: 1e6, step: 1)))),
                        Node(id: "note", element: .textField(TextFieldElement(label: "note"))),
                    ])))
        _ = try? panel.set(.number(level), for: "level")
        _ = try? panel.set(.string(note), for: "note")
        return panel
    }

    static func status(_ path: String, following: Bool = true) -> stat {
        var status = stat()
        _ = following ? stat(path, &status) : lstat(path, &status)
        return status
    }

    static func level(in path: String) throws -> Double? {
        let fresh = notePanel(level: 0)
        try fresh.load(from: path)
        guard case .number(let level)? = fresh.values["level"] else { return nil }
        return level
    }

    @Test func aSaveKeepsThePermissionBits() throws {
        let folder = try temporaryFolder("panelkit-faults")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for mode: mode_t in [0o600, 0o640, 0o604, 0o755] {
            let path = folder + "/mode-\(String(mode, radix: 8)).json"
            try Self.notePanel(level: 1).save(to: path)
            chmod(path, mode)
            try Self.notePanel(level: 2).save(to: path)
            #expect(Self.status(path).st_mode & 0o7777 == mode, "mode \(String(mode, radix: 8))")
            #expect(try Self.level(in: path) == 2)
        }
    }

    @Test func aNewFileGetsTheUsualMode() throws {
        let folder = try temporaryFolder("panelkit-faults")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let mask = umask(0o022)
        umask(mask)
        try Self.notePanel().save(to: folder + "/new.json")
        #expect(Self.status(folder + "/new.json").st_mode & 0o777 == 0o666 & ~mask)
    }

    @Test(.enabled(if: getuid() == 0, "giving a file to another user needs root"))
    func aSaveKeepsTheOwnerAndGroup() throws {
        let folder = try temporaryFolder("panelkit-faults")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/owned.json"
        try Self.notePanel(level: 1).save(to: path)
        #expect(chown(path, 4242, 4343) == 0)
        chmod(path, 0o640)
        try Self.notePanel(level: 2).save(to: path)
        let status = Self.status(path)
        #expect(status.st_uid == 4242)
        #expect(status.st_gid == 4343)
        #expect(status.st_mode & 0o7777 == 0o640)
        #expect(try Self.level(in: path) == 2)
    }

    @Test func aLinkInTheSameFolderIsWrittenThrough() throws {
        let folder = try temporaryFolder("panelkit-faults")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.notePanel(level: 1).save(to: folder + "/real.json")
        #expect(symlink("real.json", folder + "/link.json") == 0)
        try Self.notePanel(level: 7).save(to: folder + "/link.json")
        #expect(Self.status(folder + "/link.json", following: false).st_mode & S_IFMT == S_IFLNK)
        #expect(try Self.level(in: folder + "/real.json") == 7)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                "link.json", "real.json",
            ])
    }

    @Test func aLinkToAnotherFolderAndAChainOfLinksAreWrittenThrough() throws {
        let folder = try temporaryFolder("panelkit-faults")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(
            atPath: folder + "/dotfiles", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/home", withIntermediateDirectories: true)
        try Self.notePanel(level: 1).save(to: folder + "/dotfiles/card.json")
        chmod(folder + "/dotfiles/card.json", 0o600)
        #expect(symlink(folder + "/dotfiles/card.json", folder + "/home/middle.json") == 0)
        #expect(symlink("middle.json", folder + "/home/card.json") == 0)
        try Self.notePanel(level: 9).save(to: folder + "/home/card.json")
        for name in ["card.json", "middle.json"] {
            #expect(Self.status(folder + "/home/" + name, following: false).st_mode & S_IFMT == S_IFLNK)
        }
        #expect(try Self.level(in: folder + "/dotfiles/card.json") == 9)
        #expect(Self.status(folder + "/dotfiles/card.json").st_mode & 0o7777 == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/dotfiles") == ["card.json"])
    }

    @Test func aDanglingLinkGetsItsTargetCreated() throws {
        let folder = try temporaryFolder("panelkit-faults")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(
            atPath: folder + "/elsewhere", withIntermediateDirectories: true)
        #expect(symlink(folder + "/elsewhere/card.json", folder + "/card.json") == 0)
        #expect(try Self.notePanel().load(from: folder + "/card.json").isEmpty)
        try Self.notePanel(level: 4).save(to: folder + "/card.json")
        #expect(Self.status(folder + "/card.json", following: false).st_mode & S_IFMT == S_IFLNK)
        #expect(try Self.level(in: folder + "/elsewhere/card.json") == 4)
    }

    @Test func aLinkLoopIsAnError() throws {
        let folder = try temporaryFolder("panelkit-faults")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(symlink("b.json", folder + "/a.json") == 0)
        #expect(symlink("a.json", folder + "/b.json") == 0)
        let error = #expect(throws: PersistenceError.self) {
            try Self.notePanel().save(to: folder + "/a.json")
        }
        #expect(error?.kind == .io)
    }

    /// A file that turns corrupt while the save runs (another program renames a broken file
    /// over it at a random moment around the save) is never replaced: either the save throws
    /// and the broken file stays, or the broken file came after the save and stays.
    @Test func aFileTurningCorruptDuringTheSaveIsNeverReplaced() throws {
        // In memory where there is /dev/shm (a save's `fsync` costs nothing there, so 1,000
        // tries take a second, not a minute); the exchange works the same on disk.
        let folder = try temporaryFolder(
            "panelkit-faults", in: FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : nil)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/race.json"
        let panel = Self.notePanel(note: String(repeating: "n", count: 4000), level: 1)
        // How long a save takes here (kept up to date: the machine may be busy), to aim the
        // corruption inside it.
        var saveSeconds = 0.0
        for _ in 0..<20 {
            let start = DispatchTime.now().uptimeNanoseconds
            try panel.save(to: path)
            saveSeconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / 20
        }
        var overwrites = 0
        var refused = 0
        var inside = 0
        // At least 1,000 tries, and more (up to 5,000) until 20 corruptions came inside a save:
        // on a busy machine the other thread is often scheduled after the save has ended.
        var attempt = 0
        while attempt < 1000 || (inside < 20 && attempt < 5000) {
            defer { attempt += 1 }
            unlink(path)  // the broken file of the last attempt, if it came after the save
            try panel.save(to: path)
            let broken = folder + "/broken-\(attempt)"
            try Data(#"{"schemaVersion": 1, "panel": "Notes", "values": {"#.utf8).write(
                to: URL(fileURLWithPath: broken))
            // The other program wakes with the save and renames after a random spin, so that
            // the moment falls before, inside and after the save.
            let delay = Double.random(in: 0...(saveSeconds * 2 + 100e-6))
            let go = DispatchSemaphore(value: 0)
            let done = DispatchSemaphore(value: 0)
            let renamedAt = Mutex<UInt64>(0)
            Thread.detachNewThread {
                go.wait()
                let start = Date()
                while Date().timeIntervalSince(start) < delay {}
                rename(broken, path)
                renamedAt.withLock { $0 = DispatchTime.now().uptimeNanoseconds }
                done.signal()
            }
            go.signal()
            var saved = true
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                try panel.save(to: path)
            } catch {
                #expect(error.kind == .corrupt)
                saved = false
                refused += 1
            }
            let end = DispatchTime.now().uptimeNanoseconds
            saveSeconds = saveSeconds * 0.9 + Double(end - start) / 1e9 * 0.1
            done.wait()
            if (start...end).contains(renamedAt.withLock { $0 }) { inside += 1 }
            let final = try Data(contentsOf: URL(fileURLWithPath: path))
            if saved && final.count > 100 { overwrites += 1 }
        }
        #expect(
            overwrites == 0, "\(overwrites) of \(attempt) saves replaced a corrupt file (\(refused) refused)")
        // The corruption came during the save often enough for the test to mean something.
        #expect(inside >= 10, "only \(inside) of \(attempt) corruptions came during the save")
        print(
            "race: corrupted during \(inside) of \(attempt) saves, \(refused) refused, \(overwrites) replaced a corrupt file"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["race.json"])
    }

    @Test func repeatedKeysMakeAFileCorrupt() throws {
        let folder = try temporaryFolder("panelkit-faults")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let values = folder + "/values.json"
        let text =
            #"{"schemaVersion": 1, "panel": "Notes", "values": {"level": 1, "level": 5}, "presets": [], "activePresetID": null}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: values))
        let load = #expect(throws: PersistenceError.self) { try Self.notePanel().load(from: values) }
        #expect(load?.kind == .corrupt)
        #expect(load?.message.contains("appears more than once") == true)
        let save = #expect(throws: PersistenceError.self) { try Self.notePanel().save(to: values) }
        #expect(save?.kind == .corrupt)
        #expect(try String(contentsOfFile: values, encoding: .utf8) == text)

        let storePath = folder + "/store.json"
        let storeText = #"{"schemaVersion": 1, "panels": {}, "panels": {}}"#
        try Data(storeText.utf8).write(to: URL(fileURLWithPath: storePath))
        let store = PanelStore()
        #expect(throws: PersistenceError.self) { try store.load(from: storePath) }
        #expect(throws: PersistenceError.self) { try store.save(to: storePath) }
        #expect(try String(contentsOfFile: storePath, encoding: .utf8) == storeText)

        let fab = URL(fileURLWithPath: folder + "/fab.json")
        try Data(#"{"format": "panelkit.fab", "version": 1, "positions": {}, "positions": {}}"#.utf8).write(
            to: fab)
        #expect(FloatingButtonPositionFile(url: fab).problem != nil)
    }

    @Test(
        .enabled(
            if: environment["PANELKIT_SMALL_TMPFS"] != nil,
            "needs the small tmpfs that .ci/checks/45-persistence-faults.sh mounts"))
    func aFullDiskLeavesTheOldFileWhole() throws {
        let folder = Self.environment["PANELKIT_SMALL_TMPFS"]! + "/full-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/card.json"
        try Self.notePanel(level: 3).save(to: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        // Far more than the file system holds.
        let error = #expect(throws: PersistenceError.self) {
            try Self.notePanel(note: String(repeating: "x", count: 1 << 20), level: 4).save(to: path)
        }
        #expect(error?.kind == .io)
        #expect(error?.message.contains("space") == true, "\(error?.message ?? "")")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["card.json"])
        // Room again: the next save works.
        try Self.notePanel(level: 5).save(to: path)
        #expect(try Self.level(in: path) == 5)
    }

    @Test(
        .enabled(
            if: environment["PANELKIT_READONLY_DIR"] != nil && environment["PANELKIT_READONLY_SOURCE"] != nil,
            "needs the read-only bind mount that .ci/checks/45-persistence-faults.sh mounts"))
    func aReadOnlyFolderLeavesTheOldFileAndSaysSo() throws {
        let name = "card-\(UInt32.random(in: 0...UInt32.max)).json"
        let writable = Self.environment["PANELKIT_READONLY_SOURCE"]! + "/" + name
        let readOnly = Self.environment["PANELKIT_READONLY_DIR"]! + "/" + name
        defer { unlink(writable) }
        try Self.notePanel(level: 3).save(to: writable)
        let before = try Data(contentsOf: URL(fileURLWithPath: readOnly))
        let error = #expect(throws: PersistenceError.self) { try Self.notePanel(level: 4).save(to: readOnly) }
        #expect(error?.kind == .io)
        #expect(error?.message.contains("cannot create a temporary file") == true, "\(error?.message ?? "")")
        #expect(try Data(contentsOf: URL(fileURLWithPath: readOnly)) == before)
        #expect(try Self.level(in: readOnly) == 3)
    }
}
