import PanelJSON
import TestDocuments
import TestSupport
import Testing

@testable import PanelKit

/// The drawer's state through the panel state and the `drawer.*` messages of `PanelSession`.
@Suite struct DrawerSessionTests {
    struct Card: Codable, Equatable, Sendable {
        var radius = 12.0
        var isOn = true
    }

    static func panel() -> Panel {
        let card = PanelState("Card", initial: Card(), store: nil) {
            Slider("radius", \.radius, in: 0...48, step: 1)
            Toggle("isOn", \.isOn)
        }
        let shadow = PanelState("Shadow", initial: Card(), store: nil) {
            Slider("blur", \.radius, in: 0...48, step: 1)
        }
        let tree = ZStack {
            Text("preview")
            PanelRoot(storageID: "drawer-session") {
                LayoutItem(card.document.root).id("card")
                LayoutItem(shadow.document.root).id("shadow")
            }
        }.node
        return Panel(PanelDocument(root: tree))
    }

    @Test func changesOpenMoveSelectScrollAndCloseTheDrawer() throws {
        let panel = Self.panel()
        #expect(try panel.changeDrawer("dial", .open) == DrawerPresentation(isPresented: true))
        try panel.changeDrawer("dial", .detent(.tall))
        try panel.changeDrawer("dial", .scrollBy(5))
        #expect(panel.value(for: "dial") == ["presented": true, "detent": "tall", "scroll": 5])
        // Scrolling up past the top stops at 0; a new panel starts at its top.
        #expect(try panel.changeDrawer("dial", .scrollBy(-9)).scroll == 0)
        try panel.changeDrawer("dial", .scrollTo(4))
        #expect(try panel.changeDrawer("dial", .select("shadow")).scroll == 0)
        let limit = DrawerPresentation.scrollLimit
        #expect(try panel.changeDrawer("dial", .scrollBy(Int.max)).scroll == limit)
        #expect(try panel.changeDrawer("dial", .scrollBy(Int.max)).scroll == limit, "saturates")
        #expect(try DrawerPresentation(panelValue: panel.value(for: "dial") ?? .null).scroll == limit)
        let revision = panel.revision
        try panel.changeDrawer("dial", .open)
        #expect(panel.revision == revision, "opening an open drawer changes nothing")
        #expect(try panel.changeDrawer("dial", .close(.escape)).dismissal == .escape)
        #expect(panel.value(for: "dial")?.object?["presented"] == false)
        // Opening again: medium, at the top.
        let reopened = try panel.changeDrawer("dial", .open)
        #expect(reopened.detent == .medium && reopened.scroll == 0 && reopened.selected == "shadow")
        #expect(throws: ValueError.self) { try panel.changeDrawer("dial", .select("radius")) }
        #expect(throws: ValueError.self) { try panel.changeDrawer("card", .open) }
        #expect(throws: ValueError.self) { try panel.changeDrawer("nothing", .open) }
        try panel.changeDrawer("dial", .close(.code))
        #expect(throws: ValueError.self) { try panel.changeDrawer("dial", .close(.code)) }
        #expect(panel.canUndo == false, "drawer state is not an undo step")
    }

    @Test func aFrontendDrivesTheDrawerAndEveryoneGetsThePatch() throws {
        let panel = Self.panel()
        let session = PanelSession(panel)
        let other = PanelSession(panel)
        let heard = ActionLog()
        other.setOutput { line in heard.paths.withLock { $0.append(line) } }
        /// Sends a line; the line (when the schema accepts it) and the answer are saved for the
        /// JSON Schema check.
        func send(_ line: String, _ name: String, valid: Bool = true) throws -> [String: PanelValue] {
            try session.exchange(
                line, answersAs: "drawer-\(name)", lineAs: valid ? "drawer-in-\(name)" : nil)[0]
        }
        let open = try send(#"{"type":"drawer.open","seq":1,"id":"dial"}"#, "open")
        #expect(open["type"] == "ack")
        #expect(open["value"] == ["presented": true, "detent": "medium"])
        #expect(heard.paths.withLock { $0 }.contains { $0.contains(#""presented":true"#) })
        let tall = try send(#"{"type":"drawer.detent","seq":2,"id":"dial","detent":"tall"}"#, "detent")
        #expect(tall["value"] == ["presented": true, "detent": "tall"])
        let select = try send(#"{"type":"drawer.select","seq":3,"id":"dial","selected":"shadow"}"#, "select")
        #expect(select["value"] == ["presented": true, "detent": "tall", "selected": "shadow"])
        let scroll = try send(#"{"type":"drawer.scroll","seq":4,"id":"dial","by":3}"#, "scroll-by")
        #expect(scroll["value"]?.object?["scroll"] == 3)
        let up = try send(#"{"type":"drawer.scroll","seq":5,"id":"dial","by":-1}"#, "scroll-up")
        #expect(up["value"]?.object?["scroll"] == 2)
        let top = try send(#"{"type":"drawer.scroll","seq":6,"id":"dial","to":0}"#, "scroll-to")
        #expect(top["value"]?.object?["scroll"] == nil)
        let close = try send(#"{"type":"drawer.close","seq":7,"id":"dial","reason":"escape"}"#, "close")
        #expect(close["value"]?.object?["dismissal"] == "escape")
        #expect(panel.value(for: "dial")?.object?["presented"] == false)
        // Refusals name the problem and the session goes on.
        let again = try send(#"{"type":"drawer.close","seq":8,"id":"dial"}"#, "close-again")
        #expect(again["type"] == "reject" && again["code"] == "not_presented")
        let wrong = try send(#"{"type":"drawer.open","seq":9,"id":"radius"}"#, "wrong-kind")
        #expect(wrong["code"] == "wrong_kind" && wrong["id"] == "radius")
        let missing = try send(
            #"{"type":"drawer.select","seq":10,"id":"dial","selected":"nope"}"#, "no-panel")
        #expect(missing["code"] == "unknown_id")
        let reason = try send(
            #"{"type":"drawer.close","seq":11,"id":"dial","reason":"bored"}"#, "bad-reason", valid: false)
        #expect(reason["type"] == "reject")
        #expect(
            try object(session.receive(#"{"type":"drawer.open","seq":12,"id":"dial"}"#)[0])["type"] == "ack")
    }

    @Test(arguments: [
        (#"{"type":"drawer.open","seq":1}"#, "$.id: required"),
        (#"{"type":"drawer.detent","seq":1,"id":"dial"}"#, "$.detent: required"),
        (#"{"type":"drawer.detent","seq":1,"id":"dial","detent":"huge"}"#, "expected medium or tall"),
        (#"{"type":"drawer.detent","seq":1,"id":"dial","detent":3}"#, "$.detent: expected a string"),
        (#"{"type":"drawer.select","seq":1,"id":"dial","selected":""}"#, "$.selected: expected a panel id"),
        (#"{"type":"drawer.scroll","seq":1,"id":"dial"}"#, "exactly one of to"),
        (#"{"type":"drawer.scroll","seq":1,"id":"dial","to":1,"by":1}"#, "exactly one of to"),
        (#"{"type":"drawer.scroll","seq":1,"id":"dial","to":-1}"#, "$.to: expected a whole number ≥ 0"),
        (#"{"type":"drawer.scroll","seq":1,"id":"dial","by":1.5}"#, "$.by: expected a whole number"),
        (#"{"type":"drawer.scroll","seq":1,"id":"dial","by":"down"}"#, "$.by: expected a whole number"),
        (#"{"type":"drawer.scroll","seq":1,"id":"dial","by":1e300}"#, "$.by: expected a whole number"),
        (#"{"type":"drawer.close","seq":1,"id":"dial","reason":7}"#, "$.reason: expected a string"),
    ])
    func malformedDrawerMessagesAreRejectedByName(line: String, problem: String) throws {
        let panel = Self.panel()
        let session = PanelSession(panel)
        let reject = try object(session.receive(line)[0])
        #expect(reject["type"] == "reject")
        #expect(reject["code"] == "malformed")
        let message = reject["message"]?.string ?? ""
        #expect(message.contains(problem), "\(message)")
        #expect(panel.value(for: "dial")?.object?["presented"] == false)
    }
}
