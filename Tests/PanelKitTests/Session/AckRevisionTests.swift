import Testing

@testable import PanelKit

/// The `rev` of an `ack` is the revision the acknowledged change produced, read with it:
/// changes that others make while its update is delivered (an observer writing back, an
/// action handler) come after it and do not move it.
@Suite struct AckRevisionTests {
    @Test func anObserverWritingBackDoesNotMoveTheAckOfAReset() throws {
        let tune = Tune.panel()
        let panel = tune.panel
        try panel.set(30, for: "radius")
        let session = PanelSession(panel)
        let output = session.recordedOutput()
        // Whenever a frontend changes `radius`, code answers by changing `fill`.
        let observation = panel.observe { update in
            guard update.origin == .frontend else { return }
            _ = try? panel.set("#000000", for: "fill")
        }
        let replies = session.receive(#"{"type":"reset","seq":1,"id":"radius"}"#)
        #expect(
            replies == [
                #"{"type":"ack","seq":1,"rev":2,"value":24}"#,
                #"{"type":"patch","rev":2,"base":1,"values":{"radius":24}}"#,
            ])
        #expect(output.items == [##"{"type":"patch","rev":3,"base":2,"values":{"fill":"#000000"}}"##])
        #expect(panel.revision == 3)
        observation.cancel()
    }

    @Test func anActionHandlerWritingDoesNotMoveTheAckOfTheAction() throws {
        let box = PanelBox()
        let tune = Tune.panel { _ in _ = try? box.panel?.set(10, for: "radius") }
        box.panel = tune.panel
        let session = PanelSession(tune.panel)
        let output = session.recordedOutput()
        let replies = session.receive(#"{"type":"action","seq":1,"id":"motion.shuffle"}"#)
        #expect(
            replies == [
                #"{"type":"ack","seq":1,"rev":0}"#,
                #"{"type":"action","id":"motion.shuffle","rev":0}"#,
            ])
        #expect(output.items == [#"{"type":"patch","rev":1,"base":0,"values":{"radius":10}}"#])
    }

    struct Zoom: Codable, Equatable, Sendable { var zoom = 1.0 }

    /// Two panels in `store`, `Map` and `Photo` (the states are kept while the store is).
    static func panels(in store: PanelStore) -> (map: Panel, photo: Panel) {
        let map = PanelState("Map", initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
        let photo = PanelState("Photo", initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
        return (map.panel, photo.panel)
    }

    /// Answers every change a frontend makes by setting `zoom` in `map` from code.
    static func writeBack(to map: Panel) -> @Sendable (PanelUpdate) -> Void {
        { update in
            guard update.origin == .frontend else { return }
            _ = try? map.set(2, for: "zoom")
        }
    }

    @Test func anObserverWritingToAnotherPanelDoesNotMoveTheAckInAStore() throws {
        let store = PanelStore()
        let (map, photo) = Self.panels(in: store)
        let session = PanelSession(store: store)
        let output = session.recordedOutput()
        let observation = store.observe(Self.writeBack(to: map))
        defer { observation.cancel() }
        // Two panels joined: revision 2. The set is 3; the observer's write-back is 4.
        let replies = session.receive(#"{"type":"set","seq":1,"id":"Photo.zoom","value":3}"#)
        #expect(
            replies == [
                #"{"type":"ack","seq":1,"rev":3,"value":3}"#,
                #"{"type":"patch","rev":3,"base":2,"values":{"Photo.zoom":3}}"#,
            ])
        #expect(output.items == [#"{"type":"patch","rev":4,"base":3,"values":{"Map.zoom":2}}"#])
        #expect(store.revision == 4 && map.revision == 1 && photo.revision == 1)
    }

    @Test func anObserverWritingToAnotherPanelDoesNotMoveTheAckInAHost() throws {
        let store = PanelStore()
        let (map, photo) = Self.panels(in: store)
        let host = PanelHost(PanelRoot(storageID: "ack-host"), store: store)
        let session = PanelSession(host: host)
        let output = session.recordedOutput()
        let observation = host.observe(Self.writeBack(to: map))
        defer { observation.cancel() }
        // The host starts at 0 (the panels joined before it): the set is 1, the write-back 2.
        let replies = session.receive(#"{"type":"set","seq":1,"id":"Photo.zoom","value":3}"#)
        #expect(
            replies == [
                #"{"type":"ack","seq":1,"rev":1,"value":3}"#,
                #"{"type":"patch","rev":1,"base":0,"values":{"Photo.zoom":3}}"#,
            ])
        #expect(output.items == [#"{"type":"patch","rev":2,"base":1,"values":{"Map.zoom":2}}"#])
        #expect(host.revision == 2 && map.revision == 1 && photo.revision == 1)
    }
}

/// A panel reference an action handler can reach (set once, before any action).
final class PanelBox: @unchecked Sendable {
    // `@unchecked`: written once, before the handler can run.
    var panel: Panel?
}
