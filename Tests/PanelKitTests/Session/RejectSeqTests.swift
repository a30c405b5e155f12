import PanelJSON
import Testing

@testable import PanelKit

/// Every `reject` names the line's `seq` when the line had one, whatever else is wrong with
/// it: a number out of range, broken JSON after the seq, a repeated key, a line too long.
@Suite struct RejectSeqTests {
    @Test(arguments: [
        (#"{"type":"set","seq":32,"id":"gravity","value":1e400}"#, 32),
        (#"{"type":"set","seq":32,"id":"radius","value":-1e400}"#, 32),
        (#"{"type":"set","seq":7,"id":"radius","value":}"#, 7),
        (#"{"type":"set","seq":8,"id":"radius","value":[1,{"a":"}"]"#, 8),
        (#"{"type":"set","id":"radius","value":12,"seq":9,"x":tru}"#, 9),
        (#"{"type":"set","seq":10,"id":"radius","value":1,"value":2}"#, 10),
        (#"{ "type" : "set" , "seq" : 11 , "id" : "r\u00e9" , "value" : 01 }"#, 11),
        (#"{"type":"set","\u0073eq":12,"id":"radius","value":1e999}"#, 12),
        (#"{"type":"set","seq":13,"id":"radius","value":"\uZZZZ"}"#, 13),
        (#"{"type":"set","nested":{"seq":1},"seq":14,"value":1e400}"#, 14),
        (#"{"type":"set","value":1e400,"seq":15}"#, 15),
    ])
    func aMalformedLineKeepsItsSeq(line: String, seq: Int) throws {
        let session = PanelSession(Tune.panel().panel)
        let answer = try object(try #require(session.receive(line).first))
        #expect(answer["type"] == "reject")
        #expect(answer["code"] == "malformed")
        #expect(answer["seq"] == .number(Double(seq)), "\(line)")
    }

    @Test(arguments: [
        #"{"type":"set","seq":-1,"id":"radius","value":1e400}"#,
        #"{"type":"set","seq":1.5,"id":"radius","value":1e400}"#,
        #"{"type":"set","nested":{"seq":1},"value":1e400}"#,
        #"[{"seq":1}"#,
    ])
    func noSeqIsMadeUp(line: String) throws {
        let session = PanelSession(Tune.panel().panel)
        let answer = try object(try #require(session.receive(line).first))
        #expect(answer["type"] == "reject")
        #expect(answer["seq"] == .null, "\(line)")
    }

    @Test func anOversizedLineKeepsItsSeq() throws {
        let session = PanelSession(Tune.panel().panel, maximumLineLength: 64)
        let line =
            #"{"type":"set","seq":5,"id":"radius","value":""# + String(repeating: "x", count: 100) + #""}"#
        let answer = try object(try #require(session.receive(line).first))
        #expect(answer["code"] == "oversized")
        #expect(answer["seq"] == 5)
    }

    @Test func theScanReadsOnlyTheTopLevelSeq() {
        #expect(ProtocolLine.seq(recoveredFrom: Array(#"{"a":{"seq":1},"seq":2,"b":1e999}"#.utf8)) == 2)
        #expect(ProtocolLine.seq(recoveredFrom: Array(#"{"a":"\"seq\":1"}"#.utf8)) == nil)
        #expect(ProtocolLine.seq(recoveredFrom: Array("\u{FEFF}{\"seq\":3,".utf8)) == 3)
        #expect(ProtocolLine.seq(recoveredFrom: Array(#"{"seq":"4"}"#.utf8)) == nil)
        #expect(ProtocolLine.seq(recoveredFrom: []) == nil)
        #expect(ProtocolLine.seq(recoveredFrom: Array(#"{"seq""#.utf8)) == nil)
    }
}
