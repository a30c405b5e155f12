import Foundation
import TestDocuments
import Testing

@testable import PanelTerminal

/// `tune` refuses to write a file this user may not write, as an editor does (the atomic
/// rename would go around the file's own permission), says how to go on, and writes it with
/// `--force`. Root, whom the system lets write anything, is held to a file with no write bit:
/// these tests pass whoever runs them.
@Suite struct TuneReadOnlyTests {
    static func file(mode: mode_t) throws -> String {
        let path = NSTemporaryDirectory() + "panelkit-tune-readonly-\(UInt32.random(in: 0...UInt32.max)).json"
        try TuneFile.writeAtomically(Array(Documents.small.utf8), to: path)
        chmod(path, mode)
        return path
    }

    static func status(_ path: String) -> stat {
        var status = stat()
        _ = stat(path, &status)
        return status
    }

    @Test func aReadOnlyFileIsNotWrittenAndSaysHowToGoOn() throws {
        let path = try Self.file(mode: 0o444)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let before = Self.status(path)
        let file = TuneFile(path: path)
        let panel = try #require(file.load(io: RecordingIO().io))
        try panel.set(7, for: "size")
        let error = #expect(throws: FileError.self) { try file.save(panel) }
        let message = error?.description ?? ""
        #expect(message.contains("not written"), "\(message)")
        #expect(message.contains("read-only"), "\(message)")
        #expect(message.contains("mode 0444"), "\(message)")
        #expect(message.contains("--force"), "\(message)")
        let after = Self.status(path)
        #expect(after.st_ino == before.st_ino)
        #expect(FileManager.default.contents(atPath: path) == Data(Documents.small.utf8))
        #expect(file.unsavedChanges(panel) == "unsaved changes to \(path)")
        // W (move aside and write afresh) does not go around it either.
        try TuneFile.writeAtomically(Array("{ no".utf8), to: path, force: true)
        #expect(throws: FileError.self) { try file.recover(panel) }
        #expect(FileManager.default.contents(atPath: path) == Data("{ no".utf8))
    }

    @Test func forceWritesItAndKeepsItsMode() throws {
        let path = try Self.file(mode: 0o444)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = TuneFile(path: path, force: true)
        let panel = try #require(file.load(io: RecordingIO().io))
        try panel.set(7, for: "size")
        #expect(try file.save(panel).hasPrefix("wrote \(path)"))
        #expect(TuneFile(path: path).load(io: RecordingIO().io)?.values["size"] == 7)
        #expect(Self.status(path).st_mode & 0o777 == 0o444)
        #expect(file.unsavedChanges(panel) == nil)
    }

    @Test func aWritableFileIsWrittenAndTheSessionSaysWhy() throws {
        let path = try Self.file(mode: 0o644)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = TuneFile(path: path)
        let panel = try #require(file.load(io: RecordingIO().io))
        #expect(file.unsavedChanges(panel) == nil)
        let model = LiveTargetModel(
            panel, writer: { try file.save($0) }, recoverer: { try file.recover($0) },
            unsaved: { file.unsavedChanges($0) })
        let session = LiveSession(model: model, width: 120, height: 30, colorDepth: .sixteen)
        _ = session.redrawAll()
        _ = session.receive(Array("l".utf8), now: 0)
        _ = session.tick(now: 5)
        #expect(model.unsavedChanges == "unsaved changes to \(path)")
        chmod(path, 0o444)
        _ = session.receive(Array("w".utf8), now: 6)
        #expect(session.view.message?.contains("not written") == true, "\(session.view.message ?? "")")
        // q asks; w in the question still refuses; after chmod u+w, w writes and q quits.
        _ = session.receive(Array("q".utf8), now: 7)
        #expect(!session.isFinished)
        chmod(path, 0o644)
        _ = session.receive(Array("w".utf8), now: 8)
        #expect(session.view.message?.hasPrefix("wrote") == true, "\(session.view.message ?? "")")
        _ = session.receive(Array("q".utf8), now: 9)
        #expect(session.isFinished)
    }

    @Test(.enabled(if: getuid() != 0, "root may write in any folder"))
    func aFolderThisUserMayNotWriteInIsRefusedBeforeAnythingIsTried() throws {
        let folder = NSTemporaryDirectory() + "panelkit-tune-folder-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/card.json"
        try TuneFile.writeAtomically(Array(Documents.small.utf8), to: path)
        chmod(folder, 0o555)
        defer {
            chmod(folder, 0o755)
            try? FileManager.default.removeItem(atPath: folder)
        }
        #expect(AtomicFile.writeRefusal(path)?.contains("cannot create a temporary file in") == true)
    }
}
