import Foundation
import PanelKit
import Synchronization
import TestDocuments
import Testing

final class ActionLog: Sendable {
    let paths = Mutex<[String]>([])
}

@Suite struct ControlTests {
    private func makeCard(actions: ActionLog? = nil) -> PanelState<Card> {
        PanelState("Card", initial: Card()) {
            TextField("title", \.title, placeholder: "Title")
            Slider("cornerRadius", \.cornerRadius, in: 0...48, step: 1, unit: "pt")
            Slider("speed", \.speed, stops: [0.5, 1, 1.25, 1.5, 2])
            Toggle("isEnabled", \.isEnabled)
            ColorPicker("fill", \.fill)
            Picker(
                "style", \.style, options: [Option("glass", label: "Glass"), Option("solid", label: "Solid")])
            Folder("motion", collapsed: true) {
                SpringEditor("spring", \.spring)
                TransitionEditor("transition", \.transition)
                Button("shuffle")
            }
            Slider("opacity", \.opacity, in: 0...1, step: 0.05)
            Slider("count", \.count, in: 1...10)
            Slider("level", \.level, stops: [1, 2, 3], direction: .rightToLeft)
        } onAction: { path in
            actions?.paths.withLock { $0.append(path) }
        }
    }

    @Test func everyControlBecomesItsNode() {
        let card = makeCard()
        let tree = card.root
        #expect(tree.element == .panel(PanelElement(title: "Card")))
        #expect(tree.id == nil)
        #expect(
            tree.children.map { $0.id?.rawValue ?? "-" } == [
                "title", "cornerRadius", "speed", "isEnabled", "fill", "style", "motion", "opacity", "count",
                "level",
            ])
        #expect(
            tree.node(withID: "title")?.element
                == .textField(TextFieldElement(label: "title", placeholder: "Title")))
        #expect(
            tree.node(withID: "cornerRadius")?.element
                == .slider(
                    SliderElement(
                        label: "cornerRadius", scale: .range(minimum: 0, maximum: 48, step: 1), unit: "pt")))
        #expect(
            tree.node(withID: "speed")?.element
                == .slider(
                    SliderElement(label: "speed", scale: .stops(DiscreteStops([0.5, 1, 1.25, 1.5, 2])))))
        #expect(tree.node(withID: "isEnabled")?.element == .toggle(ToggleElement(label: "isEnabled")))
        #expect(tree.node(withID: "fill")?.element == .colorPicker(ColorPickerElement(label: "fill")))
        #expect(
            tree.node(withID: "style")?.element
                == .picker(
                    PickerElement(
                        label: "style",
                        options: [Option("glass", label: "Glass"), Option("solid", label: "Solid")])))
        #expect(
            tree.node(withID: "motion")?.element == .folder(FolderElement(label: "motion", isCollapsed: true))
        )
        #expect(
            tree.node(withID: "motion.spring")?.element == .springEditor(SpringEditorElement(label: "spring"))
        )
        #expect(
            tree.node(withID: "motion.transition")?.element
                == .transitionEditor(TransitionEditorElement(label: "transition")))
        #expect(tree.node(withID: "motion.shuffle")?.element == .button(ButtonElement(label: "shuffle")))
        guard case .slider(let count)? = tree.node(withID: "count")?.element,
            case .slider(let opacity)? = tree.node(withID: "opacity")?.element,
            case .slider(let level)? = tree.node(withID: "level")?.element
        else {
            Issue.record("sliders missing")
            return
        }
        #expect(count.isInteger && !opacity.isInteger)
        #expect(level.direction == .rightToLeft)
        #expect(card.validationReport.isEmpty, "\(card.validationReport)")
    }

    @Test func valuesMapReadsTheModel() {
        let card = makeCard()
        let values = card.valueMap
        #expect(values["title"] == "Card")
        #expect(values["cornerRadius"] == 24)
        #expect(values["motion.spring"] == Spring.default.panelValue)
        #expect(values["count"] == 3)
        #expect(values["motion.shuffle"] == nil)
        #expect(values.count == 11)
        #expect(card.values == Card())
        #expect(card.document.values == values)
    }

    @Test func writesGoThroughTheValidatingPath() throws {
        let card = makeCard()
        #expect(try card.set(60, for: "cornerRadius") == 48)
        #expect(try card.set(1.3, for: "speed") == 1.25)
        #expect(try card.set("#f00", for: "fill") == "#FF0000")
        #expect(try card.set(0.333, for: "opacity") == 0.35)
        #expect(try card.set(7.6, for: "count") == 8)
        let slow = Spring.time(duration: 1, bounce: 0)
        #expect(try card.set(slow.panelValue, for: "motion.spring") == slow.panelValue)
        let values = card.values
        #expect(values.cornerRadius == 48 && values.speed == 1.25 && values.fill == "#FF0000")
        #expect(values.opacity == 0.35 && values.count == 8 && values.spring == slow)
    }

    @Test func badWritesAreRejectedNamingTheIDAndChangeNothing() {
        let card = makeCard()
        #expect(throws: ValueError("expected a number, got string \"fast\"", id: "cornerRadius")) {
            try card.set("fast", for: "cornerRadius")
        }
        #expect(throws: ValueError("expected a finite number, got nan", id: "speed")) {
            try card.set(.number(.nan), for: "speed")
        }
        #expect(throws: ValueError("no control with this id", id: "nope")) { try card.set(1, for: "nope") }
        #expect(throws: ValueError("a button holds no value", id: "motion.shuffle")) {
            try card.set(1, for: "motion.shuffle")
        }
        #expect(throws: ValueError("\"matte\" is not one of the options (\"glass\", \"solid\")", id: "style"))
        {
            try card.set("matte", for: "style")
        }
        #expect(throws: ValueError.self) { try card.set(["type": "time"], for: "motion.spring") }
        #expect(card.values == Card())
    }

    @Test func disabledControlsRefuseWrites() {
        let state = PanelState("P", initial: Card()) {
            Slider("cornerRadius", \.cornerRadius, in: 0...48).disabled()
            Toggle("isEnabled", \.isEnabled).hidden().label("Enabled")
        }
        #expect(throws: ValueError("the control is disabled", id: "cornerRadius")) {
            try state.set(3, for: "cornerRadius")
        }
        let toggle = state.root.node(withID: "isEnabled")
        #expect(toggle?.modifiers.isHidden == true)
        #expect(toggle?.element.label == "Enabled")
    }

    @Test func updateNormalisesCodeEdits() {
        let card = makeCard()
        card.update {
            $0.cornerRadius = 100.4
            $0.speed = 1.4
            $0.style = "unknown"
            $0.title = "New"
        }
        let values = card.values
        #expect(values.cornerRadius == 48)
        #expect(values.speed == 1.5)
        #expect(values.style == "glass")  // reset to the first option
        #expect(values.title == "New")
    }

    @Test func actionsAreDeliveredAsDottedPaths() throws {
        let log = ActionLog()
        let card = makeCard(actions: log)
        try card.trigger("motion.shuffle")
        #expect(log.paths.withLock { $0 } == ["motion.shuffle"])
        #expect(throws: ValueError("a toggle is not an action", id: "isEnabled")) {
            try card.trigger("isEnabled")
        }
    }

    @Test func initialValuesOutsideTheirRangeAreReported() {
        var model = Card()
        model.cornerRadius = 60
        model.style = "matte"
        let state = PanelState("P", initial: model) {
            Slider("cornerRadius", \.cornerRadius, in: 0...48)
            Picker("style", \.style, options: [String]())
            Picker("again", \.style, options: ["glass", "matte"])
            Slider("speed", \.speed, in: 1...1, step: 0)
            Slider("level", \.level, in: 0...Double.infinity)
            Toggle("cornerRadius", \.isEnabled)
        }
        #expect(
            state.validationReport.problems.map(\.description) == [
                "cornerRadius: value 60 is outside the range 0...48",
                "style: picker has no options",
                "speed: range is empty (min equals max, 1)",
                "speed: step must be greater than 0, got 0",
                "level: range bounds must be finite, got 0.0...inf",
                "cornerRadius: duplicate id \"cornerRadius\" at $.root.children[5] (first used at $.root.children[0])",
            ])
    }
}
