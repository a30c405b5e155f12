import Foundation
import TestDocuments
import Testing

@testable import PanelTerminal

/// `tune` offers recovery in the live session: `w` refuses a file that is no longer JSON and
/// says so, `W` moves it aside and writes afresh, and `?` lists the key.
@Suite struct TuneRecoveryKeyTests {
    @Test func wRefusesAndCapitalWMovesTheFileAside() throws {
        let path = NSTemporaryDirectory() + "panelkit-tune-recover-\(UInt32.random(in: 0...UInt32.max)).json"
        try TuneFile.writeAtomically(Array(Documents.small.utf8), to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = TuneFile(path: path)
        let panel = try #require(file.load(io: RecordingIO().io))
        let model = LiveTargetModel(panel, writer: { try file.save($0) }, recoverer: { try file.recover($0) })
        let session = LiveSession(model: model, width: 120, height: 30, colorDepth: .sixteen)
        _ = session.redrawAll()
        try TuneFile.writeAtomically(Array("{ no".utf8), to: path)
        _ = session.receive(Array("w".utf8), now: 0)
        #expect(session.view.message?.contains("W moves it aside") == true)
        _ = session.receive(Array("W".utf8), now: 1)
        let message = try #require(session.view.message)
        #expect(message.contains("moved the unreadable file to \(path).corrupt-"))
        let aside = try #require(message.split(separator: " ").first { $0.hasPrefix(path + ".corrupt-") })
            .trimmingCharacters(in: CharacterSet(charactersIn: ";"))
        defer { try? FileManager.default.removeItem(atPath: aside) }
        #expect(FileManager.default.contents(atPath: aside) == Data("{ no".utf8))
        #expect(TuneFile(path: path).load(io: RecordingIO().io)?.values["size"] == 4)
        #expect(LiveScreen.keyList.contains { $0.hasPrefix("W ") && $0.contains("corrupt") })
    }
}
