import Foundation
import PanelJSON
import Synchronization
import TestSupport
import Testing

@testable import PanelKit

/// A cancel-role button dismisses its dialog (reason `cancel`) through the one apply path: for
/// code, for every protocol client, and so for every frontend that presses it.
@Suite struct CancelButtonTests {
    /// The page's dialog example with its "Keep" button given the cancel role.
    static func document() throws -> PanelDocument {
        let text = try String(contentsOf: PackageRoot.url("Examples/web/tests/dialog.json"), encoding: .utf8)
        let withCancel = text.replacingOccurrences(
            of: #""id": "confirm.keep", "label": "Keep""#,
            with: #""id": "confirm.keep", "label": "Keep", "role": "cancel""#)
        #expect(withCancel != text, "the example still has its Keep button")
        return try TreeDecoder().decode(withCancel)
    }

    @Test func theProtocolAnswersAckActionAndTheDismissalPatch() throws {
        let panel = Panel(try Self.document())
        let session = PanelSession(panel)
        _ = session.receive(#"{"type":"hello","versions":[1]}"#)
        let revision = panel.revision
        let lines = session.receive(#"{"type":"action","seq":1,"id":"confirm.keep"}"#)
        #expect(lines.count == 3, "\(lines)")
        let ack = try object(lines[0])
        #expect(ack["type"] == "ack")
        #expect(ack["seq"] == 1)
        #expect(ack["rev"] == .number(Double(revision + 1)))
        let action = try object(lines[1])
        #expect(action["type"] == "action")
        #expect(action["id"] == "confirm.keep")
        let patch = try object(lines[2])
        #expect(patch["type"] == "patch")
        #expect(patch["values"] == ["confirm": ["presented": false, "dismissal": "cancel"]])
        #expect(panel.value(for: "confirm") == ["presented": false, "dismissal": "cancel"])
        // Pressed again with the dialog gone: the action alone, nothing to dismiss.
        let again = session.receive(#"{"type":"action","seq":2,"id":"confirm.keep"}"#)
        #expect(again.count == 2)
        #expect(try object(again[1])["type"] == "action")
    }

    @Test func anotherButtonOfTheDialogIsAnActionOnly() throws {
        let panel = Panel(try Self.document())
        let session = PanelSession(panel)
        let lines = session.receive(#"{"type":"action","seq":1,"id":"confirm.delete"}"#)
        #expect(lines.map { try? object($0)["type"] } == ["ack", "action"])
        #expect(panel.value(for: "confirm") == ["presented": true, "z": 1])
    }

    @Test func codeAndTheActionHandlerSeeTheSamePress() throws {
        let pressed = ActionLog()
        let panel = Panel(try Self.document()) { id in pressed.paths.withLock { $0.append(id.rawValue) } }
        let seen = Recorder<PanelUpdate>()
        let observation = panel.observe { seen.append($0) }
        try panel.trigger("confirm.keep")
        #expect(pressed.paths.withLock { $0 } == ["confirm.keep"])
        #expect(seen.items.count == 1, "one update: the press and the dismissal")
        #expect(seen.items.first?.action == "confirm.keep")
        #expect(seen.items.first?.changes.map(\.id) == ["confirm"])
        #expect(Panel.presentation(panel.value(for: "confirm")).dismissal == .cancel)
        observation.cancel()
    }

    @Test func theHostsPresenterHearsACancelPressedInAFrontend() throws {
        let heard = Recorder<Dismissal>()
        let dialogs = DialogPresenter { heard.append($0) }
        let host = PanelHost(panels: []) {
            VStack { Text("x") }
                .dialog(isPresented: dialogs.binding("confirm")) {
                    DialogButton("Keep", role: .cancel)
                    DialogButton("Delete", role: .destructive)
                }
                .setupDialogs()
        }
        dialogs.present("confirm")
        let session = PanelSession(host: host)
        let lines = session.receive(#"{"type":"action","seq":1,"id":"confirm.keep"}"#)
        #expect(lines.map { try? object($0)["type"] } == ["ack", "action", "patch"])
        #expect(!dialogs.isPresented("confirm"))
        #expect(heard.items == [Dismissal(id: "confirm", reason: .cancel)])
    }
}
