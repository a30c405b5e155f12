import Testing

@testable import PanelTerminal

/// Rules that flip (`visibleWhen`) lay the live screen out again, whatever changed the value:
/// a key in the session, code on the panel, or a frontend.
@Suite struct LiveSessionRuleTests {
    /// A toggle `show`, a slider `amount` shown only while `show` is on, and a slider `after`.
    static let document = """
        {"format": "panelkit", "version": 1,
         "root": {"kind": "panel", "title": "Rules", "children": [
           {"kind": "toggle", "id": "show", "label": "show"},
           {"kind": "slider", "id": "amount", "label": "amount", "range": [0, 10], "step": 1,
            "modifiers": {"visibleWhen": {"id": "show", "equals": true}}},
           {"kind": "slider", "id": "after", "label": "after", "range": [0, 10], "step": 1}
         ]},
         "values": {"show": false, "amount": 3, "after": 5}}
        """

    func session() throws -> (LiveSession, Panel) {
        let panel = Panel(try TreeDecoder().decode(Self.document))
        let session = LiveSession(panel, width: 40, height: 12, colorDepth: .sixteen)
        _ = session.redrawAll()
        return (session, panel)
    }

    func row(_ session: LiveSession, containing text: String) -> Int? {
        session.screenLines.firstIndex { $0.contains(text) }
    }

    @Test func aHiddenControlLeavesNoRowAndTakesNoFocus() throws {
        let (session, _) = try session()
        #expect(row(session, containing: "amount") == nil)
        let show = try #require(row(session, containing: "show"))
        // `after` sits right below `show`: no blank row is kept for the hidden slider.
        #expect(row(session, containing: "after") == show + 1)
        _ = session.receive(Array("j".utf8), now: 0)
        #expect(session.view.focus == "after")
    }

    @Test func aKeyThatTurnsTheRuleTrueShowsTheControlInPlace() throws {
        let (session, panel) = try session()
        _ = session.receive(Array(" ".utf8), now: 0)  // show: on
        #expect(panel.document.values["show"] == true)
        let show = try #require(row(session, containing: "show"))
        let amount = try #require(row(session, containing: "amount"))
        #expect(amount == show + 1)
        #expect(row(session, containing: "after") == amount + 1)
        // Its full label and its value are drawn (not a cut `amou…`).
        #expect(session.screenLines[amount].contains("amount "))
        #expect(session.screenLines[amount].contains("3 │"))
        _ = session.receive(Array("j".utf8), now: 0.1)
        #expect(session.view.focus == "amount")
        // And turning it off again takes the row and the focus away.
        _ = session.receive(Array("k ".utf8), now: 0.2)
        #expect(row(session, containing: "amount") == nil)
        _ = session.receive(Array("j".utf8), now: 0.3)
        #expect(session.view.focus == "after")
    }

    @Test func codeThatFlipsTheRuleRelaysTheScreenOut() throws {
        let (session, panel) = try session()
        try panel.set(true, for: "show")
        _ = session.tick(now: 0.1)
        let amount = try #require(row(session, containing: "amount"))
        #expect(session.screenLines[amount].contains("amount "))
        _ = session.receive(Array("j".utf8), now: 0.2)
        #expect(session.view.focus == "amount")
        try panel.set(false, for: "show")
        _ = session.tick(now: 0.3)
        #expect(row(session, containing: "amount") == nil)
        // The focused control went away: focus is on a control that is shown.
        #expect(session.view.focus != "amount")
        #expect(session.tree.focusOrder == ["show", "after"])
    }

    @Test func aFrontendThatFlipsTheRuleRelaysTheScreenOut() throws {
        let (session, panel) = try session()
        try panel.set(true, for: "show", origin: .frontend)
        _ = session.tick(now: 0.1)
        #expect(row(session, containing: "amount") != nil)
        // Ctrl-L draws the same.
        _ = session.receive([0x0C], now: 0.2)
        #expect(row(session, containing: "amount") != nil)
    }

    @Test func aValueChangeOfTheHiddenControlDoesNotShowIt() throws {
        let (session, panel) = try session()
        try panel.set(7, for: "amount")
        _ = session.tick(now: 0.1)
        #expect(row(session, containing: "amount") == nil)
        #expect(!session.tree.focusOrder.contains("amount"))
    }
}
