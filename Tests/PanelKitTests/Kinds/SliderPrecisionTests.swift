import PanelJSON
import Testing

@testable import PanelKit

/// A slider's and a range slider's `precision`: the digits their values are shown with,
/// rounded, wherever they are shown (value text, accessibility, the terminal's drawing, the
/// JSON), while the value stored stays the step's; read and written in JSON, refused naming
/// where when it is not a whole number from 0 to 10.
@Suite struct SliderPrecisionTests {
    struct Mixer: Codable, Equatable, Sendable {
        var gain = 0.0
        var band = 0.25...0.75
    }

    static func mixer() -> PanelState<Mixer> {
        PanelState("Mixer", initial: Mixer(), store: nil) {
            Slider("gain", \.gain, in: 0...1, unit: "dB", precision: 3)
            RangeSlider("band", \.band, in: 0...1, precision: 1)
        }
    }

    @Test func theValueIsShownWithItsPrecisionAndStoredAsWritten() throws {
        let mixer = Self.mixer()
        try mixer.set(0.123456, for: "gain")
        // Stored as written (no step), shown with three digits, rounded.
        #expect(mixer.panel.value(for: "gain") == 0.123456)
        let gain = try #require(mixer.panel.document.root.children.first?.element)
        #expect(gain.valueText(of: 0.123456) == "0.123 dB")
        #expect(gain.valueText(of: 0.5) == "0.500 dB")
        let band = try #require(mixer.panel.document.root.children.last?.element)
        #expect(band.valueText(of: [0.25, 0.75]) == "0.3 – 0.8")
        // Without a precision: the step's decimals and as many more as the value needs.
        let plain = Element.slider(
            SliderElement(label: "x", scale: .range(minimum: 0, maximum: 1, step: 0.1)))
        #expect(plain.valueText(of: 0.123456) == "0.123456")
    }

    @Test func theTerminalAndAccessibilityReadTheRoundedValue() throws {
        let mixer = Self.mixer()
        try mixer.set(0.123456, for: "gain")
        let text = try ASCIIRenderer(width: 40).render(mixer.panel.document)
        #expect(text.contains("0.123 dB"), "\(text)")
        #expect(!text.contains("0.1234"), "\(text)")
        let json = String(decoding: try JSONRenderer().encode(mixer.panel.document), as: UTF8.self)
        #expect(json.contains(#""valueText":"0.123 dB""#), "\(json)")
        #expect(json.contains(#""valueText":"0.3 to 0.8""#), "\(json)")
    }

    @Test func precisionRoundTripsThroughJSON() throws {
        let document = Self.mixer().panel.document
        let bytes = try JSONRenderer().encode(document)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""kind":"slider""#) && text.contains(#""precision":3"#), "\(text)")
        #expect(text.contains(#""precision":1"#), "\(text)")
        let decoded = try TreeDecoder().decode(bytes: bytes)
        #expect(decoded == document)
        guard case .slider(let slider)? = decoded.root.children.first?.element else {
            Issue.record("not a slider")
            return
        }
        #expect(slider.precision == 3)
    }

    @Test(arguments: ["11", "1.5", "-1", "\"2\""])
    func aPrecisionThatIsNoDigitCountIsRefusedWhereItIs(_ written: String) {
        for kind in [#""kind":"slider","range":[0,1]"#, #""kind":"rangeSlider","range":[0,1]"#] {
            let text = #"""
                {"format":"panelkit","version":1,"root":{"kind":"panel","title":"M","children":[
                  {\#(kind),"id":"gain","label":"Gain","precision":\#(written)}
                ]}}
                """#
            var problems: [String] = []
            do {
                _ = try TreeDecoder().decode(text)
                Issue.record("accepted \(written) in \(kind)")
            } catch {
                problems = error.problems.map(\.description)
            }
            #expect(problems.count == 1, "\(problems)")
            #expect(problems.first?.hasPrefix("$.root.children[0].precision") == true, "\(problems)")
        }
    }

    @Test func aPrecisionOutsideItsRangeIsKeptWithin() {
        var slider = SliderElement(
            label: "x", scale: .range(minimum: 0, maximum: 1, step: nil), precision: 40)
        #expect(slider.precision == 10)
        slider.precision = -3
        #expect(slider.precision == nil)
    }
}
