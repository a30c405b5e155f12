import PanelCore
import TestDocuments
import TestSupport
import Testing

@_spi(Internals) @testable import PanelJSON

@Suite struct DecoderTests {
    private func problems(_ text: String) -> [String] {
        do {
            _ = try TreeDecoder().decode(text)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    private func envelope(_ root: String, values: String = "{}") -> String {
        #"{"format":"panelkit","version":1,"root":"# + root + #","values":"# + values + "}"
    }

    @Test func decodesWhatTheRendererWrites() throws {
        let bytes = try JSONRenderer().encode(Samples.card)
        #expect(try TreeDecoder().decode(bytes: bytes) == Samples.card)
        let pretty = try JSONRenderer(style: .pretty).render(Samples.card)
        #expect(try TreeDecoder().decode(pretty) == Samples.card)
    }

    /// A value's id is found as Swift strings compare: written with the Kelvin sign (U+212A),
    /// it is the value of the control "K", whose id it is stored under.
    @Test func findsAValueUnderACanonicallyEquivalentId() throws {
        let text =
            #"{"format":"panelkit","version":1,"root":{"kind":"panel","children":[{"kind":"toggle","id":"K","label":"K"}]},"values":{"\#u{212A}":true}}"#
        let document = try TreeDecoder().decode(text)
        #expect(document.values.ids == ["K"])
        #expect(document.values["K"] == .bool(true))
        // The other way round: the control's id holds the sign, the value's is plain.
        let other =
            #"{"format":"panelkit","version":1,"root":{"kind":"panel","children":[{"kind":"toggle","id":"\#u{212A}","label":"K"}]},"values":{"K":true}}"#
        let read = try TreeDecoder().decode(other)
        #expect(read.values.ids.map(\.rawValue.unicodeScalars.first?.value) == [0x212A])
        #expect(read.values["K"] == .bool(true))
    }

    /// The decoded values are in tree order whatever order they were written in, and the
    /// ids no node has come last, sorted, each with a warning: values written in tree order
    /// (read without hashing their ids), out of it, with a control that has none, and with ids
    /// no node has among them, all give the same map.
    @Test func valuesComeOutInTreeOrderHoweverWritten() throws {
        func document(_ values: String) -> String {
            #"{"format":"panelkit","version":1,"root":{"kind":"panel","children":["#
                + #"{"kind":"toggle","id":"a","label":"a"},{"kind":"folder","id":"f","label":"f","children":["#
                + #"{"kind":"toggle","id":"f.b","label":"b"},{"kind":"toggle","id":"f.d","label":"d"}]},"#
                + #"{"kind":"toggle","id":"c","label":"c"}]},"values":"# + values + "}"
        }
        let orders = [
            #"{"a":true,"f.b":false,"c":true,"zz":1,"y":2}"#,
            #"{"c":true,"y":2,"a":true,"zz":1,"f.b":false}"#,
            #"{"a":true,"f.b":false,"zz":1,"c":true,"y":2}"#,
            #"{"a":true,"f.b":false,"c":true,"y":2,"zz":1}"#,
        ]
        for text in orders {
            let read = try TreeDecoder().decodeReporting(document(text))
            #expect(read.document.values.ids == ["a", "f.b", "c", "y", "zz"], "\(text)")
            #expect(read.document.values["a"] == .bool(true) && read.document.values["c"] == .bool(true))
            #expect(read.document.values["f.b"] == .bool(false) && read.document.values["zz"] == .number(1))
            #expect(read.diagnostics.map(\.path) == [#"$.values.y"#, #"$.values.zz"#], "\(text)")
        }
    }

    @Test func reportsEveryProblemWithItsPath() {
        let root = #"""
            {"kind":"panel","title":"P","children":[
              {"kind":"slider","id":"a","range":[0,1]},
              {"kind":"picker","id":"style","options":[]},
              {"kind":"toggle","id":"a"},
              {"kind":"slider","id":"r","range":[10,2],"step":-1},
              {"kind":"slider","id":"speed","stops":[1,2]},
              {"kind":"toggle","label":5}
            ]}
            """#
        let found = problems(envelope(root, values: #"{"speed":"fast","a":7,"style":"x"}"#))
        #expect(
            found == [
                "$.root.children[5].label: expected a string, got number",
                "$.root.children[1].options: picker has no options",
                #"$.root.children[2].id: duplicate id "a" (first used at $.root.children[0])"#,
                "$.root.children[3].range: min 10 is greater than max 2",
                "$.root.children[3].step: step must be greater than 0, got -1",
                "$.root.children[5].id: a toggle needs an id",
                // Notes and warnings come with the errors (and in the values' order, by id).
                "$.values.a: note: value 7 is outside the range 0...1; stored as 1",
                #"$.values.speed: expected a number, got string "fast""#,
                #"$.values.style: "x" is not one of the options ()"#,
            ])
    }

    @Test func refusesANewerMajorVersionClearly() {
        let found = problems(#"{"format":"panelkit","version":2,"root":{"kind":"hologram"},"values":[]}"#)
        #expect(
            found == [
                "$.version: version 2 is newer than this reader, which reads version 1 documents; use a newer PanelKit"
            ])
    }

    @Test func readsANewerMinorVersionDroppingWhatItDoesNotKnow() throws {
        let text = #"""
            {"format":"panelkit","version":1,"minor":9,"theme":"dark","root":{"kind":"panel","title":"P",
             "children":[{"kind":"toggle","id":"on","label":"On","modifiers":{"glow":true,"hidden":true}}]},
             "values":{"on":true}}
            """#
        let document = try TreeDecoder().decode(text)
        #expect(document.root.children[0].modifiers.isHidden)
        #expect(document.values == ["on": true])
    }

    @Test func checksTheEnvelope() {
        #expect(
            problems(#"{"version":"1","minor":-1,"root":{"kind":"panel"}}"#) == [
                "$.version: expected a number, got string", "$.minor: expected a whole number ≥ 0, got -1",
                #"$.format: missing member "format" (expected "panelkit")"#,
            ])
        #expect(
            problems(#"{"format":"dialkit","version":1.5,"values":3}"#) == [
                "$.version: expected a whole number ≥ 1, got 1.5",
                #"$.format: expected "panelkit", got "dialkit""#,
                #"$.root: missing member "root""#, "$.values: expected an object, got number",
            ])
        #expect(problems("[1]") == ["$: expected an envelope object, got array"])
    }

    @Test func keepsUnknownKindsAndPropertiesAndWritesThemBack() throws {
        let text =
            #"{"format":"panelkit","version":1,"minor":1,"root":{"kind":"panel","future":{"a":null},"title":"P","children":[{"kind":"knob","id":"gain","accessibility":{"label":"Gain","role":"knob","valueText":"0.5 dB"},"detents":[1,2],"label":"Gain","children":[{"kind":"toggle","id":"gain.on","accessibility":{"hint":"Double tap to switch","label":"On","role":"toggle","valueText":"off"},"label":"On","tint":"red"}]}]},"values":{"gain":0.5,"gain.on":false}}"#
        let document = try TreeDecoder().decode(text)
        guard case .unknown(let knob) = document.root.children[0].element else {
            Issue.record("expected an unknown node")
            return
        }
        #expect(knob.kind == "knob")
        // An unknown kind keeps its accessibility as it came (this version cannot compute it);
        // a known kind's is checked, dropped, and written afresh.
        #expect(
            knob.properties == [
                "detents": [1, 2], "label": "Gain",
                "accessibility": ["label": "Gain", "role": "knob", "valueText": "0.5 dB"],
            ])
        #expect(document.root.children[0].children[0].extras == ["tint": "red"])
        #expect(document.root.extras == ["future": ["a": nil]])
        #expect(try JSONRenderer().render(document) == text)
        EmittedJSON.save(Array(text.utf8), group: "samples", name: "unknown-kinds")
    }

    @Test func keepsValuesOfUnknownNodesAndOfAbsentIdsUnchecked() throws {
        let text = envelope(
            #"{"kind":"panel","children":[{"kind":"knob","id":"k"}]}"#,
            values: #"{"k":"anything","ghost":[1]}"#)
        let document = try TreeDecoder().decode(text)
        #expect(document.values == ["k": "anything", "ghost": [1]])
    }

    @Test func refusesAValueForAKindThatHoldsNone() {
        let text = envelope(
            #"{"kind":"panel","children":[{"kind":"button","id":"go"}]}"#, values: #"{"go":1}"#)
        #expect(problems(text) == ["$.values.go: a button holds no value"])
    }

    @Test func checksAValueAgainstTheFirstNodeWithItsIdAndSkipsNodesWithShapeProblems() {
        // Two nodes share "x": the first (a toggle, depth first) owns the value; the slider
        // "s" has a malformed range, so its value is not checked again.
        let text = envelope(
            #"{"kind":"panel","children":[{"kind":"folder","id":"f","children":[{"kind":"toggle","id":"x"}]},"#
                + #"{"kind":"slider","id":"x","range":[0,1]},{"kind":"slider","id":"s","range":"wide"}]}"#,
            values: #"{"x":0.5,"s":"far","f":1}"#)
        let found = problems(text)
        #expect(found.contains { $0.hasPrefix("$.root.children[1].id: duplicate id") })
        #expect(found.contains { $0.hasPrefix("$.root.children[2].range: ") })
        #expect(
            found.filter { $0.hasPrefix("$.values") }.map { String($0.prefix(while: { $0 != ":" })) } == [
                "$.values.f", "$.values.x",
            ])
    }

    @Test func namesDottedIdsInBrackets() {
        let text = envelope(
            #"{"kind":"folder","id":"motion","children":[{"kind":"springEditor","id":"motion.spring"}]}"#,
            values: #"{"motion.spring":{"type":"time","duration":0,"bounce":0}}"#)
        #expect(
            problems(text) == [#"$.values["motion.spring"]: spring duration must be greater than 0, got 0"#])
    }

    @Test func refusesTreesDeeperThanTheLimit() throws {
        func nested(_ levels: Int) -> String {
            String(repeating: #"{"kind":"stack","children":["#, count: levels) + #"{"kind":"divider"}"#
                + String(repeating: "]}", count: levels)
        }
        #expect(try TreeDecoder().decode(envelope(nested(Node.maximumDepth))).root.depth == Node.maximumDepth)
        let found = problems(envelope(nested(Node.maximumDepth + 1)))
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix("nesting deeper than \(Node.maximumDepth) levels") == true)
        let hostile = problems(envelope(nested(100_000)))
        #expect(
            hostile.first?.contains("nesting deeper than \(JSONParser.maximumDepth) arrays and objects")
                == true)
    }

    @Test func reportsSyntaxErrorsWithLineAndColumn() {
        let found = problems("{\"format\":\"panelkit\",\n\"version\":1,\n\"root\":{\"kind\":\"panel\",}}")
        #expect(found == [#"$.root (line 3, column 24): expected a string key, found '}'"#])
    }

    @Test func refusesDuplicateKeys() {
        let found = problems(envelope(#"{"kind":"panel","title":"a","title":"b"}"#))
        #expect(
            found == [
                #"$.root.title (line 1, column 69): key "title" appears more than once in this object; name each member once"#
            ])
    }
}
