import PanelCore
import TestDocuments
import Testing

@Suite struct NodeCodingTests {
    @Test func everyKindRoundTripsThroughItsPrimitiveForm() throws {
        let tree = Samples.everyKind
        let decoded = try Node(panelValue: tree.panelValue)
        #expect(decoded == tree)
        let kinds = Set(tree.allNodes.map(\.kind))
        #expect(kinds.isSuperset(of: Element.knownKinds))
    }

    @Test func primitiveShapeIsFlat() {
        let node = Node(
            id: "radius",
            element: .slider(
                SliderElement(label: "Radius", scale: .range(minimum: 0, maximum: 48, step: 1), unit: "pt")))
        #expect(
            node.panelValue
                == [
                    "kind": "slider", "id": "radius", "label": "Radius", "range": [0, 48], "step": 1,
                    "unit": "pt",
                ])
    }

    @Test func unknownKindsAndPropertiesPassThrough() throws {
        let value: PanelValue = [
            "kind": "knob", "id": "gain", "label": "Gain", "curve": ["log": true],
            "children": [["kind": "toggle", "id": "gain.on", "label": "on", "haptic": "light"]],
        ]
        let node = try Node(panelValue: value)
        guard case .unknown(let unknown) = node.element else {
            Issue.record("expected unknown, got \(node.kind)")
            return
        }
        #expect(unknown.kind == "knob")
        #expect(unknown.label == "Gain")
        #expect(node.children[0].extras == ["haptic": "light"])
        #expect(node.panelValue == value)
    }

    @Test func reportsEveryProblemWithItsPath() {
        let value: PanelValue = [
            "kind": "panel", "title": 3,
            "children": [
                ["kind": "slider", "id": "a", "range": [10]],
                ["kind": "picker", "id": "b", "options": ["x", 4]],
                ["id": "c"],
                ["kind": "stack", "axis": "diagonal", "spacing": 1.5],
                [
                    "kind": "box",
                    "constraints": [["first": ["node": "self", "attribute": "top"], "relation": "equal"]],
                ],
                ["kind": "toggle", "id": "d", "modifiers": ["foreground": "red", "padding": ["top": "1"]]],
            ],
        ]
        do {
            _ = try Node(panelValue: value, path: "$.root")
            Issue.record("decoded a broken tree")
        } catch {
            let lines = error.problems.map(\.description)
            #expect(
                lines == [
                    "$.root.title: expected a string, got number",
                    "$.root.children[0].range: expected [min, max] with two finite numbers, got [10]",
                    "$.root.children[1].options[1]: expected an option object or string, got number",
                    "$.root.children[2].kind: missing or empty string \"kind\"",
                    "$.root.children[3].axis: unknown value \"diagonal\"; expected one of vertical, horizontal, depth",
                    "$.root.children[3].spacing: expected a whole number of cells, got 1.5",
                    "$.root.children[4].constraints[0].first.node: anchor node must be \"this\", \"parent\" or \"#id\", got \"self\"",
                    "$.root.children[5].modifiers.padding.top: expected a number, got string \"1\"",
                    "$.root.children[5].modifiers.foreground: invalid hex colour \"red\": expected #RGB, #RRGGBB or #RRGGBBAA",
                ])
        }
    }

    @Test func refusesNestingDeeperThanTheLimit() {
        var value: PanelValue = ["kind": "text", "text": "leaf"]
        for _ in 0..<(Node.maximumDepth + 5) {
            value = ["kind": "stack", "axis": "vertical", "children": [value]]
        }
        #expect(throws: TreeDecodingError.self) { try Node(panelValue: value) }
        do {
            _ = try Node(panelValue: value)
        } catch {
            #expect(error.problems.count == 1)
            #expect(error.problems[0].message == "nesting deeper than 256 levels")
        }
    }

    @Test func documentPrimitiveFormRoundTrips() throws {
        let document = PanelDocument(
            root: Samples.everyKind,
            values: ["radius": 24, "on": true, "motion.spring": Spring.default.panelValue])
        #expect(try PanelDocument(panelValue: document.panelValue) == document)
    }

    @Test func dumpIsReadable() {
        let tree = Node(
            element: .panel(PanelElement(title: "Card")),
            children: [
                Node(
                    id: "speed",
                    element: .slider(SliderElement(label: "speed", scale: .stops(DiscreteStops([0.5, 1]))))),
                Node(
                    id: "motion", element: .folder(FolderElement(label: "motion")),
                    children: [Node(id: "motion.shuffle", element: .button(ButtonElement(label: "shuffle")))]),
            ])
        #expect(
            tree.dump(values: ["speed": 1]) == """
                panel "Card"
                +- slider #speed "speed" stops=[0.5, 1] = 1
                `- folder #motion "motion"
                   `- button #motion.shuffle "shuffle"
                """)
    }

    @Test func propertyReaderTracksWhatWasRead() {
        var reader = PropertyReader(
            ["label": "speed", "unit": "pt", "later": 1, "extra": true], path: "$.root")
        #expect(reader.consumed.isEmpty)
        _ = reader.string("label", default: "")
        _ = reader.optionalString("unit")
        _ = reader.optionalString("unit")
        _ = reader.value("absent")
        #expect(reader.consumed == ["label", "unit", "absent"])
        #expect(reader.unread == ["later": 1, "extra": true])
    }

    @Test func unknownMembersOfANodeAreKeptButReservedOnesAreNot() throws {
        let node = try Node(panelValue: [
            "kind": "toggle", "id": "on", "label": "On", "future": [1, 2],
            "children": [["kind": "divider"]],
        ])
        #expect(node.extras == ["future": [1, 2]])
        #expect(node.children.count == 1)
        let unknown = try Node(panelValue: [
            "kind": "gauge", "id": "g", "needle": 3, "modifiers": ["hidden": true],
        ])
        guard case .unknown(let element) = unknown.element else {
            Issue.record("expected an unknown element")
            return
        }
        #expect(element.properties == ["needle": 3])
        #expect(unknown.modifiers.isHidden)
    }

    @Test func modifiersAreEmptyOnlyWithNothingSet() {
        #expect(Modifiers().isEmpty)
        let single: [Modifiers] = [
            Modifiers(padding: EdgeInsets()), Modifiers(frame: FrameModifier()), Modifiers(border: .single),
            Modifiers(foreground: HexColor(red: 0, green: 0, blue: 0)),
            Modifiers(background: HexColor(red: 1, green: 2, blue: 3)), Modifiers(isDisabled: true),
            Modifiers(isHidden: true),
        ]
        for modifiers in single {
            #expect(!modifiers.isEmpty)
            #expect(modifiers != Modifiers())
        }
    }
}
