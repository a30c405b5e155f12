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

    /// A frontend of `session` sets `Photo.zoom` to 3 while an observer of the gatherer (made
    /// by `observe`) answers by setting `Map.zoom` to 2: the ack and its patch carry the
    /// revision after `base`, the write-back the one after that, on the output.
    static func expectAckBeforeWriteBack(
        session: PanelSession, base: Int,
        observe: (@escaping @Sendable (PanelUpdate) -> Void) -> PanelObservation,
        map: Panel
    ) {
        let output = session.recordedOutput()
        let observation = observe(writeBack(to: map))
        defer { observation.cancel() }
        let replies = session.receive(#"{"type":"set","seq":1,"id":"Photo.zoom","value":3}"#)
        #expect(
            replies == [
                #"{"type":"ack","seq":1,"rev":\#(base + 1),"value":3}"#,
                #"{"type":"patch","rev":\#(base + 1),"base":\#(base),"values":{"Photo.zoom":3}}"#,
            ])
        #expect(
            output.items == [
                #"{"type":"patch","rev":\#(base + 2),"base":\#(base + 1),"values":{"Map.zoom":2}}"#
            ])
    }

    @Test func anObserverWritingToAnotherPanelDoesNotMoveTheAckInAStore() throws {
        let store = PanelStore()
        let (map, photo) = Self.panels(in: store)
        // Two panels joined: revision 2. The set is 3; the observer's write-back is 4.
        Self.expectAckBeforeWriteBack(
            session: PanelSession(store: store), base: 2, observe: store.observe, map: map)
        #expect(store.revision == 4 && map.revision == 1 && photo.revision == 1)
    }

    @Test func anObserverWritingToAnotherPanelDoesNotMoveTheAckInAHost() throws {
        let store = PanelStore()
        let (map, photo) = Self.panels(in: store)
        let host = PanelHost(PanelRoot(storageID: "ack-host"), store: store)
        // The host starts at 0 (the panels joined before it): the set is 1, the write-back 2.
        Self.expectAckBeforeWriteBack(
            session: PanelSession(host: host), base: 0, observe: host.observe, map: map)
        #expect(host.revision == 2 && map.revision == 1 && photo.revision == 1)
    }
}

/// A panel reference an action handler can reach (set once, before any action).
final class PanelBox: @unchecked Sendable {
    // `@unchecked`: written once, before the handler can run.
    var panel: Panel?
}
