import PanelKit
import Testing

@testable import PanelTerminal

/// `d` puts the focused control back to its default, in a local session and through
/// `attach`'s model, as one undo step; the key list says so.
@Suite struct ResetKeyTests {
    struct Card: Codable, Equatable, Sendable {
        var radius = 24.0
        var timeout = 2.5
    }

    static func card(store: PanelStore? = nil) -> PanelState<Card> {
        PanelState("Card", initial: Card(), store: store) {
            Slider("radius", \.radius, in: 0...48, step: 1)
            NumberField("timeout", \.timeout, minimum: 0, step: 0.5)
        }
    }

    @Test func dResetsTheFocusedControlAndIsUndoable() throws {
        let card = Self.card()
        let session = LiveSession(card, width: 50, height: 10, colorDepth: .sixteen)
        _ = session.redrawAll()
        _ = session.receive(Array("]".utf8), now: 0)
        _ = session.tick(now: 1)
        #expect(card.values.radius == 34)
        _ = session.receive(Array("d".utf8), now: 2)
        _ = session.tick(now: 2.1)
        #expect(card.values.radius == 24)
        #expect(session.painted.document.values["radius"] == 24)
        #expect(session.view.message == "radius: back to its default")
        _ = session.receive(Array("u".utf8), now: 3)
        #expect(card.values.radius == 34)
        #expect(LiveScreen.keyList.contains { $0.hasPrefix("d ") && $0.contains("default") })
    }

    @Test func attachSendsTheResetAndTypedTextToTheProgram() throws {
        let store = PanelStore()
        let card = Self.card(store: store)
        let connection = RemotePanelModelTests.Loopback(PanelSession(store: store))
        let model = try RemotePanelModel(connection: connection)
        defer { model.close() }
        try card.set(9, for: "timeout")
        #expect(try model.apply(.reset("Card.timeout")) == 2.5)
        #expect(card.values.timeout == 2.5)
        // Typed text goes to the program as typed, and the number it stores comes back.
        #expect(try model.apply(.set("Card.timeout", to: " 7.3 ")) == 7.5)
        #expect(card.values.timeout == 7.5)
    }
}
