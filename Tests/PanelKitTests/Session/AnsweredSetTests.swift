import Foundation
import Testing

@testable import PanelKit

/// A session answers a `set` from the outcome of its edit (the `ack`, then the patch, the
/// update passed over by its own relay): the same lines as strings and as bytes, and the
/// same updates, whoever else observes the panel.
@Suite struct AnsweredSetTests {
    /// Good, unchanged, bad and structural `set`s, and a few other messages between them.
    static let lines = [
        #"{"type":"set","seq":1,"id":"radius","value":60}"#,
        #"{"type":"set","seq":2,"id":"radius","value":48.2}"#,
        #"{"type":"set","seq":3,"id":"zoom","value":1}"#,
        #"{"type":"set","seq":4,"id":"radius","value":"big"}"#,
        #"{"type":"set","seq":5,"id":"motion.shuffle","value":1}"#,
        ##"{"type":"set","seq":6,"id":"fill","value":"#abc"}"##,
        #"{"type":"set","seq":7,"id":"isOn","value":false}"#,
        #"{"type":"set","seq":8,"id":"motion.speed","value":2}"#,
        #"{"type":"set","seq":9,"id":"mode","value":"advanced"}"#,
        #"{"type":"set","seq":10,"id":"blur","value":12.5}"#,
        #"{"type":"undo","seq":11}"#,
        #"{"type":"set","seq":12,"id":"radius","value":3}"#,
    ]

    /// A panel with no store and no typed model: its session's relay is its only observer.
    static func barePanel() -> Panel { Panel(Tune.panel().panel.document) }

    @Test func answersAreTheLinesOfTheGeneralPath() throws {
        // The string answers, and the byte answers of a session that is its panel's only
        // observer and of one whose panel has other observers: all three give the same lines.
        let byLines = PanelSession(Self.barePanel())
        let alone = PanelSession(Self.barePanel())
        let watchedPanel = Self.barePanel()
        let changes = Recorder<PanelChange>()
        let observation = watchedPanel.onChange { changes.append($0) }
        let watched = PanelSession(watchedPanel)
        var bytes: [UInt8] = []
        for line in Self.lines {
            let expected = byLines.receive(line).map { $0 + "\n" }.joined()
            for session in [alone, watched] {
                bytes.removeAll(keepingCapacity: true)
                let count = session.receive(line, into: &bytes)
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(text == expected, "\(line)")
                #expect(count == text.filter { $0 == "\n" }.count, "\(line)")
            }
        }
        // Checked by eye: the structural `set` of `mode` (which shows `blur`) is followed by a
        // snapshot, not a patch.
        bytes.removeAll()
        _ = PanelSession(Self.barePanel()).receive(
            #"{"type":"set","seq":1,"id":"mode","value":"advanced"}"#, into: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self).hasPrefix(
                #"{"type":"ack","seq":1,"rev":1,"value":"advanced"}"# + "\n{\"type\":\"snapshot\""))
        #expect(alone.target.revision == byLines.target.revision)
        #expect(watched.target.revision == byLines.target.revision)
        // The other observer saw every change, from the frontend, in order.
        #expect(changes.items.map(\.revision) == Array(1...watched.target.revision))
        #expect(changes.items.first?.origin == .frontend)
        #expect(changes.items.first?.newValue == 48)
        observation.cancel()
    }

    @Test func theByteFrontEndAnswersAsTheParsedMessage() throws {
        // A space after a comma keeps a line from the byte-level scanner (which finds the
        // control by the id's bytes), so the general parser reads it and the id is looked up
        // as a `NodeID`: the answers, the values and the revisions are the same.
        let scanned = PanelSession(Self.barePanel())
        let parsed = PanelSession(Self.barePanel())
        var scannedBytes: [UInt8] = []
        var parsedBytes: [UInt8] = []
        for line in Self.lines + [#"{"type":"set","seq":13,"id":"","value":1}"#] {
            let spaced = line.replacingOccurrences(of: #","id":"#, with: #", "id":"#)
            #expect(spaced != line || !line.contains(#""type":"set""#), "\(line)")
            scannedBytes.removeAll()
            parsedBytes.removeAll()
            let scannedCount = scanned.receive(line, into: &scannedBytes)
            let parsedCount = parsed.receive(spaced, into: &parsedBytes)
            #expect(
                String(decoding: scannedBytes, as: UTF8.self) == String(decoding: parsedBytes, as: UTF8.self))
            #expect(scannedCount == parsedCount, "\(line)")
        }
        #expect(scanned.target.revision == parsed.target.revision)
        let scannedValues = try #require(scanned.target.withPanel { $0.values })
        let parsedValues = try #require(parsed.target.withPanel { $0.values })
        #expect(scannedValues == parsedValues)
    }

    @Test func otherFrontendsGetThePatchAndTheSenderDoesNotGetItTwice() throws {
        let panel = Self.barePanel()
        let sender = PanelSession(panel)
        let other = PanelSession(panel)
        let senderOut = sender.recordedOutput()
        let otherOut = other.recordedOutput()
        var bytes: [UInt8] = []
        #expect(sender.receive(#"{"type":"set","seq":1,"id":"radius","value":10}"#, into: &bytes) == 2)
        let patch = #"{"type":"patch","rev":1,"base":0,"values":{"radius":10}}"#
        #expect(
            String(decoding: bytes, as: UTF8.self) == #"{"type":"ack","seq":1,"rev":1,"value":10}"# + "\n"
                + patch + "\n")
        #expect(otherOut.items == [patch])
        #expect(senderOut.items.isEmpty, "the sender's patch is in its answer only")
        // A change from code still reaches both.
        try panel.set(11, for: "radius")
        let codePatch = #"{"type":"patch","rev":2,"base":1,"values":{"radius":11}}"#
        #expect(senderOut.items == [codePatch])
        #expect(otherOut.items == [patch, codePatch])
    }

    @Test func aSetWhileUpdatesAreDeliveredComesAfterThem() throws {
        // An observer that sends a `set` while the panel delivers an update from code: the
        // answer is the ack alone, and the patch follows on the output, after the update
        // being delivered — through the string path and the byte path alike.
        for byBytes in [false, true] {
            let panel = Self.barePanel()
            let session = PanelSession(panel)
            let output = session.recordedOutput()
            let answers = Recorder<String>()
            let observation = panel.observe { update in
                guard update.origin == .code else { return }
                let line = #"{"type":"set","seq":1,"id":"radius","value":30}"#
                if byBytes {
                    var bytes: [UInt8] = []
                    session.receive(line, into: &bytes)
                    answers.append(String(decoding: bytes, as: UTF8.self))
                } else {
                    answers.append(session.receive(line).map { $0 + "\n" }.joined())
                }
            }
            try panel.set(20, for: "radius")
            #expect(
                answers.items == [#"{"type":"ack","seq":1,"rev":2,"value":30}"# + "\n"], "bytes: \(byBytes)")
            #expect(
                output.items == [
                    #"{"type":"patch","rev":1,"base":0,"values":{"radius":20}}"#,
                    #"{"type":"patch","rev":2,"base":1,"values":{"radius":30}}"#,
                ], "bytes: \(byBytes)")
            observation.cancel()
        }
    }
}
