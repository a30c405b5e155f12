import Testing

@testable import PanelKit

/// `set(_:for:)` takes plain Swift values held in variables, not only literals.
@Suite struct PlainValueSetTests {
    @Test func aDoubleVariableIsSetDirectly() throws {
        let tune = Tune.panel()
        let radius = 3.4
        #expect(try tune.set(radius, for: "radius") == 3)
        #expect(tune.values.radius == 3)
        let far = 100.0
        #expect(try tune.panel.set(far, for: "radius") == 48)
        #expect(tune.values.radius == 48)
    }

    @Test func otherPlainValuesAreSetDirectly() throws {
        let tune = Tune.panel()
        let whole = 7
        let flag = false
        let mode = "advanced"
        let fill = "#abc"
        #expect(try tune.set(whole, for: "radius") == 7)
        #expect(try tune.panel.set(flag, for: "isOn") == false)
        #expect(try tune.set(mode, for: "mode") == "advanced")
        #expect(try tune.set(fill, for: "fill") == "#AABBCC")
        #expect(tune.values.isOn == false)
        let store = PanelStore()
        let inStore = Tune.panel(store: store)
        let blur = 12.0
        #expect(try store.set(blur, for: "Tune.blur") == 12)
        #expect(inStore.values.blur == 12)
        #expect(throws: ValueError.self) { try tune.set(mode, for: "radius") }
    }
}
