import Testing

@testable import PanelKit

/// The rule a panel keeps per control for its writes gives what the element's own rule gives,
/// for every value it reads itself, and leaves the rest (and every error) to the element.
@Suite struct ValueFormTests {
    static let elements: [Element] = [
        .slider(SliderElement(label: "a", scale: .range(minimum: 0, maximum: 100, step: 0.5))),
        .slider(SliderElement(label: "b", scale: .range(minimum: -1, maximum: 1, step: 0.1))),
        .slider(SliderElement(label: "c", scale: .range(minimum: 0.25, maximum: 48, step: nil))),
        .slider(SliderElement(label: "d", scale: .range(minimum: 0, maximum: 7, step: 3), isInteger: true)),
        .slider(
            SliderElement(
                label: "e", scale: .range(minimum: -.infinity, maximum: 5, step: 1), isInteger: true)),
        .slider(SliderElement(label: "f", scale: .range(minimum: 3, maximum: 1, step: 1))),
        .slider(SliderElement(label: "g", scale: .stops(DiscreteStops([1, 2, 4, 8])))),
        .toggle(ToggleElement(label: "h")),
        .colorPicker(ColorPickerElement(label: "i")),
        .textField(TextFieldElement(label: "j")),
    ]

    static let values: [PanelValue] = [
        0, -0.0, 0.3, 0.33, 0.7499, 33.333, 47.9, 50.25, 99.76, 100, 101, -1e9, 1e300, -0.04, 2.5, 6.9,
        .number(.nan), .number(.infinity), true, false, "#abc", "#a1B2c3", "#FFFFFF", "#12345678", "#12",
        "x", "", .null, [1, 2],
    ]

    @Test func readsWhatTheElementReadsAndLeavesTheRestToIt() {
        for element in Self.elements {
            let form = ValueForm(element)
            for value in Self.values {
                let general = Result { () throws(ValueError) -> PanelValue in
                    try element.canonicalValue(value)
                }
                guard let read = form.canonicalValue(value) else { continue }
                #expect(
                    (try? general.get()).map { $0 == read && $0.isNegativeZero == read.isNegativeZero }
                        == true,
                    "\(element) \(value): \(read), the element gives \(general)")
            }
        }
        #expect(ValueForm(Self.elements[0]).canonicalValue("x") == nil)
        #expect(ValueForm(Self.elements[7]).canonicalValue(1) == nil)
        #expect(ValueForm(Self.elements[8]).canonicalValue("orange") == nil)
        #expect(ValueForm(Self.elements[9]).canonicalValue("x") == nil)
    }
}

extension PanelValue {
    fileprivate var isNegativeZero: Bool {
        if case .number(let number) = self { return number == 0 && number.sign == .minus }
        return false
    }
}
