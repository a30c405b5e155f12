import PanelCore
import TestDocuments
import TestSupport
import Testing

@_spi(Internals) @testable import PanelJSON

/// The decoder reads a document without problems from its flat form (`JSONParser.tape()`)
/// and any other by parsing it again: the flat form must accept exactly what the parser
/// accepts without a problem, hold the same values, and the two routes must decode to the
/// same document, problems and diagnostics.
@Suite struct FlatDecodingTests {
    /// Texts the parser accepts, refuses, or accepts with a repeated key.
    static let texts: [String] = [
        #"{"a":[1,2.5,-0,1e3,"x",true,false,null,{},[]]}"#,
        #"{"b":"\u00e9\n\"q\"","c":"\ud83d\ude00","d":"é"}"#,
        "\u{FEFF}[1]", " \t\n[1] \r\n", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "[01]", "[-]", "[1.]",
        "[1e]", "[1e400]", "[-1e400]", "[123456789012345678901234567890]", "[0.1e-400]", "[+1]",
        "[.5]", "[NaN]", "[tru]", "[nul]", "\"\\x\"", "\"\\ud800\"", "\"\\udc00\"", "\"\\u12\"",
        "\"a\u{1}\"", "\"open", "[1] 2", "", "   ", "{\"a\":1,\"a\":2}", "{\"k\":{\"x\":1,\"x\":1}}",
        "{\"\\u0061\":1,\"a\":2}", "{\"é\":1}", "{\"e\u{301}\":1,\"é\":2}",
        String(repeating: "[", count: 1024) + String(repeating: "]", count: 1024),
        String(repeating: "[", count: 1025) + String(repeating: "]", count: 1025),
        "{" + (0..<40).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}",
        "{" + (0..<40).map { "\"k\($0 % 39)\":\($0)" }.joined(separator: ",") + "}",
    ]

    /// The parser's verdict on `bytes`: its value when it has no problem, else `nil`.
    static func parsed(_ bytes: [UInt8]) -> PanelValue? {
        var parser = JSONParser(bytes)
        guard let value = try? parser.parse(), parser.duplicateKeys.isEmpty else { return nil }
        return value
    }

    /// Whether some object key in `value` holds other than ASCII.
    static func hasNonASCIIKey(_ value: PanelValue) -> Bool {
        switch value {
        case .object(let members):
            return members.contains { key, member in
                !key.utf8.allSatisfy { $0 < 0x80 } || hasNonASCIIKey(member)
            }
        case .array(let items): return items.contains(where: hasNonASCIIKey)
        default: return false
        }
    }

    static func checkTape(_ bytes: [UInt8], _ label: String) {
        let tape = JSONParser(bytes).tape()
        guard let value = parsed(bytes) else {
            #expect(tape == nil, "\(label): the flat form accepts what the parser refuses")
            return
        }
        if let tape {
            #expect(tape.value(at: 0) == value, "\(label)")
        } else {
            // Only a key that is not plain ASCII, or holds an escape, is left to the parser.
            let mayHaveSuchKey = hasNonASCIIKey(value) || bytes.contains(UInt8(ascii: "\\"))
            #expect(mayHaveSuchKey, "\(label): the flat form refused a good document")
        }
    }

    @Test func theFlatFormAcceptsWhatTheParserAcceptsWithTheSameValues() {
        for text in Self.texts { Self.checkTape(Array(text.utf8), String(text.prefix(40))) }
        for bytes: [UInt8] in [
            [0x22, 0xFF, 0x22], [0x22, 0xC0, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
        ] {
            Self.checkTape(bytes, "\(bytes)")
        }
    }

    /// The outcome of decoding: the document, or the problems, as text.
    static func outcome(_ body: () throws(JSONDecodingError) -> PanelDocument) -> String {
        do {
            return "document \(try body().panelValue)"
        } catch {
            return "problems \(error.problems)"
        }
    }

    /// Both routes, the flat one and the parsed one, on `bytes`, lenient and strict.
    static func checkRoutes(_ bytes: [UInt8], _ label: String) {
        guard let value = parsed(bytes) else {
            #expect(throws: JSONDecodingError.self, "\(label)") { try TreeDecoder().decode(bytes: bytes) }
            return
        }
        for strict in [false, true] {
            let decoder = TreeDecoder(strict: strict)
            let flat = outcome { () throws(JSONDecodingError) in try decoder.decode(bytes: bytes) }
            let tree = outcome { () throws(JSONDecodingError) in try decoder.decode(value: value) }
            #expect(flat == tree, "\(label), strict \(strict)")
        }
    }

    @Test func sampleDocumentsDecodeTheSameBothWays() throws {
        let documents = [Samples.card, PanelDocument(root: Samples.everyKind)]
        for (index, document) in documents.enumerated() {
            for renderer in [
                JSONRenderer(), JSONRenderer(style: .pretty), JSONRenderer(describesAccessibility: false),
            ] {
                Self.checkRoutes(try renderer.encode(document), "sample \(index)")
            }
        }
    }

    /// Broken at random: bytes replaced, removed or repeated, so that some documents still
    /// parse with problems of shape, meaning, values or accessibility, and others do not parse.
    @Test(arguments: [11, 12, 13] as [UInt64]) func brokenDocumentsDecodeTheSameBothWays(seed: UInt64) throws
    {
        var random = SplitMix64(seed: seed)
        let original = try JSONRenderer().encode(Samples.card)
        let replacements = Array("{}[]\",:0123456789.-etrufalsn \\x".utf8) + [0xC3, 0xFF]
        for round in 0..<400 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[at] = replacements.randomElement(using: &random)!
                case 1: bytes.remove(at: at)
                default: bytes.insert(bytes[at], at: at)
                }
            }
            Self.checkTape(bytes, "seed \(seed), round \(round)")
            Self.checkRoutes(bytes, "seed \(seed), round \(round)")
        }
    }

    /// Numbers of at most 15 digits with a small exponent are read without the text; each must
    /// be the Double the text spells (`Double(String)`, correctly rounded), -0 read as 0.
    @Test(arguments: [21, 22] as [UInt64]) func numbersReadExactlyAsTheirText(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<3000 {
            let whole = String(UInt64.random(in: 0..<1_000_000_000, using: &random) >> (random.next() % 30))
            var text = (Bool.random(using: &random) ? "-" : "") + whole
            if Bool.random(using: &random) {
                text += "." + String(UInt64.random(in: 0..<1_000_000_000_000, using: &random))
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                text += ["e", "E", "e-", "e+"].randomElement(using: &random)!
                text += String(Int.random(in: 0..<30, using: &random))
            }
            var parser = JSONParser(Array(text.utf8))
            let expected = Double(text)!
            #expect(try parser.parse() == .number(expected == 0 ? 0 : expected), "\(text)")
        }
    }
}
