import PanelCore
import Testing

@testable import PanelText

/// The renderers show exactly the stored value, at the precision it needs: the digits come from
/// the step or the stops, more when the value has them, and a value a control cannot hold is
/// written as stored rather than replaced by a default.
@Suite struct StoredValueTests {
    /// The control column of one control in a panel, as the ASCII backend draws it.
    func shown(_ element: Element, _ value: PanelValue) throws -> String {
        let root = ControlSet.node("p", .panel(PanelElement(title: "P")), [ControlSet.node("c", element)])
        let text = try ASCIIRenderer(width: 40).render(PanelDocument(root: root, values: ["c": value]))
        return String(text.split(separator: "\n")[1])
    }

    func slider(_ scale: SliderElement.Scale, integer: Bool = false) -> Element {
        .slider(SliderElement(label: "Amount", scale: scale, isInteger: integer))
    }

    @Test func aSliderWithStepZeroShowsTheStoredValue() throws {
        let line = try shown(slider(.range(minimum: 0, maximum: 1, step: 0)), 0.5)
        #expect(line.hasSuffix(" 0.50 |"))
    }

    @Test func aValueOffTheStepKeepsItsDigits() throws {
        #expect(try shown(slider(.range(minimum: 0, maximum: 1, step: 0.5)), 0.37).hasSuffix(" 0.37 |"))
        #expect(try shown(slider(.range(minimum: 0, maximum: 1, step: 0.5)), 0.5).hasSuffix(" 0.5 |"))
        #expect(
            try shown(slider(.range(minimum: 0, maximum: 10, step: 1), integer: true), 0.5).hasSuffix(
                " 0.5 |"))
        #expect(
            try shown(slider(.range(minimum: 0, maximum: 1, step: nil)), 0.123456).hasSuffix(" 0.123456 |"))
    }

    @Test func aDiscreteSliderWhoseStopsAllFellBackShowsTheStoredValue() throws {
        let line = try shown(slider(.stops(DiscreteStops([.nan, .infinity]))), 0.5)
        #expect(line.hasSuffix(" 0.5 |"))
    }

    @Test func floatingPointNoiseIsNotADifferentValue() {
        #expect(ValueText.formatExactly(0.1 + 0.2, decimals: 1) == "0.3")
        #expect(ValueText.formatExactly(0.5, decimals: 0) == "0.5")
        #expect(ValueText.formatExactly(2, decimals: 0) == "2")
        #expect(ValueText.formatExactly(-0.25, decimals: 1) == "-0.25")
        #expect(ValueText.formatExactly(1e-20, decimals: 2) == "1e-20")
        let third = ValueText.formatExactly(1.0 / 3, decimals: 2)
        #expect(third.hasPrefix("0.33333333333"))
        #expect(abs((Double(third) ?? 0) - 1.0 / 3) <= 1e-12 / 3)
        for value in [0.1, 0.37, 123.456, 1e-7, 98765.4321] {
            #expect(Double(ValueText.formatExactly(value, decimals: 0)) == value)
        }
    }

    @Test func aBrokenCompositeValueIsShownAsStored() throws {
        let spring = try shown(.springEditor(SpringEditorElement(label: "Spring")), "bouncy")
        #expect(spring.contains("bouncy"))
        #expect(!spring.contains("time"))
        let color = try shown(.colorPicker(ColorPickerElement(label: "Tint")), "#12")
        #expect(color.contains("#12"))
        #expect(!color.contains("#000000"))
        let toggle = try shown(.toggle(ToggleElement(label: "On")), 3)
        #expect(toggle.hasSuffix(" 3 |") || toggle.contains(" 3 "))
    }

    @Test func aPickerValueThatIsNoOptionIsShownAsStored() throws {
        let picker = Element.picker(
            PickerElement(
                label: "Style", options: [.init("glass", label: "Glass"), .init("flat", label: "Flat")]))
        let line = try shown(picker, "zzz")
        #expect(line.contains("< zzz > ?/2"))
        #expect(!line.contains("Glass"))
        #expect(try shown(picker, "flat").contains("< Flat > 2/2"))
    }
}
