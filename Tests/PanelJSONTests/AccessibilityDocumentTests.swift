import PanelKit
import TestSupport
import Testing

@testable import PanelCore
@_spi(Internals) @testable import PanelJSON

/// Accessibility in the JSON document: every node with an id that is not pure layout carries
/// an `accessibility` object, the reader checks it (and drops it, as it is derived), and an
/// unknown kind keeps its own. The expected values are worked out by hand.
@Suite struct AccessibilityDocumentTests {
    static func control(_ id: NodeID, _ element: Element) -> Node { Node(id: id, element: element) }

    /// One node of each kind that describes itself, with values chosen so that every member
    /// shows.
    static var controls: PanelDocument {
        let root = Node(
            element: .panel(PanelElement(title: "Card")),
            children: [
                control(
                    "opacity",
                    .slider(SliderElement(label: "Opacity", scale: .range(minimum: 0, maximum: 1, step: 0.1)))
                ),
                control(
                    "speed",
                    .slider(
                        SliderElement(label: "Speed", scale: .stops(DiscreteStops([0.5, 1, 2])), unit: "x"))),
                control(
                    "radius",
                    .slider(
                        SliderElement(
                            label: "Radius", scale: .range(minimum: 0, maximum: 48, step: 1), unit: "pt"))),
                control(
                    "count",
                    .slider(
                        SliderElement(
                            label: "Count", scale: .range(minimum: 0, maximum: 10, step: nil), isInteger: true
                        ))),
                control("on", .toggle(ToggleElement(label: "Enabled"))),
                control("title", .textField(TextFieldElement(label: "Title"))),
                control("fill", .colorPicker(ColorPickerElement(label: "Fill"))),
                control(
                    "style",
                    .picker(
                        PickerElement(
                            label: "Style", options: [Option(value: "glass", label: "Glass"), "solid"]))),
                control("spring", .springEditor(SpringEditorElement(label: "Spring"))),
                control("move", .transitionEditor(TransitionEditorElement(label: "Move"))),
                Node(
                    id: "motion", element: .folder(FolderElement(label: "Motion")),
                    children: [control("motion.shuffle", .button(ButtonElement(label: "Shuffle")))]),
                control("note", .text(TextElement("Drag to tune"))),
                Node(id: "row", element: .stack(StackElement(axis: .horizontal))),
                Node(element: .text(TextElement("anonymous"))),
            ])
        let values: [NodeID: PanelValue] = [
            "opacity": 0.5, "speed": 1, "radius": 48, "count": 3, "on": true, "title": "Hi",
            "fill": "#FF8800",
            "style": "glass", "spring": ["type": "time", "duration": 0.35, "bounce": 0.24],
        ]
        return PanelDocument(root: root, values: ValueMap(values, inTreeOrderOf: root))
    }

    /// The `accessibility` member of every node with an id in the written document, by id.
    static func written(_ document: PanelDocument) throws -> [String: PanelValue] {
        var parser = JSONParser(try JSONRenderer().encode(document))
        let value = try parser.parse()
        var out: [String: PanelValue] = [:]
        func visit(_ node: PanelValue) {
            guard case .object(let object) = node else { return }
            if case .string(let id)? = object["id"] { out[id] = object["accessibility"] ?? .null }
            if case .array(let children)? = object["children"] { children.forEach(visit) }
        }
        visit(value.object?["root"] ?? .null)
        return out
    }

    @Test func everyControlKindCarriesItsRoleLabelHintAndValueText() throws {
        let document = Self.controls
        let bytes = try JSONRenderer(style: .pretty).encode(document)
        EmittedJSON.save(bytes, group: "samples", name: "accessibility")
        let info = try Self.written(document)
        let adjustable: PanelValue = "Adjustable: increment or decrement to the next value"
        // 0.5 in 0…1 by 0.1: one step either way.
        #expect(
            info["opacity"]
                == [
                    "role": "slider", "label": "Opacity", "hint": adjustable, "valueText": "0.5",
                    "increment": 0.6,
                    "decrement": 0.4,
                ])
        // 1 among the stops 0.5, 1, 2: the neighbouring stops, and the unit in the text.
        #expect(
            info["speed"]
                == [
                    "role": "slider", "label": "Speed", "hint": adjustable, "valueText": "1 x",
                    "increment": 2,
                    "decrement": 0.5,
                ])
        // At the top of its range: nothing to increment to.
        #expect(
            info["radius"]
                == [
                    "role": "slider", "label": "Radius", "hint": adjustable, "valueText": "48 pt",
                    "decrement": 47,
                ])
        // An integer slider without a step moves by whole numbers (1 % of 0…10 would round away).
        #expect(info["count"]?.object?["increment"] == 4 && info["count"]?.object?["decrement"] == 2)
        #expect(
            info["on"] == [
                "role": "toggle", "label": "Enabled", "hint": "Double tap to switch", "valueText": "on",
            ])
        #expect(
            info["title"] == [
                "role": "textField", "label": "Title", "hint": "Editable text", "valueText": "Hi",
            ])
        #expect(
            info["fill"] == [
                "role": "colorWell", "label": "Fill", "hint": "A colour", "valueText": "#FF8800",
            ])
        // A picker reads out the chosen option's label, not its value.
        #expect(
            info["style"]
                == [
                    "role": "picker", "label": "Style", "hint": "Choose one of 2 options",
                    "valueText": "Glass",
                ])
        #expect(
            info["spring"]
                == [
                    "role": "group", "label": "Spring", "hint": "Animation parameters",
                    "valueText": "time 0.35s bounce 0.24",
                ])
        // No value in the map: the control's default (the standard curve, 0.3 s) is described.
        #expect(info["move"]?.object?["valueText"] == "standard 0.30s")
        #expect(info["motion"] == ["role": "group", "label": "Motion"])
        #expect(info["motion.shuffle"] == ["role": "button", "label": "Shuffle"])
        #expect(info["note"] == ["role": "text", "label": "Drag to tune"])
        // Layout is skipped by assistive technology; a node without an id has nothing to key it by.
        #expect(info["row"] == .null)
        let written =
            String(decoding: bytes, as: UTF8.self).components(separatedBy: #""accessibility""#).count - 1
        #expect(written == info.values.filter { $0 != .null }.count)
    }

    @Test func aDestructiveDialogFocusesItsLeastDestructiveButton() throws {
        let dialogs = DialogPresenter()
        let confirm = dialogs.binding("confirm")
        confirm.isPresented = true
        let tree = VStack {
            Text("Photo")
                .dialog(isPresented: confirm, title: "Delete photo?", message: "This cannot be undone.") {
                    DialogButton("Delete", role: .destructive)
                    DialogButton("Keep")
                }
        }
        .setupDialogs()
        .node
        let document = PanelDocument(
            root: tree, values: ValueMap(dialogs.values(for: tree), inTreeOrderOf: tree))
        let info = try Self.written(document)
        // Delete is destructive, Keep has no role: Keep takes the focus.
        #expect(
            info["confirm"]
                == [
                    "role": "dialog", "label": "Delete photo?", "description": "This cannot be undone.",
                    "initialFocus": "confirm.keep",
                ])
        #expect(info["confirm.delete"] == ["role": "button", "label": "Delete", "hint": "Cannot be undone"])
        #expect(info["confirm.keep"] == ["role": "button", "label": "Keep"])
        // With a cancel button, the cancel button takes it.
        #expect(
            try Self.written(OverlayDocumentTests.document)["confirm"]?.object?["initialFocus"]
                == "confirm.cancel")
        EmittedJSON.save(
            try JSONRenderer(style: .pretty).encode(document), group: "samples", name: "destructive-dialog")
    }

    @Test func theWrittenDataIsWhatTheCoreDescribesAndSurvivesARoundTrip() throws {
        for document in [Self.controls, OverlayDocumentTests.document] {
            let described = Accessibility.describe(document)
            let written = try Self.written(document)
            for (id, info) in described { #expect(written[id.rawValue] == info.panelValue, "\(id)") }
            #expect(written.values.filter { $0 != .null }.count == described.count)
            let bytes = try JSONRenderer().encode(document)
            let decoded = try TreeDecoder().decode(bytes: bytes)
            #expect(decoded == document)
            #expect(decoded.root.allNodes.allSatisfy { $0.extras["accessibility"] == nil })
            #expect(try JSONRenderer().encode(decoded) == bytes)
        }
    }

    @Test func aRendererMayLeaveItOut() throws {
        let document = Self.controls
        let lean = try JSONRenderer(describesAccessibility: false).render(document)
        #expect(!lean.contains("accessibility"))
        #expect(try TreeDecoder().decode(lean) == document)
        // The same document otherwise: adding the data back gives the full form.
        #expect(
            try JSONRenderer().encode(TreeDecoder().decode(lean)) == JSONRenderer().encode(document))
    }

    @Test func theFastWriterMatchesThePrimitiveForm() {
        let descriptions = [
            AccessibilityDescription(role: .button, label: "Delete", hint: "Cannot be undone"),
            AccessibilityDescription(
                role: .slider, label: "a \"b\"\n", hint: .constant("h\u{1}"),
                valueText: .number(1, unit: "x\\"),
                increment: 2, decrement: 0.5),
            AccessibilityDescription(
                role: .dialog, label: "", dialog: .init(description: "d", initialFocus: "x.y")),
            AccessibilityDescription(
                role: .picker, label: "日本", hint: .phrase("Choose one of ", 3, " options"),
                valueText: .spring(.time(duration: 0.35, bounce: 0.24))),
            AccessibilityDescription(
                role: .group, label: "t",
                valueText: .transition(.spring(.physics(stiffness: 1, damping: 2, mass: 3)))),
            AccessibilityDescription(role: .slider, label: "n", valueText: .number(.nan, unit: nil)),
            // Numbers the animation texts write straight to bytes, and those they hand on.
            AccessibilityDescription(
                role: .group, label: "s", valueText: .spring(.time(duration: -0.001, bounce: -0.5))),
            AccessibilityDescription(
                role: .group, label: "s",
                valueText: .spring(.physics(stiffness: 1e20, damping: 0.123456789, mass: .infinity))),
            AccessibilityDescription(
                role: .group, label: "s",
                valueText: .transition(.easing(duration: 12.5, bezier: Bezier(0.1, -0.25, 1e-9, 3)))),
            AccessibilityDescription(
                role: .group, label: "s", valueText: .spring(.time(duration: 1e-13, bounce: 7))),
        ]
        for pretty in [false, true] {
            for description in descriptions {
                var fast = JSONWriter(pretty: pretty)
                fast.emit(accessibility: description)
                #expect(!fast.hasNonFiniteNumber)
                let info = AccessibilityInfo(description)
                var reference = JSONWriter(pretty: pretty)
                reference.write(info.panelValue)
                #expect(fast.bytes == reference.bytes)
                var viaInfo = JSONWriter(pretty: pretty)
                viaInfo.write(accessibility: info)
                #expect(viaInfo.bytes == reference.bytes)
            }
        }
    }

    /// The node's primitive form with the `accessibility` member the core describes for it,
    /// its children likewise: what the document writer must write, byte for byte.
    static func reference(_ node: Node, in document: PanelDocument) -> PanelValue {
        guard case .object(var object) = node.panelValue else { return node.panelValue }
        if let id = node.id, let info = Accessibility.info(for: node, value: document.values[id]) {
            object["accessibility"] = info.panelValue
        }
        if !node.children.isEmpty {
            object["children"] = .array(node.children.map { reference($0, in: document) })
        }
        return .object(object)
    }

    @Test func theDocumentWriterMatchesTheReferenceOnRandomTrees() {
        var trees = RandomTrees(seed: 2026)
        for round in 0..<300 {
            var document = trees.document()
            // Now and then a value of any type, so that every fallback of the value texts runs.
            for id in document.values.ids where trees.chance(0.2) { document.values[id] = trees.value() }
            for pretty in [false, true] {
                var fast = JSONWriter(pretty: pretty)
                var values = ValueWriter(document.values)
                values.describesAccessibility = true
                withUnsafePointer(to: document.root) { fast.emit(node: $0, noting: &values) }
                var reference = JSONWriter(pretty: pretty)
                reference.write(nodeObject: Self.reference(document.root, in: document))
                #expect(fast.bytes == reference.bytes, "round \(round), pretty \(pretty)")
            }
        }
    }

    /// A document whose first control is `node` (a slider 0…48 by 1, or what `node` says).
    static func problems(_ node: String) -> [String] {
        let text =
            #"{"format":"panelkit","version":1,"minor":1,"root":{"kind":"panel","title":"P","children":["#
            + node + "]}}"
        do {
            _ = try TreeDecoder().decode(text)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func theReaderRefusesMalformedAccessibilityNamingWhere() {
        let slider = #"{"kind":"slider","id":"r","label":"R","range":[0,48],"step":1,"accessibility":"#
        let at = "$.root.children[0].accessibility"
        #expect(
            Self.problems(slider + "5}") == [
                "$.root.children[0].accessibility: expected an object, got number"
            ])
        #expect(
            Self.problems(slider + #"{"role":3,"label":"R","hint":false}}"#)
                == [
                    "\(at).role: expected a string, got number", "\(at).hint: expected a string, got boolean",
                ])
        #expect(Self.problems(slider + #"{"role":"slider"}}"#) == [#"\#(at).label: missing member "label""#])
        #expect(
            Self.problems(slider + #"{"role":"","label":"R"}}"#)
                == ["\(at).role: expected a role name, got an empty string"])
        #expect(
            Self.problems(slider + #"{"role":"slider","label":"R","increment":60,"decrement":1.5}}"#)
                == [
                    "\(at).decrement: value 1.5 is not on a step (nearest is 2)",
                    "\(at).increment: value 60 is outside the range 0...48",
                ])
        #expect(
            Self.problems(slider + #"{"role":"slider","label":"R","valueText":24,"initialFocus":"a..b"}}"#)
                == [
                    "\(at).valueText: expected a string, got number",
                    #"\#(at).initialFocus: "a..b" is not a well-formed node id"#,
                ])
        let box =
            #"{"kind":"box","id":"b","children":[{"kind":"text","id":"b.t","text":"x"}],"accessibility":"#
        #expect(
            Self.problems(box + #"{"role":"group","label":"b","initialFocus":"b.t","increment":1}}"#)
                == [
                    "\(at).increment: a box holds no value to increment",
                    #"\#(at).initialFocus: "b.t" is not a button inside this box"#,
                ])
    }

    @Test func theReaderAcceptsWhatANewerMinorVersionMayAdd() {
        // A role this version does not know, and members it does not know.
        #expect(
            Self.problems(
                #"{"kind":"toggle","id":"t","label":"T","accessibility":{"role":"switch","label":"T","live":"polite"}}"#
            ) == [])
        // An unknown kind's accessibility is not this version's to check.
        #expect(Self.problems(#"{"kind":"knob","id":"k","accessibility":{"role":7}}"#) == [])
    }
}
