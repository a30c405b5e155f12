@_spi(Internals) import PanelJSON
import TestSupport
import Testing

@testable import PanelKit

/// The one scan of a protocol line against the tree parser (the line parsed whole into a value,
/// its repeated keys checked, then decoded): the same message for every line the tree parser
/// reads, and for every other line the same problem, word for word, with the `seq` the
/// lenient scan finds.
@Suite struct LineScanTests {
    /// The message, or the refusal, the tree parser gives.
    static func oracle(_ bytes: [UInt8]) -> Result<ProtocolMessage, ProtocolError> {
        var parser = JSONParser(bytes)
        let seq = ProtocolLine.seq(recoveredFrom: bytes)
        do {
            let value = try parser.parse()
            if let repeated = parser.duplicateKeys.first {
                return .failure(ProtocolError(code: "malformed", message: repeated.description, seq: seq))
            }
            return .success(try ProtocolMessage(value: value))
        } catch let error as ProtocolError {
            return .failure(error)
        } catch {
            return .failure(ProtocolError(code: "malformed", message: "\(error)", seq: seq))
        }
    }

    static func scanned(_ bytes: [UInt8]) -> Result<ProtocolMessage, ProtocolError> {
        do throws(ProtocolError) {
            return .success(try ProtocolMessage(parsing: bytes))
        } catch {
            return .failure(error)
        }
    }

    static func agree(_ line: String) {
        let bytes = Array(line.utf8)
        let (scan, tree) = (scanned(bytes), oracle(bytes))
        func seq(_ result: Result<ProtocolMessage, ProtocolError>) -> String {
            if case .failure(let error) = result { return "\(error.seq.map(String.init) ?? "nil")" }
            return "-"
        }
        #expect(scan == tree, "\(line): seq \(seq(scan)), tree parser's \(seq(tree))")
    }

    @Test(arguments: [
        #"{"type":"undo","seq":4}"#,
        #"{"type":"edit","seq":2,"id":"radius","phase":"change","gesture":"g","value":30}"#,
        #"{"type":"preset.save","seq":3,"name":"Bouncy \u00e9","replacing":true,"panel":"Card"}"#,
        #"{"type":"hello","versions":[1]}"#,
        #"{"type":"drawer.scroll","seq":5,"id":"dial","by":-2}"#,
        #"{"type":"set","seq":1,"id":"radius","value":1,"type":"set"}"#,
        #"{"type":"set","seq":1,"id":"r","value":{"a":1,"a":2}}"#,
        #"{"type":"set","seq":1,"id":"r","value":{"a":1,"a":2},"id":"r"}"#,
        #"{"type":"set","seq":1,"id":"r","value":12 x,"seq":9}"#,
        #"{"a":{"seq":1},"seq":2,"b":1e999}"#,
        #"{"\u0073eq":3,"type":"fly"}"#,
        "{", "[1,2]", "", "  ", "{}", #"{"seq":1}"#, "\u{FEFF}{\"type\":\"undo\",\"seq\":1}", "{\"a\" 1}",
        #"{"type":"set","seq":1,"id":"r","value":1}  x"#, #"{"type":"set","seq":1,"id":"r","value":1,}"#,
        #"{"type":"set","seq":1,"id":"r\uD800","value":1}"#,
    ])
    func agreesWithTheTreeParser(line: String) {
        Self.agree(line)
    }

    /// Random lines from the pieces of messages, many broken in one place.
    @Test func agreesWithTheTreeParserOnRandomLines() {
        var random = SplitMix64(seed: 34)
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        func piece(_ choices: [String]) -> String { choices[next(choices.count)] }
        let alphabet = Array(#"0123456789-+.eE"truefalsnul{}[],:\ abcé"#)
        let keys = [
            "type", "seq", "id", "value", "phase", "gesture", "name", "preset", "panel", "reason",
            "s\\u0065q", "x",
        ]
        let values = [
            "\"set\"", "\"undo\"", "\"edit\"", "\"preset.save\"", "\"drawer.close\"", "\"change\"", "1", "0",
            "-1",
            "1.5", "1e2", "12", "\"radius\"", "\"a\\\"b\"", "true", "null", "[1,2]", "{\"a\":1}",
            "{\"a\":1,\"a\":2}",
            "\"escape\"", "\"\"", "1e999", "tru",
        ]
        for _ in 0..<20_000 {
            var members: [String] = []
            for _ in 0..<(1 + next(5)) {
                members.append("\"" + piece(keys) + "\"" + piece([":", " : ", ":"]) + piece(values))
            }
            var line = "{" + members.joined(separator: piece([",", ", "])) + "}"
            if next(6) == 0 {
                var bytes = Array(line.utf8)
                bytes[next(bytes.count)] = UInt8(ascii: alphabet[next(alphabet.count)].isASCII ? "x" : "y")
                bytes[next(bytes.count)] = Array(String(alphabet[next(alphabet.count)]).utf8)[0]
                line = String(decoding: bytes, as: UTF8.self)
            }
            Self.agree(line)
        }
    }
}

extension LineScanTests {
    /// The scan reports every line's `seq`: a `set`'s, another message's, a malformed line's.
    @Test(arguments: [
        (#"{"type":"set","seq":4,"id":"a","value":1}"#, 4),
        (#"{"type":"undo","seq":5}"#, 5),
        (#"{"type":"undo","seq":"5"}"#, nil),
        (#"{"type":"set","seq":6,"id":"a","value":1e999}"#, 6),
        (#"{"type":"hello","versions":[1]}"#, nil),
    ])
    func theScanReportsTheSeq(line: String, seq: Int?) {
        #expect(Array(line.utf8).withUnsafeBufferPointer { ProtocolLine.scan($0).seq } == seq, "\(line)")
    }
}

extension LineScanTests {
    /// Lines spelt as the common `set` is, broken in one place or continued past its shape:
    /// wherever the spelling stops, the scan goes on and agrees with the tree parser.
    @Test func agreesOnLinesThatStartAsTheCommonSet() {
        var random = SplitMix64(seed: 3434)
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        func piece(_ choices: [String]) -> String { choices[next(choices.count)] }
        for _ in 0..<20_000 {
            var line = #"{"type":"set","#
            line += piece([
                #""seq":7,"#, #""seq":07,"#, #""seq":7 ,"#, #""seq":1x,"#, #""seq":-1,"#, #""seq":7}"#, "",
            ])
            line += piece([#""id":"r","#, #""id":"r\u0041","#, #""id":"","#, #""id":"é","#, #""id":1,"#, ""])
            line += piece([
                #""value":1}"#, #""value":1e3}"#, #""value":[1]}"#, #""value":1,"panel":"P"}"#,
                #""value":1}x"#,
                #""value":tru}"#, #""value":"a"}"#, #""value":1,"seq":8}"#, "}", #""value":1,"id":"q"}"#,
            ])
            Self.agree(line)
        }
    }
}
