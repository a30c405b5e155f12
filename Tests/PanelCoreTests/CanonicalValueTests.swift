import PanelCore
import Testing

@Suite struct CanonicalValueTests {
    private func slider(_ scale: SliderElement.Scale, integer: Bool = false) -> Element {
        .slider(SliderElement(label: "s", scale: scale, isInteger: integer))
    }

    @Test func slidersClampAndSnap() throws {
        let radius = slider(.range(minimum: 0, maximum: 48, step: 1))
        #expect(try radius.canonicalValue(60) == 48)
        #expect(try radius.canonicalValue(-3) == 0)
        #expect(try radius.canonicalValue(3.4) == 3)
        #expect(try radius.canonicalValue(3.5) == 4)
        let tenths = slider(.range(minimum: 0, maximum: 1, step: 0.1))
        #expect(try tenths.canonicalValue(0.33) == 0.3)  // not 0.30000000000000004
        #expect(try tenths.canonicalValue(0.71) == 0.7)
        // Steps count from the minimum; a step past the maximum falls back one step.
        let offset = slider(.range(minimum: 1, maximum: 10, step: 4))
        #expect(try offset.canonicalValue(4) == 5)
        #expect(try offset.canonicalValue(10) == 9)
        let continuous = slider(.range(minimum: 0, maximum: 1, step: nil))
        #expect(try continuous.canonicalValue(0.123456789) == 0.123456789)
    }

    @Test func integerSlidersHoldWholeNumbers() throws {
        let count = slider(.range(minimum: 0.5, maximum: 9.5, step: nil), integer: true)
        #expect(try count.canonicalValue(3.6) == 4)
        #expect(try count.canonicalValue(9.5) == 9)
        #expect(try count.canonicalValue(0) == 1)
    }

    @Test func stopSlidersTakeTheNearestStop() throws {
        let speed = slider(.stops(DiscreteStops([0.5, 1, 1.25, 1.5, 2])))
        #expect(try speed.canonicalValue(1.3) == 1.25)
        #expect(try speed.canonicalValue(100) == 2)
        // No valid stop: the value itself is kept (the fallback stop).
        #expect(try slider(.stops(DiscreteStops([.nan]))).canonicalValue(7) == 7)
    }

    @Test func wrongTypesAndNonFiniteNumbersAreRejected() {
        let speed = slider(.range(minimum: 0, maximum: 2, step: nil))
        #expect(throws: ValueError("expected a number, got string \"fast\"")) {
            try speed.canonicalValue("fast")
        }
        #expect(throws: ValueError("expected a finite number, got nan")) {
            try speed.canonicalValue(.number(.nan))
        }
        #expect(throws: ValueError("expected a finite number, got inf")) {
            try speed.canonicalValue(.number(.infinity))
        }
        #expect(throws: ValueError("a button holds no value")) {
            try Element.button(ButtonElement(label: "b")).canonicalValue(1)
        }
    }

    @Test func otherControlsCanonicalise() throws {
        #expect(try Element.colorPicker(ColorPickerElement(label: "c")).canonicalValue("#f80") == "#FF8800")
        let picker = Element.picker(PickerElement(label: "p", options: ["glass", "solid"]))
        #expect(try picker.canonicalValue("solid") == "solid")
        #expect(throws: ValueError("\"matte\" is not one of the options (\"glass\", \"solid\")")) {
            try picker.canonicalValue("matte")
        }
        #expect(try Element.toggle(ToggleElement(label: "t")).canonicalValue(true) == true)
        #expect(try Element.textField(TextFieldElement(label: "t")).canonicalValue("hi") == "hi")
        let spring = Element.springEditor(SpringEditorElement(label: "s"))
        #expect(throws: ValueError.self) {
            try spring.canonicalValue(["type": "time", "duration": -1, "bounce": 0])
        }
        #expect(
            Element.transitionEditor(TransitionEditorElement(label: "t")).defaultValue
                == Transition.default.panelValue)
    }
}
