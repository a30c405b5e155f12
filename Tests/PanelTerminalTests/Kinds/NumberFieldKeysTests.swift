import Testing

@testable import PanelTerminal

/// A number field in the live terminal: drawn with its precision and unit, stepped by the
/// arrows (clamped and snapped by its rule), typed after enter with the protocol's number rule.
@Suite struct NumberFieldKeysTests {
    func session() -> (LiveSession, FakeModel) {
        let document = PanelDocument(
            root: Node(
                element: .panel(PanelElement(title: "Job")),
                children: [
                    Node(
                        id: "timeout",
                        element: .numberField(
                            NumberFieldElement(
                                label: "timeout", minimum: 0, maximum: 60, step: 0.5, precision: 1, unit: "s")
                        ))
                ]),
            values: ["timeout": 2.5])
        let model = FakeModel(document)
        let session = LiveSession(model: model, width: 40, height: 8, colorDepth: .sixteen)
        _ = session.redrawAll()
        return (session, model)
    }

    func row(_ session: LiveSession) -> String? {
        session.screenLines.first { $0.contains("timeout") }
    }

    @Test func drawsArrowsStepAndEndsClamp() {
        let (session, model) = session()
        #expect(row(session)?.contains("2.5 s▕") == true, "\(session.screenLines)")
        session.type("\u{1B}[C")
        #expect(model.document.values["timeout"] == 3)
        #expect(row(session)?.contains("3.0 s▕") == true, "\(session.screenLines)")
        session.type("]", at: 1)
        #expect(model.document.values["timeout"] == 8)
        session.type("\u{1B}[F", at: 2)
        #expect(model.document.values["timeout"] == 60)
        session.type("\u{1B}[C", at: 3)
        #expect(model.document.values["timeout"] == 60)
    }

    @Test func enterTypesANumberReadByTheProtocolsRule() {
        let (session, model) = session()
        session.type("\r")
        guard case .editing(_, let line) = session.view.mode else {
            Issue.record("not editing")
            return
        }
        #expect(line.text == "2.5")  // the line starts with the number
        session.type("\u{7F}\u{7F}\u{7F}12.3\r")
        #expect(model.document.values["timeout"] == 12.5)
        #expect(row(session)?.contains("12.5 s▕") == true, "\(session.screenLines)")
        session.type("\rabc\r")
        #expect(model.document.values["timeout"] == 12.5)
        #expect(session.view.message?.contains("is not a number") == true, "\(session.view.message ?? "")")
        // The line as it was before the refused text (shown as text until the next value).
        #expect(row(session)?.contains("12.5") == true, "\(session.screenLines)")
    }
}
