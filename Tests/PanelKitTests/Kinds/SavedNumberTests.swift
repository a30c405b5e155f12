import Foundation
import TestSupport
import Testing

@testable import PanelKit

/// Numbers snapped to a step are stored, shown and saved without float noise, in every kind
/// that has a step: `0.1 + 0.2` is `0.3` with a step of 0.1 in a slider, a number field and a
/// range slider, in the values, a preset and the file.
@Suite struct SavedNumberTests {
    struct Tuning: Codable, Equatable, Sendable {
        var gain = 0.0
        var level = 0.0
        var window = 0.0...1.0
    }

    @Test func everyKindWithAStepSavesTheSnappedNumber() throws {
        let folder = try temporaryFolder("panelkit-noise")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tuning.json"
        let tuning = PanelState("Tuning", initial: Tuning()) {
            Slider("gain", \.gain, in: 0...1, step: 0.1)
            NumberField("level", \.level, step: 0.1)
            RangeSlider("window", \.window, in: 0...1, step: 0.1)
        }
        let noisy = 0.1 + 0.2
        #expect(noisy != 0.3)
        try tuning.set(.number(noisy), for: "gain")
        try tuning.set(.number(noisy), for: "level")
        try tuning.set([.number(noisy), .number(noisy + 0.4)], for: "window")
        #expect(tuning.values.gain == 0.3 && tuning.values.level == 0.3)
        #expect(tuning.values.window == 0.3...0.7)
        _ = try tuning.savePreset(named: "Clean")
        try tuning.panel.save(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("0.30000000000000004") && !text.contains("0.7000000000000001"), "\(text)")
        #expect(text.contains("0.3"))
    }
}
