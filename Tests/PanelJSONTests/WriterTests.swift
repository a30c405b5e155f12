import PanelCore
import Testing

@testable import PanelJSON

@Suite struct WriterTests {
    private func written(_ value: PanelValue, pretty: Bool = false) -> String {
        var writer = JSONWriter(pretty: pretty)
        writer.write(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func sortsObjectKeysByUTF8Bytes() {
        #expect(written(["b": 1, "a": 2, "Z": 3, "é": 4, "aa": 5]) == #"{"Z":3,"a":2,"aa":5,"b":1,"é":4}"#)
    }

    @Test func escapesOnlyWhatJSONRequires() {
        let text = "q\"b\\s/\n\r\t\u{8}\u{C}\u{0}\u{1F}é😀\u{7F}"
        #expect(written(.string(text)) == #""q\"b\\s/\n\r\t\b\f\u0000\u001fé😀"# + "\u{7F}\"")
    }

    @Test func writesNumbersShortestAndWholeWithoutFraction() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (2, "2"), (-17, "-17"), (0.1, "0.1"), (0.35, "0.35"),
            (1.0 / 3, "0.3333333333333333"),
            (999_999_999_999_999, "999999999999999"), (1e15, "1000000000000000"),
            (9_007_199_254_740_991, "9007199254740991"), (9_007_199_254_740_992, "9007199254740992"),
            (18_014_398_509_481_984, "1.8014398509481984e+16"), (1e300, "1e+300"),
            (.leastNonzeroMagnitude, "5e-324"),
            (-2.5e-8, "-2.5e-08"), (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
        ]
        for (number, expected) in cases {
            #expect(written(.number(number)) == expected)
            #expect(written(.number(number)) == PanelValue.format(number), "agrees with PanelValue.format")
        }
    }

    @Test func marksNonFiniteNumbers() {
        var writer = JSONWriter()
        writer.write([1, .number(.nan)])
        #expect(writer.hasNonFiniteNumber)
        writer.reset()
        writer.write([1])
        #expect(!writer.hasNonFiniteNumber)
    }

    @Test func prettyFormIndentsByTwoSpaces() {
        let expected = """
            {
              "a": [
                1,
                []
              ],
              "b": {}
            }
            """
        #expect(written(["a": [1, []], "b": [:]], pretty: true) == expected)
    }

    @Test func writesEveryNumberSoThatItParsesBackExactly() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            let number = Double(bitPattern: random.next())
            guard number.isFinite else { continue }
            var parser = JSONParser(Array(written(.number(number)).utf8))
            let parsed = try parser.parse()
            #expect(parsed.number?.bitPattern == (number == 0 ? 0 : number).bitPattern, "\(number)")
        }
    }

    @Test func pathsQuoteNamesThatAreNotIdentifiers() {
        #expect(JSONPath.member("$.values", "speed") == "$.values.speed")
        #expect(JSONPath.member("$.values", "motion.speed") == #"$.values["motion.speed"]"#)
        #expect(JSONPath.member("$", "a\"b") == #"$["a\"b"]"#)
        #expect(JSONPath.member("$", "1a") == #"$["1a"]"#)
        #expect(JSONPath.index("$.root.children", 3) == "$.root.children[3]")
    }
}
