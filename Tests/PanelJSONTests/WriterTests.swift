import PanelCore
import TestSupport
import Testing

@_spi(Internals) @testable import PanelJSON

@Suite struct WriterTests {
    private func written(_ value: PanelValue, pretty: Bool = false) -> String {
        var writer = JSONWriter(pretty: pretty)
        writer.write(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func sortsObjectKeysByUTF8Bytes() {
        #expect(written(["b": 1, "a": 2, "Z": 3, "é": 4, "aa": 5]) == #"{"Z":3,"a":2,"aa":5,"b":1,"é":4}"#)
    }

    @Test func sortsKeysThatShareTheirFirstEightBytes() {
        let object: PanelValue = [
            "abcdefghZ": 1, "abcdefgh": 2, "abcdefghA": 3, "abcdefgi": 4, "abcdefgh\u{0}": 5,
        ]
        #expect(
            written(object) == #"{"abcdefgh":2,"abcdefgh\u0000":5,"abcdefghA":3,"abcdefghZ":1,"abcdefgi":4}"#)
        var large: [String: PanelValue] = [:]
        for index in 0..<40 { large["key.\(index % 7).\(index)"] = .number(Double(index)) }
        let keys = JSONWriter.sortedKeys(large)
        let expected =
            "{" + keys.map { "\"\($0)\":\(PanelValue.format(large[$0]!.number!))" }.joined(separator: ",")
            + "}"
        #expect(written(.object(large)) == expected)
        let small = large.filter { $0.key.hasPrefix("key.3") }
        #expect(
            written(.object(small)) == "{"
                + JSONWriter.sortedKeys(small).map { "\"\($0)\":\(PanelValue.format(small[$0]!.number!))" }
                .joined(separator: ",") + "}")
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

    @Test func writesWholeNumbersOfEveryLength() {
        // Each count of digits, at its edges and in between, against the standard library.
        var numbers: [UInt64] = [0, .max, .max - 1]
        var power: UInt64 = 1
        for _ in 0..<19 {
            numbers += [power - 1, power, power + 1, power * 7 + 3]
            power *= 10
        }
        numbers += [power - 1, power, power + 1]
        for number in numbers {
            for negative in [false, true] {
                var writer = JSONWriter()
                writer.emit(integer: number, negative: negative)
                let expected = (negative && number != 0 ? "-" : "") + String(number)
                #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
            }
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

    @Test func writesShortDecimalsAsDescriptionDoes() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<20_000 {
            // Decimals with a few digits on either side of the point, and their neighbours.
            let digits = Double(random.next() % 1_000_000_000)
            let scale = [1.0, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e8, 1e12][Int(random.next() % 9)]
            let sign: Double = random.next() % 2 == 0 ? 1 : -1
            let number = sign * digits / scale
            for candidate in [number, number.nextUp, number.nextDown] where candidate.isFinite {
                #expect(written(.number(candidate)) == PanelValue.format(candidate), "\(candidate)")
            }
        }
        for divisor in [3.0, 7, 137, 1024, 1e5, 3e7] {
            for numerator in -300...300 {
                let number = Double(numerator) / divisor
                #expect(written(.number(number)) == PanelValue.format(number), "\(number)")
            }
        }
        for number in [0.0001, 0.00012345, 0.001, 99_999_999_999_999.5, 12_345_678_901_234.56, -0.5, 1.25] {
            #expect(written(.number(number)) == PanelValue.format(number), "\(number)")
        }
    }

    /// Numbers between 10^-4 and 1 with 16 or 17 significant digits (the writer's exact
    /// integer path) and their neighbours, against `description` as the oracle.
    @Test func writesLongFractionsAsDescriptionDoes() {
        var random = SplitMix64(seed: 13)
        for _ in 0..<30_000 {
            // A random significand with an exponent from 2^-14 to 2^-1.
            let exponent = UInt64(1023 - 14 + random.next() % 14)
            let number = Double(bitPattern: exponent << 52 | random.next() >> 12)
            for candidate in [number, -number, number.nextUp, number.nextDown] where candidate.isFinite {
                #expect(written(.number(candidate)) == PanelValue.format(candidate), "\(candidate)")
            }
        }
        for divisor in [137.0, 3, 7, 11, 13, 17, 19, 23, 29, 31, 997] {
            for numerator in 1...2_000 {
                let number = Double(numerator) / divisor / 1_000
                guard number < 1 else { continue }
                #expect(written(.number(number)) == PanelValue.format(number), "\(number)")
            }
        }
    }

    @Test func escapesAtEveryPositionOfStringsOfEveryLength() throws {
        for length in 0..<40 {
            for position in 0..<Swift.max(length, 1) {
                for special in ["\"", "\\", "\n", "\u{1}", "é", "😀"] {
                    var characters = Array(repeating: "a", count: length)
                    if length > 0 { characters[position] = special }
                    let text = characters.joined()
                    let json = written(.string(text))
                    var parser = JSONParser(Array(json.utf8))
                    #expect(try parser.parse() == .string(text), "\(json)")
                    #expect(json.utf8.count >= text.utf8.count + 2)
                }
            }
        }
    }

    @Test func copiesOfAWriterDoNotShareTheirBytes() {
        var first = JSONWriter(capacity: 4)
        first.write(string: "shared")
        var second = first
        second.write(number: 1)
        first.write(number: 2)
        #expect(String(decoding: first.bytes, as: UTF8.self) == #""shared"2"#)
        #expect(String(decoding: second.bytes, as: UTF8.self) == #""shared"1"#)
        var third = first
        third.reset()
        third.write([true])
        #expect(String(decoding: first.bytes, as: UTF8.self) == #""shared"2"#)
        #expect(String(decoding: third.bytes, as: UTF8.self) == "[true]")
        third.bytes = Array("x".utf8)
        third.write(string: String(repeating: "long ", count: 100))
        #expect(third.bytes.count == 1 + 502)
        #expect(third.withUnsafeBytes { Array($0) } == third.bytes)
    }
}
