import Foundation
import PanelJSON
import TestSupport
import Testing

@testable import PanelKit

/// The number field kind: its canonical value at the edges (bounds, steps, precision, huge
/// numbers, NaN, typed text by the protocol's rule), its JSON round trip, a preset saved without
/// float noise, a migration, and the session's ack of typed text.
@Suite struct NumberFieldTests {
    struct Job: Codable, Equatable, Sendable {
        var seed = 7
        var timeout = 2.5
        var gain = 0.0
    }

    static func job(store: PanelStore? = nil) -> PanelState<Job> {
        PanelState("Job", initial: Job(), store: store) {
            NumberField("seed", \.seed, minimum: 0)
            NumberField("timeout", \.timeout, minimum: 0, maximum: 60, step: 0.5, unit: "s")
            NumberField("gain", \.gain, step: 0.1)
        }
    }

    static func canonical(_ field: NumberFieldElement, _ value: PanelValue) throws(ValueError) -> PanelValue {
        try Element.numberField(field).canonicalValue(value)
    }

    @Test func boundsClampAndEitherMayBeMissing() throws {
        let both = NumberFieldElement(label: "t", minimum: 0, maximum: 60)
        #expect(try Self.canonical(both, -5) == 0)
        #expect(try Self.canonical(both, 61) == 60)
        let below = NumberFieldElement(label: "t", maximum: 10)
        #expect(try Self.canonical(below, -1e300) == -1e300)
        #expect(try Self.canonical(below, 1e300) == 10)
        let free = NumberFieldElement(label: "t")
        #expect(try Self.canonical(free, 1e308) == 1e308)
        #expect(try Self.canonical(free, -0.0) == 0)
        #expect(try Self.canonical(free, -0.0).number?.sign == .plus)
    }

    @Test func stepsSnapWithoutFloatNoiseAndHugeNumbersStayFinite() throws {
        let gain = NumberFieldElement(label: "g", step: 0.1)
        #expect(try Self.canonical(gain, .number(0.1 + 0.2)) == 0.3)
        #expect(try Self.canonical(gain, 0.33) == 0.3)
        #expect(try Self.canonical(gain, -0.04) == 0)
        // From the minimum: 0.25 + k × 0.5.
        let offset = NumberFieldElement(label: "o", minimum: 0.25, maximum: 2, step: 0.5)
        #expect(try Self.canonical(offset, 0.9) == 0.75)
        // A step past the maximum falls back one.
        #expect(try Self.canonical(offset, 2) == 1.75)
        // A snap that would overflow keeps the number.
        #expect(try Self.canonical(gain, 1e308) == 1e308)
        #expect(try Self.canonical(gain, -1.7e308) == -1.7e308)
    }

    @Test func precisionAndIntegersRound() throws {
        let money = NumberFieldElement(label: "m", precision: 2)
        #expect(try Self.canonical(money, 1.2345) == 1.23)
        #expect(try Self.canonical(money, 1e300) == 1e300)
        let count = NumberFieldElement(label: "c", minimum: 0.5, maximum: 9.5, isInteger: true)
        #expect(try Self.canonical(count, 2.6) == 3)
        #expect(try Self.canonical(count, 0) == 1)
        #expect(try Self.canonical(count, 100) == 9)
    }

    @Test func nanInfinityAndOtherTypesAreRefused() {
        let free = NumberFieldElement(label: "t")
        for bad: PanelValue in [.number(.nan), .number(.infinity), .bool(true), .null, [1, 2]] {
            #expect(throws: ValueError.self) { try Self.canonical(free, bad) }
        }
    }

    @Test func typedTextIsReadByTheProtocolsNumberRule() throws {
        let field = NumberFieldElement(label: "t", minimum: 0, step: 0.5)
        #expect(try Self.canonical(field, " 2.4 ") == 2.5)
        #expect(try Self.canonical(field, "1e1") == 10)
        #expect(try Self.canonical(field, "-3") == 0)
        for bad in ["", " ", "12px", "+1", "01", ".5", "5.", "0x10", "inf", "nan", "1e", "--1", "1,5"] {
            #expect(throws: ValueError.self, "\(bad)") { try Self.canonical(field, .string(bad)) }
        }
        #expect(throws: ValueError.self) { try Self.canonical(field, "1e999") }
        let change = try Element.numberField(field).normalized("2.4").change
        #expect(change == "text \"2.4\" is read as the number 2.5")
    }

    @Test func structuralProblemsNameTheirProperty() {
        let crossed = NumberFieldElement(label: "x", minimum: 5, maximum: 1, step: 0)
        let problems = crossed.structuralProblems.map { "\($0.property ?? ""): \($0.message)" }
        #expect(
            problems == [
                "maximum: minimum 5 is greater than maximum 1",
                "step: step must be a finite number above 0, got 0",
            ])
    }

    @Test func theDocumentRoundTripsThroughJSON() throws {
        let job = Self.job()
        try job.set(.string("3.24"), for: "timeout")
        let document = job.panel.document
        let bytes = try JSONRenderer().encode(document)
        let decoded = try TreeDecoder().decode(bytes: bytes)
        #expect(decoded == document)
        #expect(decoded.values["timeout"] == 3)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""kind":"numberField""#))
        #expect(text.contains(#""maximum":60"#))
        // The accessibility member reads the value as shown.
        #expect(text.contains(#""valueText":"3.0 s""#), "\(text)")
    }

    @Test func aPresetIsSavedWithoutFloatNoise() throws {
        let folder = try temporaryFolder("panelkit-numberfield")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/job.json"
        let job = Self.job()
        try job.set(.number(0.1 + 0.2), for: "gain")
        let preset = try job.savePreset(named: "Loud")
        #expect(job.presets.first?.values["gain"] == 0.3)
        try job.set(.string("12"), for: "seed")
        #expect(job.values.seed == 12)
        try job.loadPreset(id: preset)
        #expect(job.values.seed == 12)  // the active preset follows edits
        job.clearActivePreset()
        #expect(job.values.seed == 7)
        try job.panel.save(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("0.3") && !text.contains("0.30000000000000004"), "\(text)")
        let again = Self.job()
        try again.panel.load(from: path)
        #expect(again.presets.first?.values["gain"] == 0.3)
    }

    @Test func aRenamedFieldKeepsItsSavedValueClampedToItsNewBounds() throws {
        let folder = try temporaryFolder("panelkit-numberfield")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/job.json"
        let old = Self.job()
        try old.set(45, for: "timeout")
        try old.panel.save(to: path)
        struct Next: Codable, Equatable, Sendable { var limit = 1.0 }
        let new = PanelState("Job", initial: Next()) {
            NumberField("limit", \.limit, minimum: 0, maximum: 30, step: 0.5).renamed(from: "timeout")
        }
        let report = try new.panel.load(from: path)
        #expect(new.values.limit == 30)
        let lines = report.entries.map(\.description)
        #expect(lines.contains("timeout → limit: renamed"), "\(lines)")
        #expect(lines.contains("limit: clamped 45 → 30"), "\(lines)")
    }

    @Test func theSessionAcksTypedTextWithTheNumberItStores() throws {
        let session = PanelSession(Self.job().panel)
        let lines = session.receive(#"{"type":"set","seq":1,"id":"timeout","value":" 7.3 "}"#)
        #expect(lines.first == #"{"type":"ack","seq":1,"rev":1,"value":7.5}"#)
        let refused = session.receive(#"{"type":"set","seq":2,"id":"timeout","value":"7 s"}"#)
        #expect(refused.first?.contains("is not a number") == true, "\(refused)")
    }
}
