import PanelJSON
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
}
