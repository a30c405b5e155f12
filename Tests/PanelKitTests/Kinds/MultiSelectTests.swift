import Foundation
import PanelJSON
import TestSupport
import Testing

@testable import PanelKit

/// The multi-select kind: its canonical value at the edges (order, duplicates, unknown
/// options, counts, other types, typed text), models of strings and of enums as sets and
/// arrays, the JSON round trip, a preset, a migration and the session's ack.
@Suite struct MultiSelectTests {
    enum Shape: String, Codable, CaseIterable, Hashable, Sendable { case circle, square, star }

    struct Chart: Codable, Equatable, Sendable {
        var layers: Set<String> = ["grid"]
        var tags: [String] = []
        var shapes: Set<Shape> = [.circle]
        var order: [Shape] = []
    }

    static func chart(store: PanelStore? = nil) -> PanelState<Chart> {
        PanelState("Chart", initial: Chart(), store: store) {
            MultiSelect("layers", \.layers, options: ["grid", "axes", "labels"])
            MultiSelect(
                "tags", \.tags, options: [Option("hot", label: "Hot"), Option("new", label: "New")],
                maxCount: 1)
            MultiSelect("shapes", \.shapes, minCount: 1)
            MultiSelect("order", \.order)
        }
    }

    static let layers = Element.multiSelect(
        MultiSelectElement(label: "layers", options: ["grid", "axes", "labels"], minCount: 1, maxCount: 2))

    @Test func chosenValuesAreKeptInTheOptionsOrderEachOnce() throws {
        #expect(try Self.layers.canonicalValue(["labels", "grid"]) == ["grid", "labels"])
        #expect(try Self.layers.canonicalValue(["axes", "axes"]) == ["axes"])
        #expect(try Self.layers.normalized(["labels", "grid"]).change?.contains("options' order") == true)
    }

    @Test func unknownOptionsCountsAndOtherTypesAreRefused() {
        #expect(throws: ValueError("\"x\" is not one of the options (\"grid\", \"axes\", \"labels\")")) {
            try Self.layers.canonicalValue(["grid", "x"])
        }
        #expect(throws: ValueError("0 chosen, at least 1 must be")) { try Self.layers.canonicalValue([]) }
        #expect(throws: ValueError("3 chosen, at most 2 may be")) {
            try Self.layers.canonicalValue(["grid", "axes", "labels"])
        }
        for bad: PanelValue in [.null, 1, .bool(true), ["grid", 1], [.number(.nan)], ["grid": true]] {
            #expect(throws: ValueError.self, "\(bad)") { try Self.layers.canonicalValue(bad) }
        }
    }

    @Test func typedTextIsReadAsCommaSeparatedValues() throws {
        #expect(try Self.layers.canonicalValue(" labels , grid ") == ["grid", "labels"])
        #expect(try Self.layers.canonicalValue(#"["axes"]"#) == ["axes"])
        #expect(throws: ValueError.self) { try Self.layers.canonicalValue("") }  // fewer than 1
        #expect(throws: ValueError.self) { try Self.layers.canonicalValue("grid; axes") }
    }

    @Test func structuralProblemsNameTheirProperty() {
        let bad = MultiSelectElement(label: "x", options: ["a", "a"], minCount: 3, maxCount: 1)
        #expect(
            bad.structuralProblems.map { "\($0.property ?? ""): \($0.message)" } == [
                "options: option value \"a\" appears twice",
                "maxCount: minCount 3 is greater than maxCount 1",
                "minCount: minCount 3 is more than the 2 options",
            ])
        #expect(
            MultiSelectElement(label: "x", options: []).structuralProblems.map(\.message) == [
                "multi-select has no options"
            ])
    }

    @Test func setsArraysAndEnumsHoldTheChoice() throws {
        let chart = Self.chart()
        #expect(chart.panel.values["shapes"] == ["circle"])
        try chart.set(["labels", "grid"], for: "layers")
        #expect(chart.values.layers == ["grid", "labels"])
        try chart.set(["star", "circle"], for: "order")
        #expect(chart.values.order == [.circle, .star])
        try chart.set(["square"], for: "shapes")
        #expect(chart.values.shapes == [.square])
        #expect(throws: ValueError.self) { try chart.set([], for: "shapes") }
        #expect(throws: ValueError.self) { try chart.set(["hot", "new"], for: "tags") }
        #expect(chart.values.shapes == [.square])
    }

    @Test func theDocumentRoundTripsThroughJSON() throws {
        let chart = Self.chart()
        try chart.set(["axes", "grid"], for: "layers")
        let document = chart.panel.document
        let bytes = try JSONRenderer().encode(document)
        #expect(try TreeDecoder().decode(bytes: bytes) == document)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""layers":["grid","axes"]"#), "\(text)")
        #expect(text.contains(#""valueText":"grid, axes""#), "\(text)")
    }

    @Test func aPresetAndTheFileKeepTheChoice() throws {
        let folder = try temporaryFolder("panelkit-multi")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/chart.json"
        let chart = Self.chart()
        let id = try chart.savePreset(named: "Bare")
        try chart.set(["labels"], for: "layers")  // edits the active preset
        chart.clearActivePreset()
        #expect(chart.values.layers == ["grid"])
        try chart.loadPreset(id: id)
        #expect(chart.values.layers == ["labels"])
        try chart.panel.save(to: path)
        let again = Self.chart()
        try again.panel.load(from: path)
        #expect(again.values.layers == ["labels"])
        #expect(again.presets.first?.values["layers"] == ["labels"])
    }

    @Test func aRenamedSelectKeepsItsChoiceAndDropsWhatIsNoLongerAnOption() throws {
        let folder = try temporaryFolder("panelkit-multi")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/chart.json"
        let old = Self.chart()
        try old.set(["grid", "axes"], for: "layers")
        try old.panel.save(to: path)
        struct Next: Codable, Equatable, Sendable { var overlays: Set<String> = [] }
        let new = PanelState("Chart", initial: Next()) {
            MultiSelect("overlays", \.overlays, options: ["grid", "labels"]).renamed(from: "layers")
        }
        let report = try new.panel.load(from: path)
        let lines = report.entries.map(\.description)
        #expect(lines.contains("layers → overlays: renamed"), "\(lines)")
        // "axes" is no option any more: the saved value is refused and the default kept.
        #expect(new.values.overlays == [], "\(lines)")
    }

    @Test func theSessionAcksTheChoiceInTheOptionsOrder() throws {
        let session = PanelSession(Self.chart().panel)
        let lines = session.receive(
            #"{"type":"set","seq":1,"id":"layers","value":["labels","grid","labels"]}"#)
        #expect(lines.first == #"{"type":"ack","seq":1,"rev":1,"value":["grid","labels"]}"#)
        let refused = session.receive(#"{"type":"set","seq":2,"id":"tags","value":["hot","new"]}"#)
        #expect(refused.first?.contains("2 chosen, at most 1 may be") == true, "\(refused)")
    }
}
