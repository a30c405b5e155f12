import PanelJSON
import Testing

@testable import PanelKit

@Suite struct NormalisationTests {
    @Test func initialValuesAreNormalisedLikeWrites() throws {
        let tune = Tune.panel()
        #expect(tune.values.fill == "#3366FF")
        #expect(tune.values.blur == 48)
        #expect(tune.valueMap["fill"] == "#3366FF")
        #expect(tune.valueMap["blur"] == 48)
        // The declaration problem (60 outside 0...48) stays in the report.
        #expect(tune.validationReport.problems.contains { $0.description.contains("blur") })
    }

    @Test func thePanelsOwnJSONIsAlwaysDecodable() throws {
        let tune = Tune.panel()
        let json = try JSONRenderer().render(tune.document)
        let decoded = try TreeDecoder().decode(json)
        #expect(decoded.values == tune.document.values)
    }

    @Test func validatedThrowsTheReport() {
        #expect(throws: ValidationReport.self) { try Tune.panel().validated() }
        struct Clean: Codable, Equatable, Sendable { var x = 1.0 }
        let clean = PanelState("Clean", initial: Clean(), store: nil) { Slider("x", \.x, in: 0...2) }
        #expect(throws: Never.self) { try clean.validated() }
    }

    @Test func aPanelFromADocumentNormalisesToo() throws {
        let document = try TreeDecoder().decode(
            #"{"format":"panelkit","version":1,"root":{"kind":"panel","title":"P","children":[{"kind":"slider","id":"r","range":[0,10],"step":1},{"kind":"colorPicker","id":"c"}]},"values":{"r":4}}"#
        )
        let panel = Panel(document)
        #expect(panel.name == "P")
        #expect(panel.values["r"] == 4)
        #expect(panel.values["c"] == "#000000")
        #expect(try panel.set(12.6, for: "r") == 10)
    }

    @Test func writesAreRejectedWithCodes() {
        let tune = Tune.panel()
        func code(_ body: () throws(ValueError) -> Void) -> String? {
            do throws(ValueError) {
                try body()
                return nil
            } catch {
                return error.code.rawValue
            }
        }
        #expect(code { () throws(ValueError) in try tune.set(1, for: "zoom") } == "unknown_id")
        #expect(code { () throws(ValueError) in try tune.set(1, for: "motion.shuffle") } == "wrong_kind")
        #expect(code { () throws(ValueError) in try tune.set(1, for: "motion") } == "wrong_kind")
        #expect(code { () throws(ValueError) in try tune.set("x", for: "radius") } == "invalid_value")
        #expect(
            code { () throws(ValueError) in try tune.set(.number(.nan), for: "radius") } == "invalid_value")
        #expect(code { () throws(ValueError) in try tune.set("large", for: "mode") } == "invalid_value")
        #expect(code { () throws(ValueError) in try tune.trigger("radius") } == "wrong_kind")
        #expect(tune.values == Tune(fill: "#3366FF", blur: 48))
    }

    @Test func resetRestoresTheDeclaredInitialValue() throws {
        let tune = Tune.panel()
        try tune.set(3, for: "radius")
        try tune.set("#000", for: "fill")
        #expect(try tune.reset(id: "radius") == 24)
        #expect(tune.values.radius == 24)
        #expect(tune.values.fill == "#000000")
        try tune.reset()
        #expect(tune.values.fill == "#3366FF")
    }

    @Test func updateNormalisesAndNotifies() {
        let tune = Tune.panel()
        let seen = Recorder<PanelChange>()
        let observation = tune.panel.onChange { seen.append($0) }
        tune.update { $0.radius = 100 }
        #expect(tune.values.radius == 48)
        #expect(seen.items.map(\.id) == ["radius"])
        #expect(seen.items.first?.origin == .code)
        #expect(seen.items.first?.newValue == 48)
        observation.cancel()
    }
}
