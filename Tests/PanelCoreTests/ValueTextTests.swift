import PanelCore
import Testing

@Suite struct ValueTextTests {
    @Test func numbersKeepTheirDecimals() {
        #expect(ValueText.format(0.5, decimals: 2) == "0.50")
        #expect(ValueText.format(-0.001, decimals: 2) == "0.00")
        #expect(ValueText.format(-1.5, decimals: 1) == "-1.5")
        #expect(ValueText.format(.nan, decimals: 2) == "nan")
        for value in [0, 0.5, -1.5, 12.345, 999.999, -0.004] {
            for decimals in 0...3 {
                #expect(
                    ValueText.formattedWidth(value, decimals: decimals)
                        == ValueText.format(value, decimals: decimals).count)
            }
        }
    }

    @Test func slidersShowTheirStepsDecimalsAndUnit() {
        let radius = SliderElement(label: "r", scale: .range(minimum: 0, maximum: 48, step: 0.5), unit: "pt")
        #expect(ValueText.decimals(for: radius) == 1)
        #expect(ValueText.sliderValue(24, of: radius) == "24.0 pt")
        let speed = SliderElement(label: "s", scale: .stops(DiscreteStops([0.5, 1.25, 2])))
        #expect(ValueText.sliderValue(1, of: speed) == "1.00")
        let count = SliderElement(
            label: "n", scale: .range(minimum: 0, maximum: 9, step: nil), isInteger: true)
        #expect(ValueText.sliderValue(3, of: count) == "3")
    }

    @Test func compositeValuesInOneLine() {
        #expect(ValueText.describe(Spring.default) == "time 0.35s bounce 0.24")
        #expect(
            ValueText.describe(Spring.physics(stiffness: 200, damping: 20, mass: 1))
                == "stiffness 200.0 damping 20.0 mass 1.00")
        #expect(ValueText.describe(Transition.default) == "standard 0.30s")
        #expect(ValueText.describe(PanelValue.bool(false)) == "off")
        #expect(ValueText.describe(PanelValue.string("glass")) == "glass")
    }
}
