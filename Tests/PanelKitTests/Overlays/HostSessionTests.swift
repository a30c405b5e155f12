import PanelJSON
import Synchronization
import TestSupport
import Testing

@testable import PanelKit

/// A `PanelSession` over a host: the page (or any frontend) sees the layout with the panels in
/// its bound root, its edits reach the panel they name, and the drawer's messages reach the
/// layout, with a `drawer.select` naming a panel by its key.
@Suite struct HostSessionTests {
    struct Zoom: Codable, Equatable, Sendable { var zoom = 1.0 }

    @Test func aHostSessionShowsTheBoundRootAndRoutesEachMessage() throws {
        let store = PanelStore()
        let map = PanelState("Map", initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
        let photo = PanelState("Photo", initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
        let host = PanelHost(store: store) {
            ZStack {
                Box("Preview") { Text("photo") }
                PanelRoot(storageID: "photos")
            }
        }
        let session = PanelSession(host: host)
        let hello = session.receive(#"{"type":"hello","versions":[1]}"#)
        let snapshot = try object(hello[1])
        let document = try TreeDecoder().decode(value: try #require(snapshot["document"]))
        #expect(document.root.node(withID: "dial")?.children.map(\.id) == ["Map", "Photo", "dial.fab"])
        #expect(document.values["Photo.zoom"] == 1)
        let set = session.receive(#"{"type":"set","seq":1,"id":"Photo.zoom","value":9}"#)
        #expect(try object(set[0])["type"] == "ack")
        #expect(try object(set[0])["value"] == 4)
        #expect(set.count == 2 && set[1].contains(#""Photo.zoom":4"#))
        #expect(photo.values.zoom == 4)
        #expect(map.values.zoom == 1)
        _ = session.receive(#"{"type":"drawer.open","seq":2,"id":"dial"}"#)
        #expect(host.isPresented)
        let select = session.receive(#"{"type":"drawer.select","seq":3,"id":"dial","selected":"Photo"}"#)
        #expect(try object(select[0])["type"] == "ack")
        #expect(host.presentation(of: "dial")?.selected == "Photo")
        let close = session.receive(#"{"type":"drawer.close","seq":4,"id":"dial","reason":"outsideTap"}"#)
        #expect(try object(close[0])["type"] == "ack")
        #expect(!host.isPresented)
        #expect(host.presentation(of: "dial")?.dismissal == .outsideTap)
    }

    /// The page of the last round sent `action` for a click on the floating button and was
    /// refused with `wrong_kind`; a frontend that still does (or `attach`, or a script) now
    /// opens the drawer the button belongs to, as a click does in the live terminal.
    @Test func anActionOnTheDrawersFloatingButtonOpensTheDrawer() throws {
        let store = PanelStore()
        _ = PanelState("Map", initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
        let host = PanelHost(store: store) { PanelRoot(storageID: "photos") }
        let session = PanelSession(host: host)
        _ = session.receive(#"{"type":"hello","versions":[1]}"#)
        let replies = session.receive(#"{"type":"action","seq":1,"id":"dial.fab"}"#)
        let ack = try object(replies[0])
        #expect(ack["type"] == "ack")
        #expect(ack["value"] == ["presented": true, "detent": "medium"])
        #expect(
            replies.count == 2 && replies[1].contains(#""dial":{"#)
                && replies[1].contains(#""presented":true"#))
        #expect(host.isPresented)
        // Pressed again while open: nothing changes, and nothing is refused.
        let again = session.receive(#"{"type":"action","seq":2,"id":"dial.fab"}"#)
        #expect(try object(again[0])["type"] == "ack")
        #expect(again.count == 1)
    }

    /// A floating button of its own (not a drawer's) is pressed like a button: its action is
    /// delivered to the program and to every frontend.
    @Test func anActionOnAFloatingButtonOfItsOwnIsDelivered() throws {
        let panel = Panel(
            PanelDocument(
                root: ZStack {
                    Box("Canvas") { Text("drawing") }
                    FloatingButton("+", id: "add", corner: .bottomLeft)
                }.node))
        let actions = Mutex<[NodeID]>([])
        let observation = panel.observe { update in
            if let action = update.action { actions.withLock { $0.append(action) } }
        }
        defer { observation.cancel() }
        let session = PanelSession(panel)
        let replies = session.receive(#"{"type":"action","seq":1,"id":"add"}"#)
        #expect(try object(replies[0])["type"] == "ack")
        #expect(replies.contains(#"{"type":"action","id":"add","rev":0}"#))
        #expect(actions.withLock { $0 } == ["add"])
    }
}
