import PanelKit
import Testing

/// A picker bound straight to a `String`-backed `CaseIterable` enum.
@Suite struct EnumPickerTests {
    enum Style: String, Codable, CaseIterable, Sendable {
        case glass, solid
        case frostedGlass = "frosted-glass"
    }

    struct Model: Codable, Equatable, Sendable {
        var style = Style.solid
    }

    static func state() -> PanelState<Model> {
        PanelState("P", initial: Model()) { Picker("style", \.style) }
    }

    @Test func theCasesAreTheOptionsInDeclarationOrder() throws {
        let picker = try #require(Self.state().root.children.first)
        guard case .picker(let element) = picker.element else {
            Issue.record("not a picker: \(picker.kind)")
            return
        }
        #expect(element.options.map(\.value) == ["glass", "solid", "frosted-glass"])
        #expect(Self.state().valueMap["style"] == "solid")
        #expect(Self.state().validationReport.isEmpty)
    }

    @Test func writesStoreTheCaseAndRefuseOtherStrings() throws {
        let state = Self.state()
        #expect(try state.set("frosted-glass", for: "style") == "frosted-glass")
        #expect(state.values.style == .frostedGlass)
        #expect(throws: ValueError.self) { try state.set("chrome", for: "style") }
        #expect(throws: ValueError.self) { try state.set(1, for: "style") }
        #expect(state.values.style == .frostedGlass)
    }

    @Test func rulesNameTheCasesThemselves() throws {
        // `.equals("style", Style.frostedGlass)` is the rule over the raw value the picker stores.
        #expect(Condition.equals("style", Style.frostedGlass) == .equals("style", "frosted-glass"))
        #expect(Condition.notEquals("style", Style.glass) == .notEquals("style", "glass"))
        #expect(Condition.oneOf("style", [Style.glass, .solid]) == .oneOf("style", ["glass", "solid"]))
        struct Shown: Codable, Equatable, Sendable {
            var style = Style.solid
            var blur = 0.0
        }
        let state = PanelState("P", initial: Shown()) {
            Picker("style", \.style)
            Slider("blur", \.blur, in: 0...40).visible(when: .equals("style", Style.frostedGlass))
        }
        #expect(state.validationReport.isEmpty)
        let blur = try #require(state.root.children.last)
        #expect(blur.modifiers.visibleWhen?.isSatisfied(by: state.valueMap) == false)
        _ = try state.set("frosted-glass", for: "style")
        #expect(blur.modifiers.visibleWhen?.isSatisfied(by: state.valueMap) == true)
    }
}
