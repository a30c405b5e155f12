import PanelCore
import TestSupport
import Testing

@_spi(Internals) @testable import PanelJSON

/// The values map copies bytes the document already holds: a spring or transition like one
/// written before (``AnimationKey``), a text field's string from its value text, a number
/// written before (``WrittenNumbers``). Each copy must be the bytes `emit(value)` writes: checked against a writer that
/// writes every value afresh.
@Suite struct ValuesMapCopyTests {
    /// The bytes of one value written on its own.
    private func bytes(_ value: PanelValue) -> [UInt8] {
        var writer = JSONWriter()
        writer.write(value)
        return writer.bytes
    }

    /// The `"values":{…}}` the renderer ends a compact document with, written value by value
    /// in the renderer's order, without copying anything.
    private func expectedValuesMap(_ document: PanelDocument) -> [UInt8] {
        var writer = JSONWriter()
        writer.writeKey(raw: #""values":"#)
        writer.beginObject()
        for position in JSONRenderer.valueOrder(document) {
            let (id, value) = document.values[position]
            writer.writeKey(id.rawValue)
            writer.emit(value)
        }
        writer.endObject(isEmpty: document.values.isEmpty)
        return writer.bytes + Array("}".utf8)
    }

    private func expectValuesMapWrittenAfresh(_ document: PanelDocument, _ note: String = "") throws {
        let rendered = try JSONRenderer().encode(document)
        let expected = expectedValuesMap(document)
        #expect(
            rendered.count >= expected.count && Array(rendered.suffix(expected.count)) == expected, "\(note)")
    }

    /// Springs and transitions in their plain form and in forms that only look like it.
    private static var animationLikeValues: [PanelValue] {
        let time = Spring.time(duration: 0.35, bounce: 0.24).panelValue
        let physics = Spring.physics(stiffness: 170, damping: 26, mass: 1).panelValue
        let easing = Transition.default.panelValue
        return [
            time, physics, easing,
            Transition.spring(.time(duration: 0.35, bounce: 0.24)).panelValue,
            Transition.spring(.physics(stiffness: 170, damping: 26, mass: 1)).panelValue,
            // The same members inserted in another order.
            ["bounce": 0.24, "type": "time", "duration": 0.35],
            // An extra member, a member of another type, a missing member.
            ["type": "time", "duration": 0.35, "bounce": 0.24, "note": "x"],
            ["type": "time", "duration": "0.35", "bounce": 0.24],
            ["type": "time", "duration": 0.35, "bounce": .array([0.24])],
            ["type": "time", "duration": 0.35],
            ["type": "time", "duration": 0.35, "mass": 0.24],
            ["type": "time", "duration": 0.35, "bounce": 0.24, "mass": 1],
            ["type": "physics", "stiffness": 170, "damping": 26, "mass": 1, "duration": 0.35],
            ["type": "physics", "stiffness": 170, "damping": 26, "bounce": 1],
            ["type": .string("Time"), "duration": 0.35, "bounce": 0.24],
            ["type": 1, "duration": 0.35, "bounce": 0.24],
            // Numbers that compare equal but are written differently, or differ in the last bit.
            ["type": "time", "duration": 0.35, "bounce": .number(-0.0)],
            ["type": "time", "duration": 0.35, "bounce": 0],
            ["type": "time", "duration": 0.35, "bounce": .number(0.24.nextUp)],
            ["type": "easing", "duration": 0.3, "bezier": [0.4, 0, 0.2, 1]],
            ["type": "easing", "duration": 0.3, "bezier": [0.4, .number(-0.0), 0.2, 1]],
            ["type": "easing", "duration": 0.3, "bezier": [0.4, 0, 0.2, 1, 1]],
            ["type": "easing", "duration": 0.3, "bezier": [0.4, "0", 0.2, 1]],
            ["type": "easing", "duration": 0.3, "bezier": .object(["x": 1]), "spring": time],
            ["type": "spring", "spring": ["type": "time", "duration": 0.35, "bounce": 0.24, "x": 1]],
            ["type": "spring", "spring": ["type": "time", "duration": 0.35]],
            ["type": "spring", "spring": time, "duration": 0.3],
            ["type": "spring", "spring": physics],
            ["type": "spring", "spring": easing],
            // Out of range, yet written from its numbers just the same.
            ["type": "time", "duration": -1, "bounce": 7],
        ]
    }

    /// Two values with the same key are written as the same bytes; the plain forms have a key.
    @Test func equalAnimationKeysMeanEqualBytes() {
        let values = Self.animationLikeValues
        for (index, value) in values.enumerated() {
            for other in values[index...] {
                guard let key = AnimationKey(value: value), key == AnimationKey(value: other) else {
                    continue
                }
                #expect(bytes(value) == bytes(other), "\(value) and \(other)")
            }
        }
        for plain in values.prefix(6) { #expect(AnimationKey(value: plain) != nil, "\(plain)") }
        #expect(AnimationKey(value: values[0]) == AnimationKey(value: values[5]), "order of insertion")
    }

    /// A document of spring and transition editors holding all of those values, each twice and
    /// in turn, so that every value meets every earlier one.
    @Test func animationValuesAreCopiedOnlyWhenWrittenTheSame() throws {
        let values = Self.animationLikeValues
        var children: [Node] = []
        var map: [(NodeID, PanelValue)] = []
        for round in 0..<2 {
            for (index, value) in values.enumerated() {
                let id = NodeID("a\(round).\(index)")
                let element: Element =
                    index % 2 == 0
                    ? .springEditor(SpringEditorElement(label: "S\(index)"))
                    : .transitionEditor(TransitionEditorElement(label: "T\(index)"))
                children.append(Node(id: id, element: element))
                map.append((id, value))
            }
        }
        let document = PanelDocument(
            root: Node(element: .panel(PanelElement(title: "Animations")), children: children),
            values: ValueMap(map))
        try expectValuesMapWrittenAfresh(document)
    }

    /// The key a value text hands the values map (``AnimationKey/valueKey(ofObject:)``) is the key of
    /// the value it was read from, and there is one for each plain form, read by either editor.
    @Test func valueTextKeysAreTheirValuesKeys() {
        let readings: [(PanelValue) -> AccessibilityText] = [
            AccessibilityText.spring(describing:), AccessibilityText.transition(describing:),
        ]
        var handed = 0
        for value in Self.animationLikeValues {
            guard case .object = value else { continue }
            for reading in readings {
                guard let key = AnimationKey(reading(value))?.valueKey(ofObject: value) else { continue }
                #expect(key == AnimationKey(value: value), "\(value)")
                handed += 1
            }
        }
        // time, physics, easing, two spring transitions, the time spring reordered, `-0.0`,
        // `0`, `0.24.nextUp` as bounce, the easing spelt out, `-0.0` in its bezier, a physics
        // transition.
        #expect(handed == 12)
    }

    /// Each of those values in either editor, after the editor's default value (written in
    /// the values map first, so that it can be copied), followed by an editor whose id has no
    /// value (described by the default) or by one whose id was used before: the value texts
    /// hand their keys only to their own values.
    @Test func valueTextKeysFollowTheirOwnValues() throws {
        let editors: [(element: Element, defaultValue: PanelValue)] = [
            (.springEditor(SpringEditorElement(label: "S")), Spring.default.panelValue),
            (.transitionEditor(TransitionEditorElement(label: "T")), Transition.default.panelValue),
        ]
        for value in Self.animationLikeValues {
            for editor in editors {
                for next in [NodeID("none"), NodeID("first")] {
                    let children = [
                        Node(id: "first", element: editor.element),
                        Node(id: "value", element: editor.element),
                        Node(id: next, element: editor.element),
                    ]
                    let document = PanelDocument(
                        root: Node(element: .panel(PanelElement(title: "Animations")), children: children),
                        values: ValueMap([(NodeID("first"), editor.defaultValue), (NodeID("value"), value)]))
                    try expectValuesMapWrittenAfresh(document, "\(value) then \(next)")
                }
            }
        }
    }

    /// Sliders whose values are the numbers of their value texts (written before), with
    /// signed zeros, neighbours in the last bit, and every range the number writer has.
    @Test func sliderValuesAreTheirValueTextsDigits() throws {
        var random = SplitMix64(seed: 0x5EED)
        var numbers: [Double] = [
            0, -0.0, 1, -1, 0.5, 1.25, 1e-4, 0.000099, 0.014598540145985401, 1e14, 1e15, 1e16, 123_456.789,
            -2.5e-7, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
            9_007_199_254_740_994,
        ]
        for _ in 0..<200 {
            let exponent = Int(random.next() % 40) - 20
            numbers.append(Double(random.next() % 1_000_000) / 1000 * pow10(exponent))
            numbers.append(Double(bitPattern: random.next()))
        }
        numbers = numbers.flatMap { [$0, $0.nextUp] }.filter(\.isFinite)
        var children: [Node] = []
        var map: [(NodeID, PanelValue)] = []
        for (index, number) in numbers.enumerated() {
            let id = NodeID("s\(index)")
            let unit: String? = index % 3 == 0 ? nil : index % 3 == 1 ? "pt" : "\"q\""
            children.append(
                Node(
                    id: id,
                    element: .slider(
                        SliderElement(
                            label: "S", scale: .range(minimum: -1e300, maximum: 1e300, step: nil), unit: unit)
                    )))
            // Every third value is the next number after the one the text shows: never copied.
            map.append((id, .number(index % 4 == 3 ? numbers[(index + 1) % numbers.count] : number)))
        }
        let document = PanelDocument(
            root: Node(element: .panel(PanelElement(title: "Numbers")), children: children),
            values: ValueMap(map))
        try expectValuesMapWrittenAfresh(document)
    }

    /// Strings that compare equal (`==` is canonical equivalence) but are other bytes are not
    /// copied: a picker reads out an option's label, here the value in another normal form.
    @Test func stringValuesAreCopiedOnlyWhenTheSameBytes() throws {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        let texts = [
            "", "a", "solid", "#FF8800", "Héllo \"world\" 4", String(repeating: "long text ", count: 5),
            "tab\there", "\u{1F600}",
        ]
        var children: [Node] = []
        var map: [(NodeID, PanelValue)] = []
        for (index, text) in texts.enumerated() {
            let id = NodeID("t\(index)")
            children.append(Node(id: id, element: .textField(TextFieldElement(label: "T"))))
            map.append((id, .string(text)))
            // The next text field holds a copy of the string made anew (other storage).
            let copyID = NodeID("c\(index)")
            children.append(Node(id: copyID, element: .textField(TextFieldElement(label: "C"))))
            map.append((copyID, .string(String(decoding: Array(text.utf8), as: UTF8.self))))
        }
        children.append(
            Node(
                id: "pick",
                element: .picker(
                    PickerElement(label: "P", options: [Option(composed, label: decomposed), "x"]))))
        map.append(("pick", .string(composed)))
        children.append(
            Node(
                id: "pick2",
                element: .picker(PickerElement(label: "P", options: [Option("solid", label: "Solid")]))))
        map.append(("pick2", "solid"))
        let document = PanelDocument(
            root: Node(element: .panel(PanelElement(title: "Strings")), children: children),
            values: ValueMap(map))
        try expectValuesMapWrittenAfresh(document)
        // The picker's value text is the decomposed label, its value the composed bytes.
        let text = try JSONRenderer().render(document)
        #expect(text.contains(#""valueText":"\#(decomposed)""#))
        #expect(text.hasSuffix(#""pick":"\#(composed)","pick2":"solid"}}"#))
    }

    /// Values in an order the tree does not use, ids used twice, and values of another type
    /// than the control's: whatever was written last is never copied for the wrong id.
    @Test func copiesFollowTheirOwnIds() throws {
        let slider = SliderElement(label: "S", scale: .range(minimum: 0, maximum: 9, step: nil))
        let root = Node(
            element: .panel(PanelElement(title: "Mixed")),
            children: ["a", "b", "ghost"].map { Node(id: NodeID($0), element: .slider(slider)) } + [
                Node(id: "a", element: .textField(TextFieldElement(label: "A again"))),
                Node(id: "c", element: .toggle(ToggleElement(label: "C"))),
                Node(id: "d", element: .textField(TextFieldElement(label: "D"))),
                Node(id: "e", element: .button(ButtonElement(label: "E"))),
            ])
        let document = PanelDocument(
            root: root,
            values: ValueMap([
                ("d", .number(2.5)), ("c", .number(1.5)), ("b", .string("2.5")), ("a", .number(1.5)),
                ("e", .number(2.5)), ("unused", .number(1.5)),
            ]))
        try expectValuesMapWrittenAfresh(document)
    }

    /// The table keeps a range only for the bytes of the string expected, the same to the
    /// UTF-8 byte; once for each entry.
    @Test func keepsOnlyTheBytesOfTheStringExpected() {
        let long = String(repeating: "long ", count: 9)
        let values: [PanelValue] = [
            .string("1.5"), .number(1.5), .string("caf\u{E9}"), .string("caf\u{E9}"), .string(long),
            .string("x"), .string(""),
        ]
        var pieces = WrittenPieces(isEnabled: true, values: values)
        pieces.expect(valueAt: 0, at: 0)
        pieces.note(string: "2.5", at: 20..<25)
        pieces.expect(valueAt: 1, at: 1)
        pieces.note(string: "1.5", at: 20..<25)
        pieces.expect(valueAt: 2, at: 2)
        pieces.note(string: "cafe\u{301}", at: 30..<38)
        pieces.expect(valueAt: 3, at: 3)
        pieces.note(string: "caf\u{E9}", at: 30..<37)
        pieces.note(string: "caf\u{E9}", at: 40..<47)
        pieces.expect(valueAt: 4, at: 4)
        pieces.note(string: String(repeating: "long ", count: 8) + "lone ", at: 50..<97)
        pieces.note(string: String(decoding: Array(long.utf8), as: UTF8.self), at: 60..<107)
        pieces.expect(valueAt: 5, at: 5)
        // An id with no value of its own (unknown, or used before) in between.
        pieces.forgetExpected()
        pieces.note(string: "x", at: 10..<13)
        pieces.expect(valueAt: 6, at: 7)
        pieces.note(string: "", at: 70..<72)
        #expect(pieces.copies.map(\.entry) == [3, 4, 7])
        #expect(pieces.copies.map(\.range) == [30..<37, 60..<107, 70..<72])
        var disabled = WrittenPieces(isEnabled: false, values: values)
        disabled.expect(valueAt: 5, at: 0)
        disabled.note(string: "x", at: 10..<13)
        #expect(disabled.copies.isEmpty)
    }

    private func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}
