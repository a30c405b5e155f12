import TestDocuments
import Testing

@testable import PanelTerminal

/// The log area: what the program printed while the session is on screen, between the panel
/// and the status line.
@Suite struct LiveSessionOutputTests {
    func session() throws -> LiveSession {
        let model = FakeModel(try TreeDecoder().decode(Documents.small))
        let session = LiveSession(model: model, width: 50, height: 16, colorDepth: .sixteen)
        _ = session.redrawAll()
        return session
    }

    @Test func printedLinesShowAboveTheStatusLineAndThePanelStays() throws {
        let session = try session()
        let before = session.screenLines
        #expect(!before.joined().contains("output"))
        session.appendOutput(["step 1", "step 2"])
        _ = session.tick(now: 0.1)
        let after = session.screenLines
        #expect(after[0] == before[0])  // the panel did not move
        #expect(after[12].contains("output · 2 lines · o folds"))
        #expect(after[13] == " step 1")
        #expect(after[14] == " step 2")
        // Only the latest lines show; the count keeps them all.
        session.appendOutput((3...9).map { "step \($0)" })
        _ = session.tick(now: 0.2)
        let later = session.screenLines
        #expect(later.contains { $0.contains("output · 9 lines") })
        #expect(later.contains(" step 9"))
        #expect(!later.contains(" step 1"))
        #expect(later[0] == before[0])
    }

    @Test func oFoldsAndOpensTheLogArea() throws {
        let session = try session()
        session.appendOutput(["hello"])
        _ = session.receive(Array("o".utf8), now: 0)
        var screen = session.screenLines
        #expect(screen[14].contains("output · 1 line · o shows"))
        #expect(!screen.contains(" hello"))
        _ = session.receive(Array("o".utf8), now: 0.1)
        screen = session.screenLines
        #expect(screen.contains(" hello"))
        // A redraw (ctrl-L) draws the same.
        _ = session.receive([0x0C], now: 0.2)
        #expect(session.screenLines == screen)
    }

    @Test func theKeyListNamesTheLogKey() {
        #expect(LiveScreen.keyList.contains { $0.hasPrefix("o ") && $0.contains("output") })
    }
}
