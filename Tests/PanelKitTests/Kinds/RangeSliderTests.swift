import Foundation
import PanelJSON
import TestSupport
import Testing

@testable import PanelKit

/// The range slider kind: its pair at the edges (crossing ends, out of range, snapping without
/// float noise, NaN, huge numbers, typed text), its JSON round trip, a preset, a migration, the
/// session's ack of a crossing write, and a `ClosedRange` model.
@Suite struct RangeSliderTests {
    struct Spawner: Codable, Equatable, Sendable {
        var spawn = 1.0...4.0
        var levels = 2...5
    }

    static func spawner(store: PanelStore? = nil) -> PanelState<Spawner> {
        PanelState("Spawner", initial: Spawner(), store: store) {
            RangeSlider("spawn", \.spawn, in: 0...10, step: 0.1, unit: "s")
            RangeSlider("levels", \.levels, in: 1...9)
        }
    }

    static let spawn = Element.rangeSlider(
        RangeSliderElement(label: "spawn", minimum: 0, maximum: 10, step: 0.1, unit: "s"))

    @Test func aCrossingPairIsPutInOrderAndSaysSo() throws {
        #expect(try Self.spawn.canonicalValue([8, 2]) == [2, 8])
        #expect(try Self.spawn.normalized([8, 2]).change?.contains("the ends are swapped") == true)
        // Equal ends are a pair (a point).
        #expect(try Self.spawn.canonicalValue([3, 3]) == [3, 3])
    }

    @Test func endsAreClampedAndSnappedWithoutFloatNoise() throws {
        #expect(try Self.spawn.canonicalValue([-5, 50]) == [0, 10])
        #expect(try Self.spawn.canonicalValue([11, 12]) == [10, 10])
        #expect(try Self.spawn.canonicalValue([.number(0.1 + 0.2), 0.71]) == [0.3, 0.7])
        #expect(try Self.spawn.canonicalValue([-1e308, 1e308]) == [0, 10])
        #expect(try Self.spawn.canonicalValue([-0.0, 0.0]).description == "[0, 0]")
    }

    @Test func badPairsAreRefused() {
        for bad: PanelValue in [
            .number(1), [1], [1, 2, 3], [.number(.nan), 1], [1, .number(.infinity)], ["a", 1], .null, "2",
            "a b", "1 2 3",
        ] {
            #expect(throws: ValueError.self, "\(bad)") { try Self.spawn.canonicalValue(bad) }
        }
    }

    @Test func typedTextIsReadAsTwoNumbers() throws {
        #expect(try Self.spawn.canonicalValue("2 8") == [2, 8])
        #expect(try Self.spawn.canonicalValue(" [8, 2.04] ") == [2, 8])
        #expect(try Self.spawn.canonicalValue("-1...3") == [0, 3])
        #expect(try Self.spawn.canonicalValue("1..3") == [1, 3])
    }

    @Test func aClosedRangeModelHoldsThePair() throws {
        let spawner = Self.spawner()
        #expect(spawner.panel.values["spawn"] == [1, 4])
        try spawner.set([6, 2.25], for: "spawn")
        #expect(spawner.values.spawn == 2.3...6)
        try spawner.set([8.4, 1], for: "levels")
        #expect(spawner.values.levels == 1...8)
        #expect(throws: ValueError.self) { try spawner.set(5, for: "levels") }
    }

    @Test func theDocumentRoundTripsThroughJSON() throws {
        let spawner = Self.spawner()
        try spawner.set([2, 3], for: "spawn")
        let document = spawner.panel.document
        let bytes = try JSONRenderer().encode(document)
        #expect(try TreeDecoder().decode(bytes: bytes) == document)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""spawn":[2,3]"#), "\(text)")
        #expect(text.contains(#""valueText":"2.0 to 3.0 s""#), "\(text)")
    }

    @Test func aPresetAndTheFileKeepThePairWithoutNoise() throws {
        let folder = try temporaryFolder("panelkit-range")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/spawner.json"
        let spawner = Self.spawner()
        try spawner.set([.number(0.1 + 0.2), 5], for: "spawn")
        let id = try spawner.savePreset(named: "Early")
        spawner.clearActivePreset()
        try spawner.set([4, 9], for: "spawn")
        try spawner.loadPreset(id: id)
        #expect(spawner.values.spawn == 0.3...5)
        try spawner.panel.save(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("0.30000000000000004"), "\(text)")
        let again = Self.spawner()
        try again.panel.load(from: path)
        #expect(again.presets.first?.values["spawn"] == [0.3, 5])
    }

    @Test func aRenamedRangeKeepsItsPairClampedToItsNewRange() throws {
        let folder = try temporaryFolder("panelkit-range")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/spawner.json"
        let old = Self.spawner()
        try old.set([2, 9], for: "spawn")
        try old.panel.save(to: path)
        struct Next: Codable, Equatable, Sendable { var interval = 0.0...1.0 }
        let new = PanelState("Spawner", initial: Next()) {
            RangeSlider("interval", \.interval, in: 0...5, step: 0.5).renamed(from: "spawn")
        }
        let report = try new.panel.load(from: path)
        #expect(new.values.interval == 2...5)
        let lines = report.entries.map(\.description)
        #expect(lines.contains("spawn → interval: renamed"), "\(lines)")
    }

    @Test func theSessionAcksACrossingWriteWithThePairStored() throws {
        let session = PanelSession(Self.spawner().panel)
        let lines = session.receive(#"{"type":"set","seq":1,"id":"spawn","value":[7,3]}"#)
        #expect(lines.first == #"{"type":"ack","seq":1,"rev":1,"value":[3,7]}"#)
        let typed = session.receive(#"{"type":"set","seq":2,"id":"spawn","value":"1 2"}"#)
        #expect(typed.first == #"{"type":"ack","seq":2,"rev":2,"value":[1,2]}"#)
    }
}
