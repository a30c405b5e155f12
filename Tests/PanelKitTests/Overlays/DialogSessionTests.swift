import PanelJSON
import Synchronization
import Testing

@testable import PanelKit

/// Presentation state and dismissals through the panel state and `PanelSession`.
@Suite struct DialogSessionTests {
    static func panel() -> Panel {
        let dialogs = DialogPresenter()
        let tree = VStack {
            Text("content")
                .dialog(isPresented: dialogs.binding("first"), title: "First") {
                    DialogButton("OK", role: .cancel)
                }
                .dialog(isPresented: dialogs.binding("second"), title: "Second") { DialogButton("OK") }
        }
        .setupDialogs()
        .node
        return Panel(PanelDocument(root: tree, values: dialogs.values(for: tree)))
    }

    @Test func presentingStacksAndDismissingMovesTheOthersDown() throws {
        let panel = Self.panel()
        #expect(try panel.presentDialog("first") == DialogPresentation(isPresented: true, z: 1))
        #expect(try panel.presentDialog("second") == DialogPresentation(isPresented: true, z: 2))
        #expect(try panel.presentDialog("first") == DialogPresentation(isPresented: true, z: 1))
        let revision = panel.revision
        try panel.dismissDialog("first", reason: .code)
        #expect(panel.revision == revision + 1, "one update for the dismissal and the move")
        #expect(panel.value(for: "first") == ["presented": false, "dismissal": "code"])
        #expect(panel.value(for: "second") == ["presented": true, "z": 1])
        #expect(throws: ValueError.self) { try panel.dismissDialog("first", reason: .code) }
        #expect(throws: ValueError.self) { try panel.presentDialog("first.ok") }
    }

    @Test func aFrontendDismissesWithAReasonAndEveryoneGetsThePatch() throws {
        let panel = Self.panel()
        try panel.presentDialog("first")
        try panel.presentDialog("second")
        let session = PanelSession(panel)
        let other = PanelSession(panel)
        let heard = ActionLog()
        other.setOutput { line in heard.paths.withLock { $0.append(line) } }
        let lines = session.receive(#"{"type":"dialog.dismiss","seq":1,"id":"second","reason":"escape"}"#)
        let ack = try object(lines[0])
        #expect(ack["type"] == "ack")
        #expect(ack["value"] == ["presented": false, "dismissal": "escape"])
        let patch = try object(try #require(lines.last))
        #expect(patch["type"] == "patch")
        #expect(patch["values"] == ["second": ["presented": false, "dismissal": "escape"]])
        #expect(heard.paths.withLock { $0 }.contains { $0.contains(#""dismissal":"escape""#) })
        // Without a reason: an outside tap. Again: not presented. A wrong id or reason: refused.
        let outside = try object(session.receive(#"{"type":"dialog.dismiss","seq":2,"id":"first"}"#)[0])
        #expect(outside["value"] == ["presented": false, "dismissal": "outsideTap"])
        let again = try object(session.receive(#"{"type":"dialog.dismiss","seq":3,"id":"first"}"#)[0])
        #expect(again["code"] == "not_presented")
        let wrong = try object(session.receive(#"{"type":"dialog.dismiss","seq":4,"id":"first.ok"}"#)[0])
        #expect(wrong["code"] == "wrong_kind")
        try panel.presentDialog("first")
        let reason = try object(
            session.receive(#"{"type":"dialog.dismiss","seq":5,"id":"first","reason":"bored"}"#)[0])
        #expect(reason["type"] == "reject")
        // Still shown; the state keeps the reason of its last dismissal.
        #expect(panel.value(for: "first") == ["presented": true, "z": 1, "dismissal": "outsideTap"])
    }
}
