import PanelKit
import TestSupport
import Testing

/// A panel with a `Row` of buttons is emitted for CI's independent checks (the JSON Schema
/// through Python `jsonschema`, the Python frontend) and reads back unchanged.
@Suite struct RowDocumentTests {
    struct Model: Codable, Equatable, Sendable {
        var gain = 0.5
    }

    @Test func aPanelWithARowIsEmittedAndReadsBack() throws {
        let state = PanelState("Row", initial: Model()) {
            Slider("gain", \.gain, in: 0...1)
            Row {
                Button("apply")
                Button("cancel")
            }
        }
        let json = try JSONRenderer(style: .pretty).render(state.document)
        EmittedJSON.save(Array(json.utf8), group: "samples", name: "panel-row")
        #expect(try TreeDecoder().decode(json) == state.document)
    }
}
