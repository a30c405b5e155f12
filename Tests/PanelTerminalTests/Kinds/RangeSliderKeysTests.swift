import Testing

@testable import PanelTerminal

/// A range slider in the live terminal: drawn as one track with two knobs and the pair; the
/// arrows move the pair together (its width kept, stopped at the range's ends); enter types
/// both ends.
@Suite struct RangeSliderKeysTests {
    func session() -> (LiveSession, FakeModel) {
        let document = PanelDocument(
            root: Node(
                element: .panel(PanelElement(title: "Spawner")),
                children: [
                    Node(
                        id: "spawn",
                        element: .rangeSlider(
                            RangeSliderElement(label: "spawn", minimum: 0, maximum: 10, step: 1, unit: "s")))
                ]),
            values: ["spawn": [2, 5]])
        let model = FakeModel(document)
        let session = LiveSession(model: model, width: 40, height: 8, colorDepth: .sixteen)
        _ = session.redrawAll()
        return (session, model)
    }

    func row(_ session: LiveSession) -> String? {
        session.screenLines.first { $0.contains("spawn") }
    }

    @Test func drawsTwoKnobsAndArrowsMoveThePair() {
        let (session, model) = session()
        #expect(row(session) == "│›spawn ────●━━━━━●──────────  2 – 5 s │", "\(session.screenLines)")
        session.type("\u{1B}[C")
        #expect(model.document.values["spawn"] == [3, 6])
        session.type("]", at: 1)
        #expect(model.document.values["spawn"] == [7, 10])
        session.type("\u{1B}[D", at: 2)
        #expect(model.document.values["spawn"] == [6, 9])
    }

    @Test func enterTypesBothEnds() {
        let (session, model) = session()
        session.type("\r")
        guard case .editing(_, let line) = session.view.mode else {
            Issue.record("not editing")
            return
        }
        #expect(line.text == "[2, 5]")
        session.type("\u{15}")  // ctrl-U: clear the line
        session.type(String(repeating: "\u{7F}", count: 8) + "9 1\r")
        #expect(model.document.values["spawn"] == [1, 9])
    }
}
