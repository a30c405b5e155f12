import PanelCore
import Testing

@_spi(Internals) @testable import PanelJSON

/// The span-keeping editor: an edit changes the text of the value it is about, and every
/// other byte stays as written.
@Suite struct JSONTextEditorTests {
    private func edited(_ text: String, _ body: (inout JSONTextEditor) throws -> Void) throws -> String {
        var editor = try JSONTextEditor(Array(text.utf8))
        try body(&editor)
        // Whatever the edits, the result is JSON that parses.
        var parser = JSONParser(editor.bytes)
        _ = try parser.parse()
        return editor.text
    }

    @Test func anEqualValueLeavesTheTextAsWritten() throws {
        let text = "{\"values\": {\"speed\": 1.50, \"big\": 1e3, \"tint\": \"\\u0041\"}}"
        let out = try edited(text) {
            try $0.set(1.5, at: ["values", "speed"])
            try $0.set(1000, at: ["values", "big"])
            try $0.set("A", at: ["values", "tint"])
        }
        #expect(out == text)
    }

    @Test func oddWhitespaceIsKept() throws {
        let text = "{ \"values\" :\t{ \"gravity\" : 9.8 ,\n\t\t\"drag\"  :  0.1 } ,\"x\":[ 1 ,2 ] }"
        let out = try edited(text) {
            try $0.set(3.7, at: ["values", "gravity"])
            try $0.set(0.3, at: ["values", "damping"])
        }
        #expect(
            out
                == "{ \"values\" :\t{ \"gravity\" : 3.7 ,\n\t\t\"drag\"  :  0.1 ,\n\t\t\"damping\"  :  0.3 } ,\"x\":[ 1 ,2 ] }"
        )
    }

    @Test func aCommaFirstLayoutTakesItsIndentationWithoutTheComma() throws {
        let text = "{\"values\": {\"a\": 1\n  ,\"b\": 2}}"
        let out = try edited(text) { try $0.set(["on": true], at: ["values", "c"]) }
        #expect(out == "{\"values\": {\"a\": 1\n  ,\"b\": 2\n  ,\"c\": {\n    \"on\": true\n  }}}")
    }

    @Test func aOneLineObjectStaysOnOneLine() throws {
        let out = try edited(#"{ "values" : { "gravity" : 9.8 } }"#) {
            try $0.set(3.7, at: ["values", "gravity"])
            try $0.set(0.3, at: ["values", "damping"])
            try $0.set(["mass": 1, "stiffness": 200], at: ["values", "spring"])
        }
        #expect(
            out
                == #"{ "values" : { "gravity" : 3.7, "damping" : 0.3, "spring" : {"mass" : 1, "stiffness" : 200} } }"#
        )
    }

    @Test func crlfLineEndingsAreKeptForInsertedLines() throws {
        let text = "{\r\n  \"values\": {\r\n    \"a\": 1\r\n  }\r\n}\r\n"
        let out = try edited(text) {
            try $0.set(2, at: ["values", "b"])
            try $0.set(["on": true], at: ["extra"])
        }
        #expect(
            out
                == "{\r\n  \"values\": {\r\n    \"a\": 1,\r\n    \"b\": 2\r\n  },\r\n  \"extra\": {\r\n    \"on\": true\r\n  }\r\n}\r\n"
        )
    }

    @Test func aKeyWrittenWithEscapesIsFoundAndKept() throws {
        let text = #"{"values": {"gr\u0061vity": 9.8, "caf\u00e9": 1}}"#
        let out = try edited(text) {
            try $0.set(1.6, at: ["values", "gravity"])
            try $0.set(2, at: ["values", "café"])
        }
        #expect(out == #"{"values": {"gr\u0061vity": 1.6, "caf\u00e9": 2}}"#)
    }

    @Test func anObjectValueIsEditedMemberByMember() throws {
        let text = """
            {
                "values": {
                    "spring": {
                        "type" : "spring",
                        "stiffness" : 200,
                        "damping" : 20,
                        "mass" : 1.0
                    },
                    "gravity": 9.8
                }
            }
            """
        let out = try edited(text) {
            try $0.set(
                ["type": "spring", "stiffness": 200, "damping": 12, "mass": 1], at: ["values", "spring"])
        }
        #expect(out == text.replacingOccurrences(of: "\"damping\" : 20", with: "\"damping\" : 12"))
        let changedType = try edited(text) {
            try $0.set(["type": "time", "duration": 0.3, "bounce": 0.2], at: ["values", "spring"])
        }
        #expect(
            changedType == """
                {
                    "values": {
                        "spring": {
                            "type" : "time",
                            "bounce" : 0.2,
                            "duration" : 0.3
                        },
                        "gravity": 9.8
                    }
                }
                """)
    }

    @Test func aMissingMemberGoesWhereTheOrderSays() throws {
        let text = """
            {
              "format": "panelkit",
              "version": 1,
              "root": {"kind": "panel", "children": []}
            }
            """
        let out = try edited(text) {
            $0.memberOrder = ["format", "version", "root", "values"]
            try $0.set([:], at: ["values"])
            try $0.set(9.8, at: ["values", "gravity"])
            try $0.set(true, at: ["values", "on"])
            try $0.set("v1", at: ["comment"])
        }
        #expect(
            out == """
                {
                  "format": "panelkit",
                  "version": 1,
                  "root": {"kind": "panel", "children": []},
                  "values": {
                    "gravity": 9.8,
                    "on": true
                  },
                  "comment": "v1"
                }
                """)
        let before = try edited(#"{"root": 1, "presets": []}"#) {
            $0.memberOrder = ["root", "values", "presets"]
            try $0.set(["a": 1], at: ["values"])
        }
        #expect(before == #"{"root": 1, "values": {"a": 1}, "presets": []}"#)
    }

    @Test func removingKeepsTheRest() throws {
        let text = "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}"
        #expect(try edited(text) { $0.remove(at: ["a"]) } == "{\n  \"b\": 2,\n  \"c\": 3\n}")
        #expect(try edited(text) { $0.remove(at: ["b"]) } == "{\n  \"a\": 1,\n  \"c\": 3\n}")
        #expect(try edited(text) { $0.remove(at: ["c"]) } == "{\n  \"a\": 1,\n  \"b\": 2\n}")
        #expect(try edited(#"{"a": {"b": 1}}"#) { $0.remove(at: ["a", "b"]) } == #"{"a": {}}"#)
        #expect(try edited(#"{"a": [1, 2]}"#) { $0.remove(at: ["a", 0]) } == #"{"a": [2]}"#)
        #expect(try edited(#"{"a": 1}"#) { $0.remove(at: ["zz"]) } == #"{"a": 1}"#)
    }

    @Test func arraysTakeItemsInTheirStyle() throws {
        let text = "{\n  \"presets\": [\n    {\"name\": \"Slow\", \"values\": {\"g\": 1}}\n  ]\n}"
        let out = try edited(text) {
            $0.memberOrder = ["name", "values"]
            try $0.set(["name": "Fast", "values": ["g": 9]], at: ["presets", 1])
            try $0.set(2, at: ["presets", 0, "values", "g"])
        }
        #expect(
            out
                == "{\n  \"presets\": [\n    {\"name\": \"Slow\", \"values\": {\"g\": 2}},\n    {\n      \"name\": \"Fast\",\n      \"values\": {\n        \"g\": 9\n      }\n    }\n  ]\n}"
        )
        let empty = try edited("{\n  \"presets\": []\n}") {
            $0.memberOrder = ["name", "values"]
            try $0.set(["name": "A", "values": [:]], at: ["presets", 0])
        }
        #expect(
            empty == "{\n  \"presets\": [\n    {\n      \"name\": \"A\",\n      \"values\": {}\n    }\n  ]\n}"
        )
    }

    @Test func badTextAndBadPlacesAreErrors() throws {
        #expect(throws: JSONProblem.self) { try JSONTextEditor(Array("{\"a\": 1,}".utf8)) }
        #expect(throws: JSONProblem.self) { try JSONTextEditor(Array(#"{"a": 1, "a": 2}"#.utf8)) }
        var editor = try JSONTextEditor(Array(#"{"a": 1, "l": [1]}"#.utf8))
        #expect(throws: JSONProblem.self) { try editor.set(1, at: ["missing", "b"]) }
        #expect(throws: JSONProblem.self) { try editor.set(1, at: ["a", "b"]) }
        #expect(throws: JSONProblem.self) { try editor.set(1, at: ["l", 5]) }
        #expect(editor.text == #"{"a": 1, "l": [1]}"#)
        #expect(editor.value(at: ["l", 0]) == 1)
        try editor.set(["z": 1], at: [])
        #expect(editor.text == #"{"z": 1}"#)
    }
}
