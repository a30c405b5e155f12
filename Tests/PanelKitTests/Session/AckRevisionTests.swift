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
}

/// A panel reference an action handler can reach (set once, before any action).
final class PanelBox: @unchecked Sendable {
    // `@unchecked`: written once, before the handler can run.
    var panel: Panel?
}
