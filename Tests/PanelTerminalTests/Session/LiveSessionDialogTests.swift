import Foundation
import TestSupport
import Testing

@testable import PanelTerminal

/// Enter on a dialog's cancel-role button in the live terminal dismisses the dialog (reason
/// `cancel`) through the panel's one apply path, as a click in the page does.
@Suite struct LiveSessionDialogTests {
    @Test func enterOnACancelButtonDismissesTheDialog() throws {
        let text = try String(contentsOf: PackageRoot.url("Examples/web/tests/dialog.json"), encoding: .utf8)
            .replacingOccurrences(
                of: #""id": "confirm.keep", "label": "Keep""#,
                with: #""id": "confirm.keep", "label": "Keep", "role": "cancel""#)
        let panel = Panel(try TreeDecoder().decode(text))
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
}
