import PanelJSON
import Synchronization
import TestSupport
import Testing

@testable import PanelKit

@Suite struct RuleTests {
    @Test func conditionsEvaluateOverValues() {
        let values: ValueMap = ["mode": "advanced", "speed": 1.5, "on": true]
        #expect(Condition.equals("mode", "advanced").isSatisfied(by: values))
        #expect(Condition.notEquals("mode", "basic").isSatisfied(by: values))
        #expect(Condition.oneOf("mode", ["a", "advanced"]).isSatisfied(by: values))
        #expect(Condition.lessThan("speed", 2).isSatisfied(by: values))
        #expect(!Condition.lessThanOrEqual("speed", 1).isSatisfied(by: values))
        #expect(Condition.greaterThan("speed", 1).isSatisfied(by: values))
        #expect(Condition.greaterThanOrEqual("speed", 1.5).isSatisfied(by: values))
        #expect(!Condition.greaterThan("mode", 1).isSatisfied(by: values), "a string is not a number")
        #expect(!Condition.equals("missing", 1).isSatisfied(by: values))
        #expect((Condition.equals("on", true) && .greaterThan("speed", 1)).isSatisfied(by: values))
        #expect((Condition.equals("on", false) || .greaterThan("speed", 1)).isSatisfied(by: values))
        #expect(!(!Condition.equals("on", true)).isSatisfied(by: values))
        #expect(Condition.all([]).isSatisfied(by: values))
        #expect(!Condition.any([]).isSatisfied(by: values))
    }

    @Test func conditionsRoundTripThroughJSONAndRejectBadForms() throws {
        let rule: Condition = .all([
            .oneOf("mode", ["a", "b"]), .not(.lessThan("speed", 1)), .any([.equals("on", true)]),
        ])
        #expect(try Condition(panelValue: rule.panelValue) == rule)
        for bad: PanelValue in [
            "x", ["id": "a"], ["id": "a", "equals": 1, "notEquals": 2], ["id": "a", "lessThan": "3"],
            ["all": 3], ["id": "a", "near": 1], ["id": 3, "equals": 1],
        ] {
            #expect(throws: ValueError.self) { try Condition(panelValue: bad) }
        }
        var deep: PanelValue = ["id": "a", "equals": 1]
        for _ in 0..<100 { deep = ["not": deep] }
        #expect(throws: ValueError.self) { try Condition(panelValue: deep) }
    }

    @Test func rulesTravelInTheTreeAndTheJSON() throws {
        let tune = Tune.panel()
        let json = try JSONRenderer().render(tune.document)
        #expect(json.contains(#""visibleWhen":{"equals":"advanced","id":"mode"}"#))
        #expect(json.contains(#""disabledWhen":{"equals":false,"id":"isOn"}"#))
        let decoded = try TreeDecoder().decode(json)
        #expect(decoded.root.node(withID: "blur")?.modifiers.visibleWhen == .equals("mode", "advanced"))
        EmittedMessages.save([json], name: "document-with-rules")
    }

    @Test func aWriteToAControlDisabledByARuleIsRejected() throws {
        let tune = Tune.panel()
        #expect(try tune.set(2, for: "motion.speed") == 2)
        try tune.set(false, for: "isOn")
        do {
            try tune.set(0.5, for: "motion.speed")
            Issue.record("accepted a write to a disabled control")
        } catch {
            #expect(error.code == .disabled)
        }
        #expect(tune.values.speed == 2)
    }

    @Test func aWriteThatFlipsARuleIsStructuralAndOthersAreNot() throws {
        let tune = Tune.panel()
        let seen = Mutex<[Bool]>([])
        let observation = tune.panel.observe { update in seen.withLock { $0.append(update.isStructural) } }
        defer { observation.cancel() }
        try tune.set(30, for: "radius")  // no rule reads it
        try tune.set("advanced", for: "mode")  // shows blur
        try tune.set(12, for: "blur")  // shown already
        try tune.set(false, for: "isOn")  // disables motion.speed, in the folder
        try tune.set(10, for: "radius")
        try tune.set(true, for: "isOn")  // enables it again
        #expect(seen.withLock { $0 } == [false, true, false, true, false, true])
    }

    @Test func hiddenControlsKeepTheirValues() throws {
        let tune = Tune.panel()
        try tune.set("advanced", for: "mode")
        try tune.set(12, for: "blur")
        try tune.set("basic", for: "mode")
        #expect(tune.values.blur == 12)
        #expect(tune.document.resolvingRules().root.node(withID: "blur")?.modifiers.isHidden == true)
        #expect(try tune.set(13, for: "blur") == 13, "hidden is not disabled")
    }

    @Test func theTextRenderersHonourTheRules() throws {
        let tune = Tune.panel()
        let basic = try ASCIIRenderer(width: 40).render(tune.document)
        #expect(!basic.contains("blur"))
        try tune.set("advanced", for: "mode")
        let advanced = try ASCIIRenderer(width: 40).render(tune.document)
        #expect(advanced.contains("blur"))
        let ansi = try ANSIRenderer(width: 40).render(tune.document)
        #expect(ansi.contains("blur"))
        try tune.set("basic", for: "mode")
        #expect(!(try ANSIRenderer(width: 40).render(tune.document)).contains("blur"))
    }

    @Test func aStoreNamespacesTheRules() {
        let store = PanelStore()
        let tune = Tune.panel(store: store)
        let node = store.document.root.node(withID: "Tune.blur")
        #expect(node?.modifiers.visibleWhen == .equals("Tune.mode", "advanced"))
        _ = tune
    }
}
