@_spi(Internals) import PanelJSON
import TestSupport
import Testing

@testable import PanelKit

/// Parses a protocol line into an object, for checking members.
func object(_ line: String) throws -> [String: PanelValue] {
    var parser = JSONParser(Array(line.utf8))
    guard case .object(let object) = try parser.parse() else { throw ValueError("not an object") }
    return object
}

@Suite struct SessionTests {
    func session(_ tune: PanelState<Tune> = Tune.panel()) -> PanelSession { PanelSession(tune.panel) }

    @Test func helloGetsWelcomeAndSnapshot() throws {
        let session = session()
        let lines = EmittedMessages.save(session.receive(#"{"type":"hello","versions":[1]}"#), name: "hello")
        #expect(lines.count == 2)
        let welcome = try object(lines[0])
        #expect(welcome["type"] == "welcome")
        #expect(welcome["version"] == 1)
        #expect(welcome["session"] == .string(session.token))
        let snapshot = try object(lines[1])
        #expect(snapshot["type"] == "snapshot")
        #expect(snapshot["rev"] == 0)
        let document = try TreeDecoder().decode(value: try #require(snapshot["document"]))
        #expect(document.values["radius"] == 24)
    }

    @Test func helloWithUnknownVersionsNamesOurs() throws {
        let lines = EmittedMessages.save(
            session().receive(#"{"type":"hello","versions":[7,8]}"#), name: "hello-bad")
        let reject = try object(try #require(lines.first))
        #expect(reject["code"] == "unsupported_version")
        #expect(reject["versions"] == [1])
        #expect(reject["message"]?.string?.contains("7, 8") == true)
    }

    @Test func setIsAckedWithTheCanonicalValueAndPatched() throws {
        let session = session()
        let lines = EmittedMessages.save(
            session.receive(#"{"type":"set","seq":1,"id":"radius","value":60}"#), name: "set")
        #expect(
            lines == [
                #"{"type":"ack","seq":1,"rev":1,"value":48}"#,
                #"{"type":"patch","rev":1,"base":0,"values":{"radius":48}}"#,
            ])
        // An unchanged value is acked without a patch.
        #expect(
            session.receive(#"{"type":"set","seq":2,"id":"radius","value":48.2}"#) == [
                #"{"type":"ack","seq":2,"rev":1,"value":48}"#
            ])
    }

    @Test func badWritesAreRejectedWithCodes() throws {
        let tune = Tune.panel()
        let session = session(tune)
        let cases: [(String, String, String)] = [
            (#"{"type":"set","seq":1,"id":"zoom","value":1}"#, "unknown_id", "reject-unknown-id"),
            (#"{"type":"set","seq":2,"id":"radius","value":"big"}"#, "invalid_value", "reject-invalid"),
            (#"{"type":"set","seq":3,"id":"motion.shuffle","value":1}"#, "wrong_kind", "reject-kind"),
            (#"{"type":"set","seq":4,"id":"isOn","value":false}"#, "", "set-ison"),
            (#"{"type":"set","seq":5,"id":"motion.speed","value":2}"#, "disabled", "reject-disabled"),
        ]
        for (line, code, name) in cases {
            let answer = try object(
                try #require(EmittedMessages.save(session.receive(line), name: name).first))
            if code.isEmpty {
                #expect(answer["type"] == "ack")
            } else {
                #expect(answer["type"] == "reject", "\(line)")
                #expect(answer["code"] == .string(code), "\(line)")
                #expect(answer["seq"] != nil)
                #expect(answer["id"] != nil)
            }
        }
        #expect(tune.values.radius == 24)
        #expect(tune.values.speed == 1)
    }

    @Test func malformedLinesAreRejectedAndTheSessionGoesOn() throws {
        let tune = Tune.panel()
        let session = PanelSession(tune.panel, maximumLineLength: 200)
        let cases: [(String, String, String)] = [
            ("{", "malformed", "line 1"),
            ("[1,2]", "malformed", "expected a message object"),
            (#"{"seq":1}"#, "malformed", "$.type"),
            (#"{"type":"set","seq":-1,"id":"radius","value":1}"#, "malformed", "$.seq"),
            (#"{"type":"set","seq":1.5,"id":"radius","value":1}"#, "malformed", "$.seq"),
            (#"{"type":"set","seq":1,"value":1}"#, "malformed", "$.id"),
            (#"{"type":"set","seq":1,"id":"radius"}"#, "malformed", "$.value"),
            (#"{"type":"set","id":"radius","value":3}"#, "malformed", "$.seq"),
            (
                #"{"type":"edit","seq":1,"id":"radius","phase":"wiggle","gesture":"g"}"#, "malformed",
                "$.phase"
            ),
            (#"{"type":"fly","seq":1}"#, "unknown_type", "fly"),
            (#"{"type":"set","seq":1,"id":"radius","value":1,"type":"set"}"#, "malformed", "$.type"),
            (String(repeating: " ", count: 300), "oversized", "300 bytes"),
            ("\u{FF}", "malformed", "column 1"),
            (#"{"type":"set","seq":1,"id":"radius","value":1e999}"#, "malformed", "column"),
        ]
        for (index, (line, code, fragment)) in cases.enumerated() {
            let answers = EmittedMessages.save(session.receive(line), name: "malformed-\(index)")
            let answer = try object(try #require(answers.first))
            if code.isEmpty { continue }
            #expect(answer["type"] == "reject", "\(line)")
            #expect(answer["code"] == .string(code), "\(line)")
            #expect(answer["message"]?.string?.contains(fragment) == true, "\(line): \(answer)")
        }
        #expect(session.receive(#"{"type":"set","seq":9,"id":"radius","value":3}"#).count == 2)
        #expect(tune.values.radius == 3)
    }

    @Test func everyOtherMessageIsAnswered() throws {
        let actions = Recorder<String>()
        let tune = Tune.panel(onAction: { actions.append($0) })
        let session = session(tune)
        func send(_ line: String, _ name: String) throws -> [[String: PanelValue]] {
            try session.exchange(line, answersAs: name)
        }
        var out = try send(
            #"{"type":"edit","seq":1,"id":"radius","phase":"begin","gesture":"g"}"#, "edit-begin")
        #expect(out.map { $0["type"] } == ["ack"])
        out = try send(
            #"{"type":"edit","seq":2,"id":"radius","phase":"change","gesture":"g","value":30}"#, "edit-change"
        )
        #expect(out.map { $0["type"] } == ["ack", "patch"])
        out = try send(
            #"{"type":"edit","seq":3,"id":"radius","phase":"commit","gesture":"g"}"#, "edit-commit")
        #expect(out.map { $0["type"] } == ["ack"])
        out = try send(#"{"type":"undo","seq":4}"#, "undo")
        #expect(out.map { $0["type"] } == ["ack", "patch"])
        #expect(tune.values.radius == 24)
        out = try send(#"{"type":"redo","seq":5}"#, "redo")
        #expect(tune.values.radius == 30)
        out = try send(#"{"type":"redo","seq":6}"#, "redo-nothing")
        #expect(out.first?["code"] == "nothing_to_undo")
        out = try send(#"{"type":"preset.save","seq":7,"name":"Big"}"#, "preset-save")
        #expect(out.first?["preset"] == "preset-1")
        #expect(out.last?["presets"] == [["id": "preset-1", "name": "Big"]])
        #expect(out.last?["activePreset"] == "preset-1")
        out = try send(#"{"type":"preset.clear","seq":8}"#, "preset-clear")
        #expect(out.map { $0["type"] } == ["ack", "patch"])
        out = try send(#"{"type":"preset.load","seq":9,"preset":"preset-1"}"#, "preset-load")
        #expect(out.last?["activePreset"] == "preset-1")
        out = try send(#"{"type":"preset.load","seq":10,"preset":"preset-9"}"#, "preset-load-bad")
        #expect(out.first?["code"] == "unknown_preset")
        out = try send(#"{"type":"preset.delete","seq":11,"preset":"preset-1"}"#, "preset-delete")
        #expect(out.last?["presets"] == [])
        out = try send(#"{"type":"reset","seq":12,"id":"radius"}"#, "reset-one")
        #expect(out.first?["value"] == 24)
        out = try send(#"{"type":"reset","seq":13}"#, "reset-all")
        #expect(out.first?["type"] == "ack")
        out = try send(#"{"type":"action","seq":14,"id":"motion.shuffle"}"#, "action")
        #expect(out.map { $0["type"] } == ["ack", "action"])
        #expect(actions.items == ["motion.shuffle"])
        out = try send(#"{"type":"folder.toggle","seq":15,"id":"motion"}"#, "folder-toggle")
        #expect(out.map { $0["type"] } == ["ack", "snapshot"])
        #expect(out.first?["value"] == true)
        #expect(tune.panel.isFolderCollapsed("motion") == true)
        out = try send(#"{"type":"folder.toggle","seq":16,"id":"radius"}"#, "folder-toggle-bad")
        #expect(out.first?["code"] == "wrong_kind")
        out = try send(#"{"type":"resync","seq":17,"have":3}"#, "resync")
        #expect(out.map { $0["type"] } == ["snapshot"])
        out = try send(#"{"type":"dialog.dismiss","seq":18,"id":"confirm"}"#, "dialog-dismiss")
        #expect(out.first?["code"] == "unknown_id", "this panel has no dialog (see DialogSessionTests)")
        out = try send(#"{"type":"set","seq":19,"id":"mode","value":"advanced"}"#, "set-visibility")
        #expect(out.map { $0["type"] } == ["ack", "snapshot"], "a change of visibility sends a snapshot")
    }

    @Test func answersAsBytesAreTheSameLines() throws {
        // A `set` checked by eye (the same lines as setIsAckedWithTheCanonicalValueAndPatched).
        var out = Array("kept\n".utf8)
        #expect(session().receive(#"{"type":"set","seq":1,"id":"radius","value":60}"#, into: &out) == 2)
        #expect(
            String(decoding: out, as: UTF8.self)
                == "kept\n" + #"{"type":"ack","seq":1,"rev":1,"value":48}"# + "\n"
                + #"{"type":"patch","rev":1,"base":0,"values":{"radius":48}}"# + "\n")
        // Every kind of line, good and bad, through two sessions on two equal panels: the
        // bytes are the string answers, each followed by a newline.
        let byLines = PanelSession(Tune.panel().panel, maximumLineLength: 200)
        let byBytes = PanelSession(Tune.panel().panel, maximumLineLength: 200)
        let lines = [
            #"{"type":"resync","seq":0,"have":0}"#, #"{"type":"hello","versions":[7]}"#,
            #"{"type":"set","seq":1,"id":"radius","value":60}"#,
            #"{"type":"set","seq":2,"id":"radius","value":48.2}"#,
            #"{"type":"set","seq":3,"id":"zoom","value":1}"#,
            #"{"type":"set","seq":4,"id":"radius","value":"big"}"#,
            #"{"type":"set","seq":5,"id":"motion.shuffle","value":1}"#,
            #"{"type":"set","seq":6,"id":"motion.speed","value":2}"#,
            #"{"type":"set","seq":7,"id":"isOn","value":false}"#, "{", "[1,2]", #"{"seq":1}"#,
            #"{"type":"set","seq":-1,"id":"radius","value":1}"#, #"{"type":"set","seq":1,"value":1}"#,
            String(repeating: " ", count: 300), "\u{FF}", #"{"type":"fly","seq":1}"#,
            #"{"type":"edit","seq":8,"id":"radius","phase":"change","gesture":"g","value":30}"#,
            #"{"type":"undo","seq":9}"#, #"{"type":"redo","seq":10}"#, #"{"type":"redo","seq":11}"#,
            #"{"type":"preset.save","seq":12,"name":"Big"}"#,
            #"{"type":"action","seq":13,"id":"motion.shuffle"}"#,
            #"{"type":"folder.toggle","seq":14,"id":"motion"}"#,
            #"{"type":"set","seq":15,"id":"mode","value":"advanced"}"#,
            #"{"type":"set","seq":16,"id":"radius","value":12.5}"#, #"{"type":"reset","seq":17}"#,
        ]
        var bytes: [UInt8] = []
        for line in lines {
            bytes.removeAll(keepingCapacity: true)
            let expected = byLines.receive(line)
            #expect(byBytes.receive(line, into: &bytes) == expected.count, "\(line)")
            #expect(
                String(decoding: bytes, as: UTF8.self) == expected.map { $0 + "\n" }.joined(), "\(line)")
        }
        #expect(byLines.target.revision == byBytes.target.revision)
        #expect(byLines.target.revision > 5)
    }

    @Test func twoFrontendsEachGetEveryPatch() throws {
        let tune = Tune.panel()
        let first = session(tune)
        let second = session(tune)
        let firstOut = first.recordedOutput()
        let secondOut = second.recordedOutput()
        let answer = first.receive(#"{"type":"set","seq":1,"id":"radius","value":10}"#)
        #expect(answer.count == 2)
        #expect(firstOut.items.isEmpty, "the sender gets its patch in the answer")
        #expect(secondOut.items == [#"{"type":"patch","rev":1,"base":0,"values":{"radius":10}}"#])
        try tune.set("#ABC", for: "fill")
        let patch = ##"{"type":"patch","rev":2,"base":1,"values":{"fill":"#AABBCC"}}"##
        #expect(firstOut.items == [patch])
        #expect(secondOut.items.last == patch)
        EmittedMessages.save(firstOut.items + secondOut.items, name: "two-frontends")
    }

    @Test func outputBeforeAHandlerIsKept() throws {
        let tune = Tune.panel()
        let session = session(tune)
        try tune.set(3, for: "radius")
        let seen = Recorder<String>()
        session.setOutput { seen.append($0) }
        #expect(seen.items == [#"{"type":"patch","rev":1,"base":0,"values":{"radius":3}}"#])
    }

    @Test func aReleasedSessionStopsObserving() throws {
        let tune = Tune.panel()
        weak var weakSession: PanelSession?
        do {
            let session = session(tune)
            weakSession = session
            _ = session.receive(#"{"type":"set","seq":1,"id":"radius","value":10}"#)
        }
        #expect(weakSession == nil)
        try tune.set(11, for: "radius")
    }
}
