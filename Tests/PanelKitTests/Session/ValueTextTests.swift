import PanelJSON
import TestSupport
import Testing

@testable import PanelKit

/// Value text once (issue 34 item 6): a frontend that asks for it in its `hello` gets the text
/// of every value in snapshots and patches, worded by the control as the terminal draws it, so
/// that the page works out none itself; one that does not ask gets the lines as before.
@Suite struct ValueTextTests {
    static func panel() throws -> Panel {
        let text = """
            {"format":"panelkit","version":1,"root":{"kind":"panel","title":"T","children":[
              {"kind":"slider","id":"radius","label":"radius","range":[0,48],"step":0.5,"unit":"pt"},
              {"kind":"toggle","id":"on","label":"on"},
              {"kind":"picker","id":"mode","label":"mode","options":[{"value":"a","label":"Alpha"},{"value":"b","label":"Beta"}]},
              {"kind":"springEditor","id":"spring","label":"spring"},
              {"kind":"button","id":"fire","label":"fire"}]},
             "values":{"radius":24,"on":true,"mode":"b","spring":{"type":"time","duration":0.35,"bounce":0.24}}}
            """
        return Panel(try TreeDecoder().decode(text))
    }

    static let asking = #"{"type":"hello","versions":[1],"valueText":true}"#

    @Test func aSnapshotCarriesEachValuesTextAsTheControlWordsIt() throws {
        let session = PanelSession(try Self.panel())
        let answer = session.receive(Self.asking)
        let snapshot = try object(answer[1])
        #expect(snapshot["type"] == "snapshot")
        #expect(
            snapshot["text"]
                == .object([
                    "radius": "24.0 pt", "on": "on", "mode": "Beta", "spring": "time 0.35s bounce 0.24",
                ]))
        // Without asking: no text (the line every other frontend reads, unchanged).
        let plain = PanelSession(try Self.panel()).receive(#"{"type":"hello","versions":[1]}"#)
        #expect(try object(plain[1])["text"] == nil)
    }

    @Test func aPatchCarriesTheTextOfWhatItChanged() throws {
        let panel = try Self.panel()
        let session = PanelSession(panel)
        _ = session.receive(Self.asking)
        let answer = session.receive(#"{"type":"set","seq":1,"id":"radius","value":12.5}"#)
        #expect(
            answer == [
                #"{"type":"ack","seq":1,"rev":1,"value":12.5}"#,
                #"{"type":"patch","rev":1,"base":0,"values":{"radius":12.5},"text":{"radius":"12.5 pt"}}"#,
            ])
        // A change made elsewhere reaches the session's output with its text too.
        let output = session.recordedOutput()
        _ = try panel.set("a", for: "mode")
        #expect(
            output.items == [
                #"{"type":"patch","rev":2,"base":1,"values":{"mode":"a"},"text":{"mode":"Alpha"}}"#
            ])
    }

    @Test func sessionsOfOneGroupGetTheLinesTheyAskedFor() throws {
        let panel = try Self.panel()
        let group = SessionGroup()
        let withText = PanelSession(target: .panel(panel), maximumLineLength: 1 << 20, group: group)
        let without = PanelSession(target: .panel(panel), maximumLineLength: 1 << 20, group: group)
        _ = withText.receive(Self.asking)
        _ = without.receive(#"{"type":"hello","versions":[1]}"#)
        let texts = withText.recordedOutput()
        let plain = without.recordedOutput()
        _ = try panel.set(false, for: "on")
        _ = try panel.set(true, for: "on")
        #expect(
            texts.items == [
                #"{"type":"patch","rev":1,"base":0,"values":{"on":false},"text":{"on":"off"}}"#,
                #"{"type":"patch","rev":2,"base":1,"values":{"on":true},"text":{"on":"on"}}"#,
            ])
        #expect(
            plain.items == [
                #"{"type":"patch","rev":1,"base":0,"values":{"on":false}}"#,
                #"{"type":"patch","rev":2,"base":1,"values":{"on":true}}"#,
            ])
    }

    @Test func aStoreSessionWordsItsPanelsValuesUnderTheirKeys() throws {
        struct Zoom: Codable, Equatable, Sendable { var zoom = 1.0 }
        let store = PanelStore()
        let map = PanelState("Map", initial: Zoom(), store: store) {
            Slider("zoom", \.zoom, in: 0...4, step: 0.25)
        }
        let session = PanelSession(store: store)
        let hello = session.receive(Self.asking)
        #expect(try object(hello[1])["text"] == .object(["Map.zoom": "1.00"]))
        let answer = session.receive(#"{"type":"set","seq":1,"id":"Map.zoom","value":2.5}"#)
        #expect(
            answer.last
                == #"{"type":"patch","rev":2,"base":1,"values":{"Map.zoom":2.5},"text":{"Map.zoom":"2.50"}}"#)
        #expect(map.values.zoom == 2.5)
    }

    @Test func theNewKindsWordTheirValuesAsTheyDrawThem() {
        let field = Element.numberField(NumberFieldElement(label: "t", precision: 2, unit: "s"))
        #expect(field.valueText(of: 2.5) == "2.50 s")
        let range = Element.rangeSlider(RangeSliderElement(label: "r", minimum: 0, maximum: 10, unit: "s"))
        #expect(range.valueText(of: [2, 8]) == "2.00 – 8.00 s")
        let layers = Element.multiSelect(
            MultiSelectElement(label: "l", options: [Option("grid", label: "Grid"), "axes"]))
        #expect(layers.valueText(of: ["grid", "axes"]) == "Grid, axes")
        #expect(layers.valueText(of: []) == "none")
        // A value a kind cannot read is described as it is.
        #expect(range.valueText(of: "wide") == "wide")
    }

    @Test func theMessageCarriesTheRequestBothWays() throws {
        let message = ProtocolMessage(seq: nil, body: .hello(versions: [1], valueText: true))
        #expect(message.line == Self.asking)
        #expect(try ProtocolMessage(parsing: Array(Self.asking.utf8)) == message)
        #expect(throws: ProtocolError.self) {
            try ProtocolMessage(parsing: Array(#"{"type":"hello","versions":[1],"valueText":"yes"}"#.utf8))
        }
    }
}
