import Foundation
import PanelJSON
import TestSupport
import Testing

@testable import PanelKit

/// A saved file that cannot be read is moved aside by one explicit call, never deleted, and
/// saving works afterwards: for a panel, a store and the floating button's positions.
@Suite struct RecoveryTests {
    func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    static let broken: [String] = [
        "{ not json",
        #"{"schemaVersion": 1, "values": 3}"#,
        #"{"schemaVersion": 99, "values": {}}"#,
        #"[1, 2]"#,
    ]

    @Test(arguments: broken)
    func aPanelMovesItsCorruptFileAsideAndSavesAgain(text: String) throws {
        let folder = try temporaryFolder("panelkit-recovery")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tune.json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let tune = Tune.panel()
        try tune.set(12, for: "radius")
        #expect(throws: PersistenceError.self) { try tune.panel.load(from: path) }
        #expect(throws: PersistenceError.self) { try tune.panel.save(to: path) }
        let aside = try #require(try tune.panel.moveCorruptFileAside(at: path))
        #expect(aside.hasPrefix(path + ".corrupt-"))
        #expect(contents(aside) == Array(text.utf8))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(tune.values.radius == 12)
        try tune.panel.save(to: path)
        let fresh = Tune.panel()
        try fresh.panel.load(from: path)
        #expect(fresh.values.radius == 12)
        // A file that reads well, or none, is not moved.
        #expect(try tune.panel.moveCorruptFileAside(at: path) == nil)
        #expect(try tune.panel.moveCorruptFileAside(at: folder + "/none.json") == nil)
        #expect(try names(in: folder).count == 2)
    }

    @Test func anUnreadableFileIsMovedAsideToo() throws {
        let folder = try temporaryFolder("panelkit-recovery")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A folder where the file should be: it exists and cannot be read as a file.
        let path = folder + "/tune.json"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let tune = Tune.panel()
        #expect(throws: PersistenceError.self) { try tune.panel.load(from: path) }
        let aside = try #require(try tune.panel.moveCorruptFileAside(at: path))
        #expect(aside.hasPrefix(path + ".corrupt-"))
        try tune.panel.save(to: path)
        #expect(try tune.panel.load(from: path).isEmpty)
    }

    @Test func aLinkedFileIsMovedAsideAndTheLinkWrittenThroughAfter() throws {
        let folder = try temporaryFolder("panelkit-recovery")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/real.json"
        let path = folder + "/tune.json"
        try Data("{ broken".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "real.json")
        let tune = Tune.panel()
        try tune.set(7, for: "radius")
        let aside = try #require(try tune.panel.moveCorruptFileAside(at: path))
        #expect(aside.hasPrefix(target + ".corrupt-"))
        #expect(contents(aside) == Array("{ broken".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "real.json")
        try tune.panel.save(to: path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "real.json")
        let fresh = Tune.panel()
        try fresh.panel.load(from: target)
        #expect(fresh.values.radius == 7)
    }

    @Test func movingAsideNeverReplacesAnEarlierCopy() throws {
        let folder = try temporaryFolder("panelkit-recovery")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tune.json"
        let date = Date(timeIntervalSince1970: 1_764_582_000)  // 2025-12-01 09:40:00 UTC
        var asides: [String] = []
        for round in 0..<3 {
            try Data("broken \(round)".utf8).write(to: URL(fileURLWithPath: path))
            asides.append(try AtomicFile.moveAside(path, at: date))
        }
        let stamp = path + ".corrupt-20251201-094000"
        #expect(asides == [stamp, stamp + "-2", stamp + "-3"])
        for (round, aside) in asides.enumerated() {
            #expect(contents(aside) == Array("broken \(round)".utf8))
        }
    }

    @Test func aStoreMovesItsCorruptFileAsideAndSavesAgain() throws {
        let folder = try temporaryFolder("panelkit-recovery")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/panels.json"
        let garbage = #"{"schemaVersion": 1, "panels": {"Tune": 3}}"#
        try Data(garbage.utf8).write(to: URL(fileURLWithPath: path))
        let store = PanelStore()
        let tune = Tune.panel(store: store)
        try tune.set(30, for: "radius")
        #expect(throws: PersistenceError.self) { try store.load(from: path) }
        #expect(throws: PersistenceError.self) { try store.save(to: path) }
        let aside = try #require(try store.moveCorruptFileAside(at: path))
        #expect(contents(aside) == Array(garbage.utf8))
        try store.save(to: path)
        #expect(try store.moveCorruptFileAside(at: path) == nil)
        let again = PanelStore()
        try again.load(from: path)
        let later = Tune.panel(store: again)
        #expect(later.values.radius == 30)
    }

    @Test func theFloatingButtonFileIsMovedAsideTheSameWay() throws {
        let folder = try temporaryFolder("panelkit-recovery")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let url = URL(fileURLWithPath: folder + "/fab.json")
        try Data("nope".utf8).write(to: url)
        let file = FloatingButtonPositionFile(url: url)
        #expect(file.problem != nil)
        let position = FloatingButtonPosition(x: 1, y: 2, edges: [.left, .top])
        #expect(throws: FloatingButtonPositionFile.Failure.self) { try file.save(position, for: "a") }
        let aside = try #require(try file.moveCorruptFileAside())
        #expect(aside.path.hasPrefix(url.path + ".corrupt-"))
        #expect(contents(aside.path) == Array("nope".utf8))
        // The same file object saves now.
        #expect(file.problem == nil)
        try file.save(position, for: "a")
        #expect(file.position(for: "a") == position)
        #expect(FloatingButtonPositionFile(url: url).position(for: "a") == position)
        #expect(try file.moveCorruptFileAside() == nil)
    }
}
