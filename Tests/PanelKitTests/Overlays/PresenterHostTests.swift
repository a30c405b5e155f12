import Testing

@testable import PanelKit

/// A presenter whose dialogs a host's layout attaches is a view over the host's values: the
/// two never disagree, whichever side changes the state.
@Suite struct PresenterHostTests {
    enum Note: Dialog {
        case saved(String)
        case failed(String)
    }

    @Test func presenterAndHostAgreeBothWays() throws {
        let heard = Recorder<Dismissal>()
        let dialogs = DialogPresenter { heard.append($0) }
        let host = PanelHost(panels: []) {
            VStack { Text("x") }
                .dialog(isPresented: dialogs.binding("confirm")) { DialogButton("OK", role: .cancel) }
                .setupDialogs()
        }
        // The presenter's write is the host's state.
        dialogs.present("confirm")
        #expect(host.document.values["confirm"] == ["presented": true, "z": 1])
        try host.apply(.presentDialog("confirm"))
        // The host's dismissal (a frontend's, through its session) is the presenter's.
        try host.apply(.dismissDialog("confirm", reason: .escape))
        #expect(!dialogs.isPresented("confirm"))
        #expect(!dialogs.binding("confirm").isPresented)
        #expect(heard.items == [Dismissal(id: "confirm", reason: .escape)])
        #expect(dialogs.dismissals == [Dismissal(id: "confirm", reason: .escape)])
        // Through a protocol session, as the page sends it.
        dialogs.binding("confirm").isPresented = true
        let session = PanelSession(host: host)
        _ = session.receive(#"{"type":"dialog.dismiss","seq":1,"id":"confirm","reason":"outsideTap"}"#)
        #expect(!dialogs.isPresented("confirm"))
        #expect(heard.items.last == Dismissal(id: "confirm", reason: .outsideTap))
        // The presenter's own dismissal is reported once.
        dialogs.present("confirm")
        dialogs.dismiss("confirm")
        #expect(heard.items.count == 3)
        #expect(host.document.values["confirm"] == ["presented": false, "dismissal": "code"])
    }

    @Test func whatWasPresentedBeforeTheHostMovesIntoIt() {
        let dialogs = DialogPresenter()
        dialogs.present("confirm")
        let host = PanelHost(panels: []) {
            VStack { Text("x") }.dialog(isPresented: dialogs.binding("confirm")) { DialogButton("OK") }
                .setupDialogs()
        }
        #expect(host.document.values["confirm"] == ["presented": true, "z": 1])
        #expect(dialogs.presented == ["confirm"])
    }

    @Test func anItemSetAfterTheHostIsBuiltPresents() throws {
        let heard = Recorder<Dismissal>()
        let dialogs = DialogPresenter { heard.append($0) }
        let note = dialogs.item(Note.self)
        let host = PanelHost(panels: []) {
            VStack { Text("x") }
                .dialog(item: note) { item in
                    switch item {
                    case .saved(let text):
                        DialogCard("Saved", message: text) { DialogButton("OK", role: .cancel) }
                    case .failed(let text): DialogCard("Failed", message: text) { DialogButton("OK") }
                    }
                }
                .setupDialogs()
        }
        #expect(host.document.root.node(withID: "saved") == nil)
        #expect(host.layout.validationReport.isEmpty, "the dialog waiting for an item is a valid one")
        note.wrappedValue = .saved("all good")
        let saved = try #require(host.document.root.node(withID: "saved"))
        guard case .dialog(let card) = saved.element else {
            Issue.record("not a dialog")
            return
        }
        #expect(card.message == "all good")
        #expect(host.document.values["saved"] == ["presented": true, "z": 1])
        // Another item replaces it; a dismissal in a frontend writes nil back.
        note.wrappedValue = .failed("disk full")
        #expect(host.document.values["failed"] == ["presented": true, "z": 1])
        #expect(heard.items == [Dismissal(id: "saved", reason: .replaced)])
        let session = PanelSession(host: host)
        _ = session.receive(#"{"type":"dialog.dismiss","seq":1,"id":"failed","reason":"escape"}"#)
        #expect(note.wrappedValue == nil)
        #expect(heard.items.last == Dismissal(id: "failed", reason: .escape))
        // A cancel button of the item's dialog, pressed in a frontend, dismisses it too.
        note.wrappedValue = .saved("again")
        _ = session.receive(#"{"type":"action","seq":2,"id":"saved.ok"}"#)
        #expect(note.wrappedValue == nil)
        #expect(heard.items.last == Dismissal(id: "saved", reason: .cancel))
    }
}
