import PanelKit
import Testing

@testable import PanelTerminal

/// A point in the live terminal: drawn as each axis's name and number; `x`, `y` and `z` choose
/// the axis the arrows move (listed in `?`); a locked point scales its other axes; enter types
/// every axis; `d` puts it back to its default.
@Suite struct PointKeysTests {
    func session(locked: Bool = false, values: PanelValue = [2, -3, 1]) -> (LiveSession, FakeModel) {
        let axes: [PointElement.Axis] = [
            .init("x", minimum: -10, maximum: 10, step: 1), .init("y", minimum: -10, maximum: 10, step: 1),
            .init("z", minimum: 0, maximum: 4, step: 0.5),
        ]
        let document = PanelDocument(
            root: Node(
                element: .panel(PanelElement(title: "Scene")),
                children: [
                    Node(
                        id: "light",
                        element: .point(PointElement(label: "light", axes: axes, unit: "m", isLocked: locked))
                    )
                ]),
            values: ["light": values])
        let model = FakeModel(document)
        let session = LiveSession(model: model, width: 44, height: 8, colorDepth: .sixteen)
        _ = session.redrawAll()
        return (session, model)
    }

    func row(_ session: LiveSession) -> String? {
        session.screenLines.first { $0.contains("light") }
    }

    @Test func drawsEachAxisAndTheArrowsMoveTheChosenOne() {
        let (session, model) = session()
        let drawn = row(session) ?? ""
        #expect(drawn.contains("x 2, y −3, z 1.0 m"), "\(session.screenLines)")
        session.type("\u{1B}[C")
        #expect(model.document.values["light"] == [3, -3, 1])
        session.type("y", at: 1)
        #expect(session.view.message == "← → move y")
        session.type("\u{1B}[D", at: 2)
        #expect(model.document.values["light"] == [3, -4, 1])
        session.type("z", at: 3)
        session.type("]", at: 4)
        #expect(model.document.values["light"] == [3, -4, 4])
        // x again; a point has no fourth axis to choose.
        session.type("x", at: 5)
        session.type("[", at: 6)
        #expect(model.document.values["light"] == [-7, -4, 4])
    }

    @Test func theAxisKeysAreInTheHelpAndAskForAPoint() {
        #expect(LiveScreen.keyList.contains { $0.hasPrefix("x y z") && $0.contains("point") })
        let (session, _) = session()
        session.type("\u{1B}[B")  // down: past the only control, focus stays
        session.type("q", at: 1)
        // On a control that is not a point, the axis keys say so.
        let slider = FakeModel(
            PanelDocument(
                root: Node(
                    element: .panel(PanelElement(title: "S")),
                    children: [
                        Node(
                            id: "r",
                            element: .slider(
                                SliderElement(label: "r", scale: .range(minimum: 0, maximum: 1, step: 0.1))))
                    ]), values: ["r": 0.5]))
        let other = LiveSession(model: slider, width: 40, height: 6, colorDepth: .sixteen)
        _ = other.redrawAll()
        other.type("y")
        #expect(other.view.message == "no y axis here")
    }

    @Test func aLockedPointScalesItsOtherAxesAndStopsAtAClamp() {
        let (session, model) = session(locked: true, values: [2, -3, 1])
        session.type("\u{1B}[C")
        // x by 1 is a factor of 1.5: y -4.5 snaps to its step (-4), z to 1.5.
        #expect(model.document.values["light"] == [3, -4, 1.5])
        // Coarse: x 3 → 13 would put y at -17.3; y stops at -10 (a factor of 2.5), the others
        // with it: x 7.5 and z 3.75, each snapped to its step.
        session.type("]", at: 1)
        #expect(model.document.values["light"] == [8, -10, 4])
        // At the clamp, a further step in that direction changes nothing.
        session.type("]", at: 2)
        #expect(model.document.values["light"] == [8, -10, 4])
    }

    struct Scene: Codable, Equatable, Sendable {
        var light = SIMD3<Double>(2, -3, 1)
    }

    @Test func enterTypesEveryAxisAndDResetsAsOneUndoStep() {
        let scene = PanelState("Scene", initial: Scene()) {
            Point("light", \.light, x: -10...10, y: -10...10, z: 0...4, step: 0.5)
        }
        let session = LiveSession(scene, width: 50, height: 10, colorDepth: .sixteen)
        _ = session.redrawAll()
        _ = session.receive(Array("\r".utf8), now: 0)
        guard case .editing(_, let line) = session.view.mode else {
            Issue.record("not editing")
            return
        }
        #expect(line.text == "[2, -3, 1]")
        _ = session.receive(Array((String(repeating: "\u{7F}", count: 12) + "1 2 3.2\r").utf8), now: 1)
        #expect(scene.values.light == SIMD3(1, 2, 3))
        _ = session.receive(Array("d".utf8), now: 2)
        #expect(scene.values.light == SIMD3(2, -3, 1))
        _ = session.receive(Array("u".utf8), now: 3)
        #expect(scene.values.light == SIMD3(1, 2, 3))
    }
}
