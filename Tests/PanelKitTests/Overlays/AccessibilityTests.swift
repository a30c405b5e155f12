import TestDocuments
import Testing

@testable import PanelKit

@Suite struct AccessibilityTests {
    struct Model: Codable, Equatable, Sendable {
        var radius = 24.0
        var speed = 1.0
        var on = true
    }

    let state = PanelState("Card", initial: Model()) {
        Slider("radius", \.radius, in: 0...48, step: 1, unit: "pt")
        Slider("speed", \.speed, stops: [0.5, 1, 2], unit: "x")
        Toggle("on", \.on)
    }

    @Test func slidersSayTheirValueWithItsUnitAndStepToTheNextStop() throws {
        let info = Accessibility.describe(state.document)
        let radius = try #require(info["radius"])
        #expect(radius.role == .slider)
        #expect(radius.label == "radius")
        #expect(radius.valueText == "24 pt")
        #expect(radius.increment == 25 && radius.decrement == 23)
        let speed = try #require(info["speed"])
        #expect(speed.valueText == "1 x")
        #expect(speed.increment == 2 && speed.decrement == 0.5)
        #expect(info["on"]?.valueText == "on")
        #expect(radius.hint != nil)
    }

    @Test func atTheEndsThereIsNoFurtherStep() throws {
        try state.set(48, for: "radius")
        try state.set(2, for: "speed")
        let info = Accessibility.describe(state.document)
        #expect(info["radius"]?.increment == nil)
        #expect(info["speed"]?.increment == nil)
        #expect(info["speed"]?.decrement == 1)
    }

    @Test func dialogsHaveTheirRoleLabelDescriptionAndFocus() throws {
        let dialogs = DialogPresenter()
        let root = Text("x")
            .dialog(
                isPresented: dialogs.binding("confirm"), title: "Delete?", message: "This cannot be undone."
            ) {
                DialogButton("Delete", role: .destructive)
                DialogButton("Keep")
            }
            .setupDialogs().node
        let info = try #require(Accessibility.info(for: root.node(withID: "confirm")!, value: nil))
        #expect(info.role == .dialog)
        #expect(info.label == "Delete?")
        #expect(info.description == "This cannot be undone.")
        #expect(info.initialFocus == "confirm.keep")
        #expect(
            info.panelValue
                == [
                    "role": "dialog", "label": "Delete?", "description": "This cannot be undone.",
                    "initialFocus": "confirm.keep",
                ])
    }
}
