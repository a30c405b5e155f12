import PanelCore
import TestDocuments
import TestSupport
import Testing

@_spi(Internals) @testable import PanelJSON

@Suite struct RendererTests {
    @Test func writesTheEnvelopeWithKeysInFixedOrder() throws {
        let document = PanelDocument(
            root: Node(
                element: .panel(PanelElement(title: "Card")),
                children: [
                    Node(
                        id: "speed",
                        element: .slider(
                            SliderElement(
                                label: "Speed", scale: .range(minimum: 0, maximum: 2, step: 0.25), unit: "x",
                                direction: .rightToLeft, isInteger: false)),
                        modifiers: Modifiers(isDisabled: true),
                        extras: ["zeta": 1, "alpha": "kept"])
                ]),
            values: ["speed": 1.5])
        let json = try JSONRenderer().render(document)
        // Checked by eye: envelope order, then kind, id, sorted properties (with the kept
        // unknown ones and the accessibility: 1.5 ± the step 0.25, with the unit), modifiers;
        // values after root.
        #expect(
            json
                == #"{"format":"panelkit","version":1,"minor":1,"root":{"kind":"panel","title":"Card","children":[{"kind":"slider","id":"speed","accessibility":{"decrement":1.25,"hint":"Adjustable: increment or decrement to the next value","increment":1.75,"label":"Speed","role":"slider","valueText":"1.5 x"},"alpha":"kept","direction":"rightToLeft","label":"Speed","range":[0,2],"step":0.25,"unit":"x","zeta":1,"modifiers":{"disabled":true}}]},"values":{"speed":1.5}}"#
        )
        EmittedJSON.save(Array(json.utf8), group: "samples", name: "slider")
    }

    /// Strings equal as text but not as bytes (`é` composed and decomposed) keep their own
    /// bytes: a property is never written with the bytes of another string that only reads
    /// the same (the node's label in its accessibility).
    @Test func writesEachStringWithItsOwnBytes() throws {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        for (label, placeholder) in [(composed, decomposed), (decomposed, composed)] {
            let document = PanelDocument(
                root: Node(
                    element: .panel(PanelElement(title: "P")),
                    children: [
                        Node(
                            id: "name",
                            element: .textField(TextFieldElement(label: label, placeholder: placeholder)))
                    ]),
                values: ["name": "x"])
            let bytes = try JSONRenderer().encode(document)
            let expected = Array(#""label":"\#(label)","placeholder":"\#(placeholder)"}"#.utf8)
            #expect(bytes.firstRange(of: expected) != nil)
        }
    }

    /// Springs and transitions in the values map, alike, nearly alike (another bit, another
    /// member) and in other forms: each written as the writer writes it alone, whether or not
    /// one like it came before.
    @Test func writesEachSpringAndTransitionValueAsItIs() throws {
        let spring = Spring.time(duration: 0.35, bounce: 0.24).panelValue
        let values: [PanelValue] = [
            spring, spring, Spring.time(duration: 0.35, bounce: 0.24).panelValue,
            Spring.time(duration: 0.35, bounce: -0.0).panelValue,
            Spring.time(duration: 0.35, bounce: 0).panelValue,
            ["type": "time", "duration": 0.35, "bounce": 0.24, "note": "extra"],
            Spring.physics(stiffness: 100, damping: 10, mass: 1).panelValue,
            Transition.default.panelValue, Transition.default.panelValue,
            Transition.spring(.time(duration: 0.35, bounce: 0.24)).panelValue,
            ["type": "spring", "spring": ["type": "time", "duration": 0.35, "bounce": 0.24, "x": 1]],
            Transition.easing(duration: 0.5, bezier: Bezier(0.1, 0.2, 0.3, 1)).panelValue,
            Transition.easing(duration: 0.5, bezier: Bezier(0.1, 0.2, 0.3, 1)).panelValue,
            ["type": "easing", "duration": 0.5, "bezier": [0.1, 0.2, 0.3, 1], "y": true],
        ]
        let ids = values.indices.map { NodeID("s\($0)") }
        let document = PanelDocument(
            root: Node(
                element: .panel(PanelElement(title: "P")),
                children: ids.map { Node(id: $0, element: .springEditor(SpringEditorElement(label: "S"))) }),
            values: ValueMap(zip(ids, values).map { ($0, $1) }))
        let json = try JSONRenderer().render(document)
        let members = zip(ids, values).map { id, value in
            var writer = JSONWriter()
            writer.write(value)
            return "\"\(id.rawValue)\":" + String(decoding: writer.bytes, as: UTF8.self)
        }
        #expect(json.hasSuffix(#""values":{"# + members.joined(separator: ",") + "}}"))
    }

    @Test func prettyFormIsTheSameValue() throws {
        let compact = try JSONRenderer().encode(Samples.card)
        let pretty = try JSONRenderer(style: .pretty).encode(Samples.card)
        EmittedJSON.save(compact, group: "samples", name: "card")
        EmittedJSON.save(pretty, group: "samples", name: "card-pretty")
        var first = JSONParser(compact)
        var second = JSONParser(pretty)
        #expect(try first.parse() == second.parse())
        #expect(pretty.last == UInt8(ascii: "\n"))
        let text = String(decoding: pretty, as: UTF8.self)
        #expect(
            text.hasPrefix(
                "{\n  \"format\": \"panelkit\",\n  \"version\": 1,\n  \"minor\": 1,\n  \"root\": {\n    \"kind\": \"panel\","
            ))
    }

    @Test func sameDocumentGivesSameBytes() throws {
        var forward: [String: PanelValue] = [:]
        var backward: [String: PanelValue] = [:]
        forward.reserveCapacity(64)
        let keys = (0..<40).map { "key\($0)" }
        for key in keys { forward[key] = .string(key) }
        for key in keys.reversed() { backward[key] = .string(key) }
        func document(_ extras: [String: PanelValue]) -> PanelDocument {
            PanelDocument(
                root: Node(element: .panel(PanelElement(title: "P")), extras: extras),
                values: Dictionary(uniqueKeysWithValues: keys.map { (NodeID($0), PanelValue.object(extras)) })
            )
        }
        #expect(try JSONRenderer().encode(document(forward)) == JSONRenderer().encode(document(backward)))
        #expect(try JSONRenderer().encode(Samples.card) == JSONRenderer().encode(Samples.card))
    }

    @Test func writesValuesInTreeOrderThenTheRestSorted() throws {
        var document = Samples.card
        document.values["zz.orphan"] = 1
        document.values["aa.orphan"] = 2
        let whole = try JSONRenderer().render(document)
        let json = whole[whole.range(of: #""values":"#)!.upperBound...]
        let order = [
            "radius", "motion.speed", "motion.spring", "motion.transition", "style", "enabled", "fill",
            "title", "gain",
        ]
        let positions = (order + ["aa.orphan", "zz.orphan"]).map { json.range(of: "\"\($0)\":")!.lowerBound }
        #expect(positions == positions.sorted())
    }

    @Test func writesEachValueOnceEvenWhenAnIdRepeats() throws {
        let toggle = Node(id: "a", element: .toggle(ToggleElement(label: "A")))
        let document = PanelDocument(
            root: Node(element: .panel(PanelElement(title: "P")), children: [toggle, toggle]),
            values: ["a": true, "z": 2, "b": 3])
        let json = try JSONRenderer().render(document)
        #expect(json.hasSuffix(#""values":{"a":true,"b":3,"z":2}}"#))
    }

    /// A value a document holds for a node of a kind that holds none (a button, a folder)
    /// is still written, once, among the ids the tree did not use (checked by eye), and the
    /// button's accessibility does not read it.
    @Test func writesAValueHeldForAButtonAmongTheUnusedIds() throws {
        let document = PanelDocument(
            root: Node(
                element: .panel(PanelElement(title: "P")),
                children: [
                    Node(id: "m", element: .toggle(ToggleElement(label: "M"))),
                    Node(id: "b", element: .button(ButtonElement(label: "B"))),
                    Node(id: "c", element: .toggle(ToggleElement(label: "C"))),
                ]),
            values: ["m": true, "b": 7, "c": false, "a": 1])
        let json = try JSONRenderer().render(document)
        #expect(json.hasSuffix(#""values":{"m":true,"c":false,"a":1,"b":7}}"#))
        let lean = try JSONRenderer(describesAccessibility: false).render(document)
        #expect(lean.hasSuffix(#""values":{"m":true,"c":false,"a":1,"b":7}}"#))
        #expect(json.contains(#"{"kind":"button","id":"b","accessibility":{"label":"B","role":"button"}"#))
    }

    @Test func refusesNonFiniteNumbersNamingTheirPath() {
        var document = Samples.card
        document.values["radius"] = .number(.nan)
        document.values["motion.spring"] = ["type": "time", "duration": .number(.infinity), "bounce": 0]
        document.root.children[0].element = .slider(
            SliderElement(label: "r", scale: .range(minimum: 0, maximum: -.infinity, step: nil)))
        #expect {
            try JSONRenderer().render(document)
        } throws: { error in
            let paths = (error as? JSONEncodingError)?.problems.map(\.path)
            return paths == [
                #"$.root.children[0].range[1]"#, "$.values.radius", #"$.values["motion.spring"].duration"#,
            ]
        }
    }

    @Test func fastNodeWriterMatchesTheReferenceOnRandomTrees() {
        var trees = RandomTrees(seed: 42)
        for _ in 0..<300 {
            let document = trees.document()
            var fast = JSONWriter()
            fast.write(node: document.root)
            var reference = JSONWriter()
            reference.write(nodeObject: document.root.panelValue)
            #expect(fast.bytes == reference.bytes)
            var prettyFast = JSONWriter(pretty: true)
            prettyFast.write(node: document.root)
            var prettyReference = JSONWriter(pretty: true)
            prettyReference.write(nodeObject: document.root.panelValue)
            #expect(prettyFast.bytes == prettyReference.bytes)
        }
    }

    @Test func conformsToRenderer() throws {
        func render<R: Renderer>(_ renderer: R) throws -> R.Output { try renderer.render(Samples.card) }
        let text: String = try render(JSONRenderer())
        #expect(text.hasPrefix(#"{"format":"panelkit""#))
    }
}
