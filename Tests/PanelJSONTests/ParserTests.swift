import PanelCore
import Testing

@_spi(Internals) @testable import PanelJSON

@Suite struct ParserTests {
    private func parse(_ text: String) throws(JSONProblem) -> PanelValue {
        var parser = JSONParser(Array(text.utf8))
        return try parser.parse()
    }

    private func failure(_ text: String) -> JSONProblem? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5e3, true, false, null, "x"], "b": {}, "c": [], "d": 0} "#)
        #expect(value == ["a": [1, -2500, true, false, nil, "x"], "b": [:], "c": [], "d": 0])
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try parse(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u65E5\ud83d\ude00""#)
        #expect(value == .string("\"\\/\u{8}\u{C}\n\r\tAé日😀"))
    }

    @Test func keepsRawUTF8() throws {
        #expect(try parse("\"é日😀\"") == .string("é日😀"))
    }

    @Test func skipsByteOrderMark() throws {
        var parser = JSONParser([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        #expect(try parser.parse() == [1])
    }

    @Test(arguments: [
        ("", "empty input"),
        ("[1,]", "expected a value"),
        ("{\"a\" 1}", "expected ':'"),
        ("{\"a\":1,}", "expected a string key"),
        ("[1 2]", "expected ',' or ']'"),
        ("{\"a\":1 \"b\":2}", "expected ',' or '}'"),
        ("[1] x", "after the JSON value"),
        ("tru", "invalid literal"),
        ("NaN", "expected a value"),
        ("Infinity", "expected a value"),
        ("-Infinity", "expected a digit after '-'"),
        ("+1", "expected a value"),
        ("01", "may not start with 0"),
        (".5", "expected a value"),
        ("1.", "expected a digit after '.'"),
        ("1e", "expected a digit in the exponent"),
        ("1e400", "too large"),
        ("-1e400", "too large"),
        ("\"abc", "unterminated string"),
        ("\"a\u{1}b\"", "control character"),
        ("\"a\nb\"", "control character"),
        (#""\x""#, "invalid escape"),
        (#""\u12""#, "\\u escape"), (#""\u12zz""#, "four hex digits"),
        (#""\ud83d""#, "lone high surrogate"),
        (#""\ud83dx""#, "lone high surrogate"),
        (#""\ud83d\u0041""#, "not followed by a low surrogate"),
        (#""\ude00""#, "lone low surrogate"),
        ("'a'", "expected a value"),
        ("[1]]", "after the JSON value"),
    ])
    func refusesInvalidJSON(input: String, reason: String) {
        let problem = failure(input)
        #expect(problem != nil, "accepted \(input)")
        #expect(problem?.message.contains(reason) == true, "\(input): \(problem?.description ?? "")")
    }

    @Test func refusesInvalidUTF8() {
        var parser = JSONParser([0x22, 0xC3, 0x28, 0x22])
        #expect(throws: JSONProblem.self) { try parser.parse() }
        var overlong = JSONParser([0x22, 0xC0, 0xAF, 0x22])
        #expect(throws: JSONProblem.self) { try overlong.parse() }
    }

    @Test func namesLineColumnAndPathOfSyntaxErrors() {
        let text = "{\n  \"root\": {\n    \"children\": [1, 2, @]\n  }\n}"
        let problem = failure(text)
        #expect(problem?.line == 3)
        #expect(problem?.column == 24)
        #expect(problem?.path == "$.root.children[2]")
        #expect(problem?.description == "$.root.children[2] (line 3, column 24): expected a value, found '@'")
    }

    @Test func namesEscapedAndNonASCIIKeysInErrorPaths() {
        #expect(failure(#"{"a\"b": {"é.x": [0, {"k\u0041": tru}]}}"#)?.path == #"$["a\"b"]["é.x"][1].kA"#)
        var parser = JSONParser(Array(#"{"q\n": {"z": 1, "z": 2}}"#.utf8))
        _ = try? parser.parse()
        #expect(parser.duplicateKeys.map(\.path) == [#"$["q\n"].z"#])
    }

    @Test func countsColumnsInCharactersNotBytes() {
        let problem = failure("[\"日本\", x]")
        #expect(problem?.line == 1)
        #expect(problem?.column == 8)
    }

    @Test func refusesDeepNestingWithoutRecursingFurther() {
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        let problem = failure(deep)
        #expect(problem?.message.contains("nesting deeper than \(JSONParser.maximumDepth)") == true)
        let objects = String(repeating: "{\"a\":", count: 50_000)
        #expect(failure(objects)?.message.contains("nesting deeper") == true)
        let allowed =
            String(repeating: "[", count: JSONParser.maximumDepth)
            + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(failure(allowed) == nil)
    }

    @Test func shortensThePathOfAProblemDeepDown() {
        let depth = JSONParser.maximumDepth + 1
        let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let problem = failure(deep)
        #expect(
            problem?.path == "$" + String(repeating: "[0]", count: 8) + "…(1008 more)…"
                + String(repeating: "[0]", count: 8))
        #expect((problem?.description.count ?? .max) < 160)
        // A path of ordinary depth is spelled out whole.
        #expect(failure(#"{"a": [[[{"b": tru}]]]}"#)?.path == "$.a[0][0][0].b")
    }

    @Test func reportsDuplicateKeysAndKeepsTheLast() throws {
        var parser = JSONParser(Array(#"{"a": {"b": 1, "b": 2}, "a2": 0, "a2": 1}"#.utf8))
        let value = try parser.parse()
        #expect(value == ["a": ["b": 2], "a2": 1])
        #expect(parser.duplicateKeys.map(\.path) == ["$.a.b", "$.a2"])
        #expect(parser.duplicateKeys.first?.column == 16)
    }

    @Test func foldsNegativeZero() throws {
        #expect(try parse("-0").number?.sign == .plus)
        #expect(try parse("-0.0").number?.sign == .plus)
    }

    @Test func readsLongNumbersExactly() throws {
        #expect(try parse("12345678901234567890") == .number(12_345_678_901_234_567_168))
        #expect(try parse("0.1000000000000000055511151231257827") == .number(0.1))
        #expect(try parse("9007199254740993") == .number(9_007_199_254_740_992))
        #expect(try parse("1E2") == .number(100))
        #expect(try parse("1e-400") == .number(0))
    }
}
