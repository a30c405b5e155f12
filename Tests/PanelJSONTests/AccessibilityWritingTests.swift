import TestSupport
import Testing

@testable import PanelCore
@_spi(Internals) @testable import PanelJSON

/// The shortcuts of the `accessibility` writer, each against the reference form (the node's
/// primitive form with `AccessibilityInfo.panelValue`): a node's label copied from its
/// accessibility label, a phrase written straight to bytes, and the value texts of springs and
/// transitions read in one pass.
@Suite struct AccessibilityWritingTests {
    /// The text the document writer writes for `document`'s tree, and the reference text.
    static func treeText(_ document: PanelDocument, pretty: Bool) -> (fast: String, reference: String) {
        func text(_ write: (inout JSONWriter) -> Void) -> String {
            var writer = JSONWriter(pretty: pretty)
            write(&writer)
            return String(decoding: writer.bytes, as: UTF8.self)
        }
        var values = ValueWriter(document.values)
        values.describesAccessibility = true
        let fast = text { writer in
            withUnsafePointer(to: document.root) { writer.emit(node: $0, noting: &values) }
        }
        let reference = text {
            $0.write(nodeObject: AccessibilityDocumentTests.reference(document.root, in: document))
        }
        return (fast, reference)
    }

    @Test func aLabelIsCopiedOnlyWhereItIsThatVeryString() throws {
        // Labels on the heap and in the string itself, with escapes and non-ASCII; a property
        // that is another string with the same bytes as the label (a unit "pt" beside a label
        // "pt"); a dialog whose title is its label and one whose label comes from its id; a text
        // whose accessibility label is its text; a node without an id after a labelled one.
        let long = "Ünïcødé \"quoted\" \\ label, long enough to live on the heap"
        let shared = String(repeating: "x", count: 40)
        let root = Node(
            element: .panel(PanelElement(title: shared)),
            children: [
                Node(id: "a.long", element: .toggle(ToggleElement(label: long))),
                Node(id: "a.short", element: .toggle(ToggleElement(label: "On\t"))),
                Node(
                    id: "a.unit",
                    element: .slider(
                        SliderElement(label: "pt", scale: .range(minimum: 0, maximum: 4, step: 1), unit: "pt")
                    )),
                Node(id: "a.shared", element: .button(ButtonElement(label: shared))),
                Node(element: .button(ButtonElement(label: shared))),
                Node(
                    id: "a.plain", element: .textField(TextFieldElement(label: "Name", placeholder: "Name"))),
                Node(id: "a.text", element: .text(TextElement("Said \"hi\""))),
                Node(
                    id: "a.titled",
                    element: .dialog(DialogElement(title: "Sure?", message: "Gone")),
                    children: [Node(id: "a.titled.ok", element: .button(ButtonElement(label: "Sure?")))]),
                Node(id: "a.untitled", element: .dialog(DialogElement(title: nil, message: nil))),
                Node(id: "a.group", element: .folder(FolderElement(label: long))),
            ])
        let document = PanelDocument(root: root, values: ["a.unit": 3, "a.plain": "Ann"])
        for pretty in [false, true] {
            let (fast, reference) = Self.treeText(document, pretty: pretty)
            #expect(fast == reference, "pretty \(pretty)")
        }
        // And through the renderer, which reuses its writer from one document to the next: a
        // label noted in one document is never copied into the next.
        var writer = JSONWriter()
        let renderer = JSONRenderer()
        try renderer.encode(document, with: &writer)
        let first = writer.bytes
        let other = PanelDocument(
            root: Node(
                element: .panel(PanelElement(title: long)),
                children: [Node(id: "b", element: .toggle(ToggleElement(label: "On\t")))]),
            values: [:])
        try renderer.encode(other, with: &writer)
        #expect(writer.bytes == (try renderer.encode(other)))
        try renderer.encode(document, with: &writer)
        #expect(writer.bytes == first)
    }

    @Test func repeatedStopsRangesAndOptionsAreCopiedOnlyWhenTheyAreTheSame() throws {
        // Stops equal to the bit, then differing in one stop, in its sign only (0 and -0), in
        // their count; options equal, then with one label or value that differs, with strings
        // on the heap that are equal but not the same string, with escapes, and none at all.
        let heap = "Ünïcødé option label \"quoted\", long enough to live on the heap"
        let stops: [[Double]] = [
            [0.5, 1, 1.25, 1.5, 2], [0.5, 1, 1.25, 1.5, 2], [0.5, 1, 1.5, 2], [0, 1, 2], [-0.0, 1, 2],
            [0, 1, 2], [0.1, 0.2, 0.30000000000000004],
        ]
        let options: [[Option]] = [
            [Option("glass", label: "Glass"), "solid", "clear"],
            [Option("glass", label: "Glass"), "solid", "clear"],
            [Option("glass", label: "Glass!"), "solid", "clear"],
            [Option("glass!", label: "Glass!"), "solid", "clear"],
            [Option("glass", label: "Glass"), "solid", "clear\n"],
            [Option(heap, label: heap)],
            [Option(String(heap.reversed().reversed()), label: heap)],
            [Option(heap, label: heap), "x"],
            [],
            [],
        ]
        var children: [Node] = []
        for (index, values) in stops.enumerated() {
            children.append(
                Node(
                    id: NodeID("s\(index)"),
                    element: .slider(SliderElement(label: "s", scale: .stops(DiscreteStops(values))))))
        }
        // Ranges: repeated, differing in one bound, more distinct ones than are kept, then one
        // seen long before.
        let ranges: [(Double, Double)] = [
            (0, 48), (0, 48), (0, 1), (0, 48), (1, 48), (0, 2), (0, 3), (0, 4), (0, 5), (0, 48), (0.5, 1),
            (0, 1),
        ]
        for (index, range) in ranges.enumerated() {
            children.append(
                Node(
                    id: NodeID("r\(index)"),
                    element: .slider(
                        SliderElement(
                            label: "r", scale: .range(minimum: range.0, maximum: range.1, step: nil)))))
        }
        for (index, values) in options.enumerated() {
            children.append(
                Node(id: NodeID("p\(index)"), element: .picker(PickerElement(label: "p", options: values))))
        }
        let document = PanelDocument(
            root: Node(element: .panel(PanelElement(title: "P")), children: children), values: [:])
        for pretty in [false, true] {
            let (fast, reference) = Self.treeText(document, pretty: pretty)
            #expect(fast == reference, "pretty \(pretty)")
        }
        // A writer reused for another document copies nothing from the one before.
        var writer = JSONWriter()
        try JSONRenderer().encode(document, with: &writer)
        let other = PanelDocument(
            root: Node(
                element: .panel(PanelElement(title: "Q")),
                children: [
                    Node(id: "a", element: .picker(PickerElement(label: "p", options: options[0]))),
                    Node(
                        id: "b",
                        element: .slider(SliderElement(label: "s", scale: .stops(DiscreteStops(stops[0]))))),
                ]),
            values: [:])
        try JSONRenderer().encode(other, with: &writer)
        #expect(writer.bytes == (try JSONRenderer().encode(other)))
    }

    @Test func aPhraseIsWrittenAsItsTextReads() {
        let phrases: [(StaticString, Int, StaticString)] = [
            ("Choose one of ", 3, " options"),
            ("", 0, ""),
            ("say \"", -42, "\" \\ now\n"),
            ("große ", Int.max, " Zahl"),
            ("klein ", Int.min, "\u{1}"),
            ("near ", 1 << 53, " the edge"),
            ("past ", (1 << 53) + 1, " the edge"),
        ]
        for (head, count, tail) in phrases {
            for pretty in [false, true] {
                let description = AccessibilityDescription(
                    role: .picker, label: "p", hint: .phrase(head, count, tail),
                    valueText: .phrase(head, count, tail))
                var fast = JSONWriter(pretty: pretty)
                fast.emit(accessibility: description)
                var reference = JSONWriter(pretty: pretty)
                reference.write(AccessibilityInfo(description).panelValue)
                #expect(
                    String(decoding: fast.bytes, as: UTF8.self)
                        == String(decoding: reference.bytes, as: UTF8.self))
            }
        }
    }

    /// What a spring editor's or transition editor's value reads as by the full reading: the
    /// oracle of the one-pass reading.
    static func fullText(spring value: PanelValue) -> String {
        (try? Spring(panelValue: value)).map(ValueText.describe) ?? value.description
    }

    static func fullText(transition value: PanelValue) -> String {
        (try? Transition(panelValue: value)).map(ValueText.describe) ?? value.description
    }

    @Test func animationValuesReadInOnePassReadAsTheFullReadingSays() {
        var random = SplitMix64(seed: 22)
        let keys = [
            "type", "duration", "bounce", "stiffness", "damping", "mass", "bezier", "spring", "x", "Type",
        ]
        let types: [PanelValue] = ["time", "physics", "easing", "spring", "other", "", 1, .null]
        func number() -> PanelValue {
            [0.35, 0.24, 200, 20, 1, 0, -1, 0.5, 1e300, 2].randomElement(using: &random)!
        }
        func member(_ key: String, depth: Int) -> PanelValue {
            switch key {
            case "type" where random.next() % 5 != 0: return types.randomElement(using: &random)!
            case "bezier" where random.next() % 4 != 0:
                let count = random.next() % 5 == 0 ? 3 : 4
                return .array((0..<count).map { _ in number() })
            case "spring" where depth == 0 && random.next() % 4 != 0: return object(depth: 1)
            default:
                switch random.next() % 6 {
                case 0: return "1"
                case 1: return .bool(true)
                default: return number()
                }
            }
        }
        func object(depth: Int) -> PanelValue {
            var members: [String: PanelValue] = [:]
            for key in keys where random.next() % 3 != 0 { members[key] = member(key, depth: depth) }
            return .object(members)
        }
        var cases: [PanelValue] = [
            Spring.time(duration: 0.35, bounce: 0.24).panelValue,
            Spring.physics(stiffness: 200, damping: 20, mass: 1).panelValue,
            Transition.default.panelValue,
            Transition.spring(.time(duration: 0.5, bounce: 0)).panelValue,
            ["type": "time", "duration": 0.35, "bounce": 0.24, "x": "extra"],
            ["type": "easing", "duration": 0.3, "bezier": [0.4, 0, 0.2, 1], "spring": "ignored"],
            [
                "type": "spring", "spring": ["type": "time", "duration": 0.35, "bounce": 0.24],
                "duration": "x",
            ],
            ["type": "time", "duration": 0.35, "bounce": 0.24, "stiffness": "not a number"],
            ["type": "other", "duration": "x"],
            ["type": "tïme", "duration": 0.35, "bounce": 0.24],
            ["duration": 0.35, "bounce": 0.24],
            "time",
        ]
        for _ in 0..<2_000 { cases.append(object(depth: 0)) }
        for value in cases {
            #expect(
                AccessibilityText.spring(describing: value).string == Self.fullText(spring: value), "\(value)"
            )
            #expect(
                AccessibilityText.transition(describing: value).string == Self.fullText(transition: value),
                "\(value)")
        }
    }
}
