import Dispatch
import Foundation
import PanelKit
import Synchronization
import TestDocuments
import Testing

@testable import PanelTerminal

/// How a live session ends and what it says first: `q` with unsaved changes asks, ctrl-\ quits
/// at once, a panel with problems says so on start, and `attach` says at once that the
/// program serving the panel is gone.
@Suite struct LiveSessionQuitTests {
    func session(_ model: FakeModel) -> LiveSession {
        let session = LiveSession(model: model, width: 120, height: 16, colorDepth: .sixteen)
        _ = session.redrawAll()
        return session
    }

    func statusLine(_ session: LiveSession) -> String {
        session.screen?.plainText().split(separator: "\n", omittingEmptySubsequences: false).last.map(
            String.init)
            ?? ""
    }

    @Test func quittingWithUnsavedChangesAsksAndASecondQConfirms() throws {
        let model = FakeModel(try TreeDecoder().decode(Documents.small))
        model.unsavedChanges = "unsaved changes to card.json"
        let session = session(model)
        session.type("q")
        #expect(!session.isFinished)
        #expect(statusLine(session).contains("quit without writing? q or y quits"))
        #expect(statusLine(session).contains("(unsaved changes to card.json)"))
        // Any other key goes back, saying the changes are still there.
        session.type("j")
        #expect(!session.isFinished)
        #expect(session.view.mode == .normal)
        #expect(session.view.message?.contains("still unsaved") == true)
        // ctrl-C asks too; then y quits.
        session.type("\u{03}")
        #expect(!session.isFinished)
        session.type("y")
        #expect(session.isFinished)
        #expect(!session.quitsAtOnce)

        let again = self.session(model)
        again.type("q")
        again.type("q")
        #expect(again.isFinished)
    }

    @Test func nothingUnsavedQuitsAtOnceAndWInTheQuestionWrites() throws {
        let model = FakeModel(try TreeDecoder().decode(Documents.small))
        let session = session(model)
        session.type("q")
        #expect(session.isFinished)

        model.unsavedChanges = "unsaved changes to card.json"
        let asking = self.session(model)
        asking.type("\u{1B}")
        _ = asking.tick(now: 1)  // a lone Escape is the key after its timeout
        #expect(!asking.isFinished)
        asking.type("w", at: 1)
        // The fake model cannot write: its refusal is shown, and the session stays.
        #expect(!asking.isFinished)
        #expect(asking.view.message?.contains("nothing to write") == true)
    }

    @Test func ctrlBackslashQuitsAtOnceWithoutAsking() throws {
        let model = FakeModel(try TreeDecoder().decode(Documents.small))
        model.unsavedChanges = "unsaved changes to card.json"
        let session = session(model)
        session.type("p")  // in a menu too
        session.type("\u{1C}")
        #expect(session.isFinished)
        #expect(session.quitsAtOnce)
        #expect(LiveScreen.keyList.contains { $0.hasPrefix("ctrl-\\") && $0.contains("at once") })
    }

    @Test func aPanelWithProblemsSaysSoOnStartAndListsThemInTheKeys() throws {
        // A tree built in code that the decoder would refuse: a duplicate id, a rule naming a
        // control that is not there.
        var rule = Modifiers()
        rule.visibleWhen = .equals("onn", true)
        let root = Node(
            element: .panel(PanelElement(title: "Card")),
            children: [
                Node(id: "on", element: .toggle(ToggleElement(label: "on"))),
                Node(id: "on", element: .toggle(ToggleElement(label: "again"))),
                Node(id: "shown", element: .toggle(ToggleElement(label: "shown")), modifiers: rule),
            ])
        let panel = Panel(PanelDocument(root: root, values: ["on": true, "shown": false]))
        #expect(panel.validationReport.problems.count == 2)
        let model = LiveTargetModel(panel)
        #expect(model.problems.count == 2)
        let session = LiveSession(model: model, width: 100, height: 24, colorDepth: .sixteen)
        _ = session.redrawAll()
        let status = statusLine(session)
        #expect(status.contains("⚠ 2 problems in this panel (? lists them): "), "\(status)")
        #expect(status.contains("duplicate id"))
        session.type("?")
        let screen = session.screen?.plainText() ?? ""
        #expect(screen.contains("problems in this panel"))
        #expect(screen.contains("duplicate id"), "\(screen)")
        #expect(screen.contains("onn"), "\(screen)")
    }

    @Test func attachSaysAtOnceThatTheServingProgramIsGone() throws {
        let card = Panel(try TreeDecoder().decode(Documents.small))
        let connection = RemotePanelModelTests.Loopback(PanelSession(card))
        let model = try RemotePanelModel(connection: connection)
        let woken = DispatchSemaphore(value: 0)
        let session = LiveSession(
            model: model, width: 70, height: 16, colorDepth: .sixteen, wake: { woken.signal() })
        _ = session.redrawAll()
        #expect(!statusLine(session).contains("closed"))
        connection.close()  // the server's end of the stream
        #expect(woken.wait(timeout: .now() + 5) == .success)
        _ = session.tick(now: 1)
        #expect(statusLine(session).contains("closed the connection"), "\(statusLine(session))")
        // It stays said after a key, and q still quits.
        session.type("j", at: 2)
        #expect(statusLine(session).contains("closed the connection"))
        session.type("q", at: 3)
        #expect(session.isFinished)
    }
}

/// `serve` and `tune` read a file whose reading gave warnings: `serve` prints them on standard
/// error (its standard output is the protocol), `tune` shows them on start.
@Suite struct ServedProblemsTests {
    static let warned = """
        {"format":"panelkit","version":1,"root":{"kind":"panel","title":"W","children":[
          {"kind":"toggle","id":"on","label":"on","visibleWhen":{"id":"onn","equals":true}}]},
         "values":{"on":true}}
        """

    @Test func serveSaysWhatItsReadingFoundOnStandardError() throws {
        let path = "/tmp/panelkit-serve-warned-\(UInt32.random(in: 0...UInt32.max)).json"
        try TuneFile.writeAtomically(Array(Self.warned.utf8), to: path)
        defer { unlink(path) }
        let recorder = RecordingIO(input: #"{"type":"hello","versions":[1]}"# + "\n")
        #expect(recorder.run("serve", path) == 0)
        #expect(
            recorder.stderr.hasPrefix("\(path): $.root.children[0].visibleWhen: warning:"),
            "\(recorder.stderr)")
        #expect(recorder.stdout.hasPrefix(#"{"type":"welcome""#))
    }

    @Test func tuneShowsThemOnStart() throws {
        let path = "/tmp/panelkit-tune-warned-\(UInt32.random(in: 0...UInt32.max)).json"
        try TuneFile.writeAtomically(Array(Self.warned.utf8), to: path)
        defer { unlink(path) }
        let file = TuneFile(path: path)
        let panel = try #require(file.load(io: RecordingIO().io))
        #expect(file.warnings.count == 1)
        let model = LiveTargetModel(panel, unsaved: { file.unsavedChanges($0) }, problems: file.warnings)
        let session = LiveSession(model: model, width: 200, height: 10, colorDepth: .sixteen)
        _ = session.redrawAll()
        #expect(
            session.view.message?.hasPrefix("⚠ a problem in this panel (? lists them): \(path): $.root")
                == true)
    }
}
