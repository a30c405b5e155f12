import Testing

@testable import PanelTerminal

/// A multi-select in the live terminal: drawn as its options with their marks; enter types
/// the chosen values, separated by commas; the arrows say how.
@Suite struct MultiSelectKeysTests {
    func session() -> (LiveSession, FakeModel) {
        let document = PanelDocument(
            root: Node(
                element: .panel(PanelElement(title: "Chart")),
                children: [
                    Node(
                        id: "layers",
                        element: .multiSelect(
                            MultiSelectElement(
                                label: "layers", options: ["grid", Option("axes", label: "Axes")])))
                ]),
            values: ["layers": ["grid"]])
        let model = FakeModel(document)
        let session = LiveSession(model: model, width: 40, height: 8, colorDepth: .sixteen)
        _ = session.redrawAll()
        return (session, model)
    }

    @Test func drawsMarksAndEnterTypesTheChoice() {
        let (session, model) = session()
        let row = { session.screenLines.first { $0.contains("layers") } }
        #expect(row()?.contains("[x] grid [ ] Axes") == true, "\(session.screenLines)")
        session.type("\r")
        guard case .editing(_, let line) = session.view.mode else {
            Issue.record("not editing")
            return
        }
        #expect(line.text == #"["grid"]"#)
        session.type(String(repeating: "\u{7F}", count: 8) + "axes, grid\r")
        #expect(model.document.values["layers"] == ["grid", "axes"])
        #expect(row()?.contains("[x] grid [x] Axes") == true, "\(session.screenLines)")
        session.type("\u{1B}[C")
        #expect(session.view.message?.contains("type the chosen values") == true)
    }
}
