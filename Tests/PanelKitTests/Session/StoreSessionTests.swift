import PanelJSON
import TestSupport
import Testing

@testable import PanelKit

@Suite struct StoreSessionTests {
    struct Zoom: Codable, Equatable, Sendable { var zoom = 1.0 }

    @Test func aStoreSessionNamespacesIdsAndRoutesWrites() throws {
        let store = PanelStore()
        let map = PanelState("Map", initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
        let photo = PanelState("Photo", initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
        let session = PanelSession(store: store)
        let other = PanelSession(store: store)
        let otherOut = Recorder<String>()
        other.setOutput { otherOut.append($0) }
        let hello = EmittedMessages.save(
            session.receive(#"{"type":"hello","versions":[1]}"#), name: "store-hello")
        let snapshot = try object(hello[1])
        #expect(snapshot["rev"] == 2)  // one per panel that joined
        let document = try TreeDecoder().decode(value: try #require(snapshot["document"]))
        #expect(document.values["Map.zoom"] == 1)
        #expect(document.values["Photo.zoom"] == 1)
        let answer = EmittedMessages.save(
            session.receive(#"{"type":"set","seq":1,"id":"Photo.zoom","value":9}"#), name: "store-set")
        #expect(
            answer == [
                #"{"type":"ack","seq":1,"rev":3,"value":4}"#,
                #"{"type":"patch","rev":3,"base":2,"values":{"Photo.zoom":4}}"#,
            ])
        #expect(photo.values.zoom == 4)
        #expect(map.values.zoom == 1)
        #expect(otherOut.items == [#"{"type":"patch","rev":3,"base":2,"values":{"Photo.zoom":4}}"#])
        // A code edit in another panel reaches both, under the store's revision.
        try map.set(2, for: "zoom")
        #expect(otherOut.items.last == #"{"type":"patch","rev":4,"base":3,"values":{"Map.zoom":2}}"#)
        // Messages without an id go by the router's policy: to the panel they name, else the
        // panel this frontend changed last; a frontend that changed none names one.
        let reject = try object(try #require(other.receive(#"{"type":"undo","seq":2}"#).first))
        #expect(reject["code"] == "unknown_id")
        #expect(reject["message"]?.string?.contains("Map, Photo") == true)
        let undo = EmittedMessages.save(session.receive(#"{"type":"undo","seq":3}"#), name: "store-undo")
        #expect(try object(undo[0])["type"] == "ack")
        #expect(photo.values.zoom == 1)
        #expect(map.values.zoom == 2)
        let named = try object(try #require(session.receive(#"{"type":"redo","seq":3,"panel":"Map"}"#).first))
        #expect(named["code"] == "nothing_to_undo")
        let saved = EmittedMessages.save(
            session.receive(#"{"type":"preset.save","seq":4,"name":"P","panel":"Map"}"#), name: "store-preset"
        )
        #expect(try object(saved[0])["preset"] == "Map.preset-1")
        let unknown = try object(
            try #require(session.receive(#"{"type":"set","seq":5,"id":"zoom","value":1}"#).first))
        #expect(unknown["code"] == "unknown_id")
        #expect(unknown["id"] == "zoom")
        // The ack names the store's revision, the one its patch carries.
        let again = session.receive(#"{"type":"set","seq":9,"id":"Photo.zoom","value":3}"#)
        #expect(try object(again[0])["rev"] == .number(Double(store.revision)))
        #expect(try object(again[1])["rev"] == .number(Double(store.revision)))
    }

    @Test func aPanelThatJoinsOrLeavesTheStoreReachesAttachedFrontendsAsASnapshot() throws {
        let store = PanelStore()
        let map = PanelState("Map", initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
        let session = PanelSession(store: store)
        let out = Recorder<String>()
        session.setOutput { out.append($0) }
        _ = session.receive(#"{"type":"hello","versions":[1]}"#)
        var late: PanelState<Zoom>? = PanelState("Late", initial: Zoom(), store: store) {
            Slider("zoom", \.zoom, in: 0...4)
        }
        let joined = try object(try #require(out.items.last))
        #expect(joined["type"] == "snapshot")
        let document = try TreeDecoder().decode(value: try #require(joined["document"]))
        #expect(document.values["Map.zoom"] == 1)
        #expect(document.values["Late.zoom"] == 1)
        let answer = session.receive(#"{"type":"set","seq":1,"id":"Late.zoom","value":3}"#)
        #expect(try object(answer[0])["type"] == "ack")
        #expect(late?.values.zoom == 3)
        let before = out.items.count
        late = nil
        #expect(out.items.count == before + 1)
        let left = try object(try #require(out.items.last))
        #expect(left["type"] == "snapshot")
        let after = try TreeDecoder().decode(value: try #require(left["document"]))
        #expect(after.values["Late.zoom"] == nil)
        #expect(after.values["Map.zoom"] == 1)
        _ = map
    }
}
