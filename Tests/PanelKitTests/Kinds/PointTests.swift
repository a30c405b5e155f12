import Foundation
import PanelJSON
import TestSupport
import Testing

@testable import PanelKit

/// The point kind: its value at the edges (out-of-range axes, snapping without float noise, NaN,
/// huge numbers, a wrong count, typed text), the lock (and what it does at a clamp), its JSON
/// round trip and decoding problems, a preset, a migration, the session's ack, and `SIMD2` and
/// `SIMD3` models.
@Suite struct PointTests {
    struct Scene: Codable, Equatable, Sendable {
        var offset = SIMD2<Double>(0, 0)
        var light = SIMD3<Float>(0, 1, 0.5)
        var cell = SIMD2<Int>(2, 3)
    }

    static func scene(store: PanelStore? = nil) -> PanelState<Scene> {
        PanelState("Scene", initial: Scene(), store: store) {
            Point("offset", \.offset, x: -10...10, y: -10...10, step: 0.1, unit: "px")
            Point("light", \.light, x: -1...1, y: -1...1, z: 0...2, precision: 2)
            Point("cell", \.cell, x: 0...8, y: 0...8, locked: true)
        }
    }

    static let offset = Element.point(
        PointElement(
            label: "offset",
            axes: [
                .init("x", minimum: -10, maximum: 10, step: 0.1),
                .init("y", minimum: -10, maximum: 10, step: 0.1),
            ],
            unit: "px"))

    static let scale = PointElement(
        label: "scale",
        axes: [.init("x", minimum: 0, maximum: 10), .init("y", minimum: 0, maximum: 10)], isLocked: true)

    @Test func axesAreClampedAndSnappedWithoutFloatNoise() throws {
        #expect(try Self.offset.canonicalValue([12, -30]) == [10, -10])
        #expect(try Self.offset.canonicalValue([.number(0.1 + 0.2), 0.71]) == [0.3, 0.7])
        #expect(try Self.offset.canonicalValue([-1e308, 1e308]) == [-10, 10])
        #expect(try Self.offset.canonicalValue([-0.0, 0.04]).description == "[0, 0]")
        let change = try Self.offset.normalized([12, 1]).change
        #expect(change?.contains("axis x is outside its range -10...10") == true, "\(change ?? "")")
    }

    @Test func precisionRoundsAnAxisAndStaysInItsRange() throws {
        let point = Element.point(
            PointElement(
                label: "p",
                axes: [
                    .init("x", minimum: 0, maximum: 1.05, precision: 1),
                    .init("y", minimum: 0, maximum: 1, precision: 3),
                ]))
        #expect(try point.canonicalValue([1.05, 0.12345]) == [1, 0.123])
        #expect(try point.canonicalValue([.number(0.1 + 0.2), 2]) == [0.3, 1])
    }

    @Test func badPointsAreRefusedNamingTheAxis() {
        for bad: PanelValue in [.number(1), [1], [1, 2, 3], .null, "2", "a b", "1 2 3", ["x": 1, "y": 2]] {
            #expect(throws: ValueError.self, "\(bad)") { try Self.offset.canonicalValue(bad) }
        }
        #expect(throws: ValueError("axis y (item 1): expected a finite number, got nan")) {
            try Self.offset.canonicalValue([1, .number(.nan)])
        }
        #expect(throws: ValueError("axis x (item 0): expected a finite number, got inf")) {
            try Self.offset.canonicalValue([.number(.infinity), 1])
        }
        #expect(throws: ValueError("expected [x, y] with 2 numbers, got 3")) {
            try Self.offset.canonicalValue([1, 2, 3])
        }
        #expect(throws: ValueError.self) { try Self.offset.canonicalValue(["a", 1]) }
    }

    @Test func typedTextIsReadAsTheAxesNumbers() throws {
        #expect(try Self.offset.canonicalValue("12, -3") == [10, -3])
        #expect(try Self.offset.canonicalValue(" [1.04 2] ") == [1, 2])
        #expect(
            throws: ValueError(
                "item 1 of \"1, 2px\": \"2px\" is not a number (written as JSON writes one: 12, -0.5, 1e3)")
        ) {
            try Self.offset.canonicalValue("1, 2px")
        }
    }

    @Test func aLockedPointScalesEveryAxisAndStopsAtTheFirstClamp() {
        #expect(Self.scale.moving([2, 3], axis: 0, to: 4) == [4, 6])
        // The JSON article's example: y stops at 10, x with it.
        #expect(Self.scale.moving([2, 4], axis: 0, to: 8) == [5, 10])
        // y reaches 10 first: the factor stops at 10/3, x with it (the ratio kept).
        let clamped = Self.scale.moving([2, 3], axis: 0, to: 20)
        #expect(clamped[1] == 10)
        #expect(abs(clamped[0] - 20.0 / 3) < 1e-9)
        // Down to 0 and below: the factor stops at 0 (both axes' minimum).
        #expect(Self.scale.moving([2, 3], axis: 1, to: -6) == [0, 0])
        // An axis at 0 stays there; moving an axis at 0 moves it alone.
        #expect(Self.scale.moving([0, 3], axis: 1, to: 6) == [0, 6])
        #expect(Self.scale.moving([0, 3], axis: 0, to: 5) == [5, 3])
        // Unlocked, one axis moves alone, clamped.
        var free = Self.scale
        free.isLocked = false
        #expect(free.moving([2, 3], axis: 0, to: 20) == [10, 3])
    }

    @Test func simdModelsHoldThePoint() throws {
        let scene = Self.scene()
        #expect(scene.panel.values["offset"] == [0, 0])
        #expect(scene.panel.values["light"] == [0, 1, 0.5])
        try scene.set([3.33, -20], for: "offset")
        #expect(scene.values.offset == SIMD2(3.3, -10))
        try scene.set([0.123, 5, 1], for: "light")
        #expect(scene.values.light == SIMD3(0.12, 1, 1))
        try scene.set([2.6, 9], for: "cell")
        #expect(scene.values.cell == SIMD2(3, 8))
        #expect(throws: ValueError.self) { try scene.set([1, 2, 3], for: "offset") }
        #expect(scene.values.offset == SIMD2(3.3, -10))
    }

    @Test func theValueTextReadsEachAxis() throws {
        let scene = Self.scene()
        try scene.set([12, -3], for: "offset")
        let text = Element.point(PointElement(label: "p", axes: Self.scale.axes)).valueText(of: [12, -3])
        #expect(text == "x 12.00, y −3.00")
        #expect(Self.offset.valueText(of: [10, -3]) == "x 10.0, y −3.0 px")
    }

    @Test func theDocumentRoundTripsThroughJSON() throws {
        let scene = Self.scene()
        try scene.set([2, -3], for: "offset")
        let document = scene.panel.document
        let bytes = try JSONRenderer().encode(document)
        #expect(try TreeDecoder().decode(bytes: bytes) == document)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""offset":[2,-3]"#), "\(text)")
        #expect(text.contains(#""valueText":"x 2.0, y −3.0 px""#), "\(text)")
        #expect(text.contains(#""locked":true"#), "\(text)")
        #expect(
            text.contains(
                #""axes":[{"name":"x","range":[-10,10],"step":0.1},{"name":"y","range":[-10,10],"step":0.1}]"#
            ),
            "\(text)")
        #expect(text.contains(#"{"name":"z","precision":2,"range":[0,2]}"#), "\(text)")
    }

    @Test func decodingProblemsNameTheAxis() throws {
        let json = #"""
            {"version":"1.1","root":{"kind":"panel","title":"P","children":[
              {"kind":"point","id":"p","label":"p","axes":[{"range":[0,1]},{"name":"y","range":[1],"step":"a"}]},
              {"kind":"point","id":"q","label":"q","axes":[{"range":[0,1]}]}
            ]}}
            """#
        do {
            _ = try TreeDecoder().decode(bytes: Array(json.utf8))
            Issue.record("decoded")
        } catch {
            let text = "\(error)"
            #expect(text.contains("axes[1].range"), "\(text)")
            #expect(text.contains("axes[1].step"), "\(text)")
            #expect(text.contains("two or three axes"), "\(text)")
        }
    }

    @Test func aPresetAndTheFileKeepThePointWithoutNoise() throws {
        let folder = try temporaryFolder("panelkit-point")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/scene.json"
        let scene = Self.scene()
        try scene.set([.number(0.1 + 0.2), 5], for: "offset")
        let id = try scene.savePreset(named: "Near")
        scene.clearActivePreset()
        try scene.set([4, 9], for: "offset")
        try scene.loadPreset(id: id)
        #expect(scene.values.offset == SIMD2(0.3, 5))
        try scene.panel.save(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("0.30000000000000004"), "\(text)")
        let again = Self.scene()
        try again.panel.load(from: path)
        #expect(again.presets.first?.values["offset"] == [0.3, 5])
        #expect(again.values.offset == SIMD2(0.3, 5))
    }

    @Test func aRenamedPointKeepsItsAxesClampedToItsNewRanges() throws {
        let folder = try temporaryFolder("panelkit-point")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/scene.json"
        let old = Self.scene()
        try old.set([2, 9], for: "offset")
        try old.panel.save(to: path)
        struct Next: Codable, Equatable, Sendable { var shift = SIMD2<Double>(0, 0) }
        let new = PanelState("Scene", initial: Next()) {
            Point("shift", \.shift, x: 0...5, y: 0...5, step: 0.5).renamed(from: "offset")
        }
        let report = try new.panel.load(from: path)
        #expect(new.values.shift == SIMD2(2, 5))
        let lines = report.entries.map(\.description)
        #expect(lines.contains("offset → shift: renamed"), "\(lines)")
    }

    @Test func aDragIsOneUndoStepAndResetIsUndoable() throws {
        let scene = Self.scene()
        try scene.panel.edit("offset", phase: .begin, gesture: "g", origin: .frontend)
        for x in [1.0, 2, 3.04] {
            try scene.panel.edit(
                "offset", phase: .change, value: [.number(x), 1], gesture: "g", origin: .frontend)
        }
        try scene.panel.edit("offset", phase: .commit, value: [3.04, 1], gesture: "g", origin: .frontend)
        #expect(scene.values.offset == SIMD2(3, 1))
        #expect(scene.undo())
        #expect(scene.values.offset == SIMD2(0, 0))
        #expect(!scene.undo())
        #expect(scene.redo())
        #expect(try scene.panel.reset("offset", origin: .frontend) == [0, 0])
        #expect(scene.values.offset == SIMD2(0, 0))
        #expect(scene.undo())
        #expect(scene.values.offset == SIMD2(3, 1))
    }

    @Test func theSessionAcksThePointStored() throws {
        let session = PanelSession(Self.scene().panel)
        let lines = session.receive(#"{"type":"set","seq":1,"id":"offset","value":[70,-3.04]}"#)
        #expect(lines.first == #"{"type":"ack","seq":1,"rev":1,"value":[10,-3]}"#)
        let typed = session.receive(#"{"type":"set","seq":2,"id":"offset","value":"1 2"}"#)
        #expect(typed.first == #"{"type":"ack","seq":2,"rev":2,"value":[1,2]}"#)
        let refused = session.receive(#"{"type":"set","seq":3,"id":"offset","value":[1]}"#)
        #expect(refused.first?.contains("expected [x, y] with 2 numbers, got 1") == true, "\(refused)")
    }
}
