import Foundation
import TestSupport
import Testing

@testable import PanelTerminal

/// Enter on a dialog's cancel-role button in the live terminal dismisses the dialog (reason
/// `cancel`) through the panel's one apply path, as a click in the page does.
@Suite struct LiveSessionDialogTests {
    /// The page's dialog example with its "Keep" button given the cancel role.
    static func panel() throws -> Panel {
        let text = try String(contentsOf: PackageRoot.url("Examples/web/tests/dialog.json"), encoding: .utf8)
            .replacingOccurrences(
                of: #""id": "confirm.keep", "label": "Keep""#,
                with: #""id": "confirm.keep", "label": "Keep", "role": "cancel""#)
        return Panel(try TreeDecoder().decode(text))
    }

    @Test func enterOnACancelButtonDismissesTheDialog() throws {
        let panel = try Self.panel()
        let model = LiveTargetModel(panel)
        let session = LiveSession(model: model, width: 60, height: 20, colorDepth: .sixteen)
        _ = session.redrawAll()
        #expect(session.screen?.plainText().contains("Delete photo?") == true)
        #expect(session.view.focus == "confirm.keep", "focus starts on the cancel button")
        _ = session.receive(Array("\r".utf8), now: 0)
        #expect(panel.value(for: "confirm") == ["presented": false, "dismissal": "cancel"])
        #expect(session.screen?.plainText().contains("Delete photo?") == false)
        #expect(session.view.focus != "confirm.keep")
    }

    /// `panelkit attach` presses the button as the `action` message; the server dismisses.
    @Test func attachPressesACancelButtonAndTheDialogGoes() throws {
        let panel = try Self.panel()
        let connection = RemotePanelModelTests.Loopback(PanelSession(panel))
        let model = try RemotePanelModel(connection: connection)
        defer { model.close() }
        _ = try model.apply(.trigger("confirm.keep"))
        #expect(panel.value(for: "confirm") == ["presented": false, "dismissal": "cancel"])
        // The model's copy of the document follows the patch.
        var waited = 0
        while model.document.values["confirm"] != panel.value(for: "confirm"), waited < 200 {
            usleep(10_000)
            waited += 1
        }
        #expect(model.document.values["confirm"] == ["presented": false, "dismissal": "cancel"])
    }
}
