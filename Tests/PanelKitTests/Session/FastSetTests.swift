import PanelCore
import TestSupport
import Testing

@_spi(Internals) @testable import PanelJSON
@testable import PanelKit

/// The `set` the one scan reads without a dictionary, against the tree parser (the whole line
/// parsed into a value, then decoded): for every line it reads so, the same message.
@Suite struct FastSetTests {
    private func fast(_ line: String) -> ProtocolMessage? {
        Array(line.utf8).withUnsafeBufferPointer { ProtocolLine.setParts(of: $0) }.map {
            ProtocolMessage(seq: $0.seq, body: .edit(.set($0.id, to: $0.value)))
        }
    }

    private func general(_ line: String) -> ProtocolMessage? {
        var parser = JSONParser(Array(line.utf8))
        guard let value = try? parser.parse(), parser.duplicateKeys.isEmpty else { return nil }
        return try? ProtocolMessage(value: value)
    }

    @Test func readsTheCommonShapes() {
        #expect(
            fast(#"{"type":"set","seq":7,"id":"radius","value":12}"#)
                == ProtocolMessage(seq: 7, body: .edit(.set("radius", to: 12))))
        #expect(
            fast(#"{"type":"set","seq":0,"id":"a.b","value":-0.25}"#)?.body == .edit(.set("a.b", to: -0.25)))
        #expect(
            fast(#"{"type":"set","seq":1,"id":"on","value":false}"#)?.body == .edit(.set("on", to: false)))
        #expect(
            fast(##"{"type":"set","seq":1,"id":"c","value":"#00ff00"}"##)?.body
                == .edit(.set("c", to: "#00ff00")))
    }

    @Test(arguments: [
        #"{"type":"set","seq":1,"id":"","value":1}"#,  // empty id: the decoder's reject
        #"{"type":"set","seq":01,"id":"a","value":1}"#,  // leading zero: malformed
        #"{"type":"set","seq":1,"id":"a","value":01}"#,
        #"{"type":"set","seq":1,"id":"a","value":1.}"#,
        #"{"type":"set","seq":1.5,"id":"a","value":1}"#,
        #"{"type":"set","seq":-1,"id":"a","value":1}"#,
        #"{"type":"set","seq":1,"id":"a\n","value":1}"#,  // an escaped id: a message
        #"{"type":"set","seq":1,"id":"é","value":1}"#,
        #"{"type":"set","seq":1,"id":"a","value":1,"panel":"P"}"#,
        #"{"type":"set","seq":1,"id":"a","value":1}}"#,
        #"{"type":"set","seq":1,"id":"a","value":-}"#,
        #"{"type":"set","seq":1,"id":"a","value":"#,
        #"{"type":"set","seq":1,"id":"a","value"#,
        #"{"type":"set","seq":1,"id":"a"}"#,
        #"{"type":"set","seq":1,"id":"a","value":1,"id":"a"}"#,
        #"{"type":"edit","seq":1,"id":"a","value":1}"#,
        #"{"type":"set","id":"a","value":1}"#,
    ])
    func declinesWhatItDoesNotFullyUnderstand(line: String) {
        #expect(fast(line) == nil)
    }

    /// Any order of the members, whitespace, and values of any shape: still the `set`.
    @Test(arguments: [
        #"{"seq":1,"type":"set","id":"a","value":1}"#,
        #" { "type" : "set" , "seq" : 1 , "id" : "a" , "value" : 1 } "#,
        #"{"type":"set","seq":1,"id":"a","value":1e3}"#,
        #"{"type":"set","seq":1,"id":"a","value":null}"#,
        #"{"type":"set","seq":1,"id":"a","value":[1,{"b":"\u0041"}]}"#,
        #"{"type":"set","seq":1.0,"id":"a","value":"\u0041"}"#,
        #"{"type":"set","seq":1234567890123456,"id":"a","value":1}"#,
    ])
    func readsEveryOtherSetOfThatShape(line: String) throws {
        let quick = try #require(fast(line))
        #expect(general(line) == quick)
    }

    /// Random lines built from the pieces of a `set` line, most of them good, many broken in
    /// one place: the fast path never disagrees with the general parser.
    @Test func agreesWithTheGeneralParserOnRandomLines() {
        var random = SplitMix64(seed: 42)
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        let alphabet = Array(#"0123456789-+.eE"truefalsnul{}[],:\ abcé"#)
        func piece(_ choices: [String]) -> String { choices[next(choices.count)] }
        func noise(_ count: Int) -> String { String((0..<count).map { _ in alphabet[next(alphabet.count)] }) }
        var accepted = 0
        for _ in 0..<20_000 {
            let seq = piece([
                "0", "7", "12", "01", "-1", "1.0", "1e2", "999999999999999", "9999999999999999", noise(2),
            ])
            let id = piece([
                "\"radius\"", "\"a.b\"", "\"\"", "\"x\\u0041\"", "\"é\"", "12", "\"s" + noise(2) + "\"",
            ])
            let value = piece([
                "0", "-0", "-0.0", "12", "-3.5", "0.1", "1.25", "100.000001", "123456789012345.5", "01", "1.",
                "1e5", "-", "true", "false", "null", "\"#00ff00\"", "\"\"", "\"a\\\"b\"", "[1]", "tru",
                noise(3),
            ])
            var line = #"{"type":"set","seq":"# + seq + #","id":"# + id + #","value":"# + value + "}"
            if next(8) == 0 {
                var bytes = Array(line.utf8)
                bytes[next(bytes.count)] = Array(noise(1).utf8)[0]
                line = String(decoding: bytes, as: UTF8.self)
            }
            guard let quick = fast(line) else { continue }
            accepted += 1
            #expect(general(line) == quick, "\(line)")
        }
        #expect(accepted > 1000)
    }

    /// A `seq` of every length from one digit to sixteen (up to seven are read a word at a
    /// time), with every digit, a leading zero, and what may follow a number that makes it no
    /// whole one: the same message as the general parser, or none when it gives none.
    @Test func readsTheSeqOfEveryLengthLikeTheGeneralParser() {
        var random = SplitMix64(seed: 11)
        var accepted = 0
        for length in 1...16 {
            for round in 0..<400 {
                var digits = (0..<length).map { _ in Character(String(random.next() % 10)) }
                if round % 10 == 0 { digits[0] = "0" }
                if round % 10 == 1 { digits[length - 1] = "9" }
                let after = ["", "", "", ".5", "e2", "E1", "0"][round % 7]
                let line = #"{"type":"set","seq":"# + String(digits) + after + #","id":"s","value":1}"#
                let quick = fast(line)
                if quick != nil { accepted += 1 }
                let expected = general(line)
                #expect(quick == nil || quick == expected, "\(line)")
                let whole = String(digits) + (after == "0" ? "0" : "")
                if whole.count <= 15, whole.count == 1 || whole.first != "0", after.isEmpty || after == "0" {
                    #expect(quick?.seq == Int(whole), "\(line)")
                }
            }
        }
        #expect(accepted > 3000)
    }

    /// Decimals of every length around the 15 digits the fast path reads itself (longer
    /// ones go through the text): the same number as the general parser, every time.
    @Test func readsDecimalsLikeTheGeneralParser() {
        var random = SplitMix64(seed: 2024)
        func digits(_ count: Int, leadingZero: Bool) -> String {
            var out = ""
            for index in 0..<count {
                let digit = random.next() % 10
                out += String(index == 0 && !leadingZero && digit == 0 ? 1 : digit)
            }
            return out
        }
        var compared = 0
        for round in 0..<30_000 {
            let whole = round % 5 == 0 ? "0" : digits(Int(random.next() % 9) + 1, leadingZero: false)
            let fraction = digits(Int(random.next() % 20) + 1, leadingZero: true)
            let sign = random.next() % 3 == 0 ? "-" : ""
            let line = #"{"type":"set","seq":1,"id":"x","value":"# + sign + whole + "." + fraction + "}"
            guard let quick = fast(line) else { continue }
            compared += 1
            #expect(general(line) == quick, "\(line)")
        }
        #expect(compared > 25_000)
    }
}
