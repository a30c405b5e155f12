import Foundation
import PanelJSON
import TestSupport
import Testing

@testable import PanelKit

/// A folder shown as tabs: its open tab (the folder's value) kept to a tab at the edges, the DSL,
/// the JSON round trip and the schema's message, the `tab.select` edit through the session
/// (heard by a second client, not an undo step, as a drawer's state is not), saved and loaded,
/// in a preset, and drawn as a strip with the open tab's rows under it.
@Suite struct TabsTests {
    struct Look: Codable, Equatable, Sendable {
        var exposure = 0.0
        var blur = 4.0
        var alpha = 0.5
    }

    static func look() -> PanelState<Look> {
        PanelState("Look", initial: Look()) {
            Folder("look", style: .tabs) {
                Folder("light") { Slider("exposure", \.exposure, in: -2...2) }
                Folder("shadow") { Slider("blur", \.blur, in: 0...40) }
                Slider("alpha", \.alpha, in: 0...1)
            }
        }
    }

    static func tabs(count: Int) -> Node {
        Node(
            id: "look", element: .folder(FolderElement(label: "look", showsTabs: true)),
            children: (0..<count).map {
                Node(id: NodeID("look.t\($0)"), element: .folder(FolderElement(label: "T\($0)")))
            })
    }

    @Test func theOpenTabIsKeptToATab() throws {
        let three = Self.tabs(count: 3).valueElement
        #expect(try three.canonicalValue(2) == 2)
        for other: PanelValue in [
            3, 99, -1, 1.5, .number(.infinity), .number(-.infinity), .number(.nan), 1e300,
        ] {
            #expect(try three.canonicalValue(other) == 0, "\(other)")
        }
        #expect(try three.normalized(7).change == "value 7 names no tab of 3 (the first tab is open)")
        for wrong: PanelValue in ["1", .bool(true), .null, [1]] {
            #expect(throws: ValueError.self, "\(wrong)") { try three.canonicalValue(wrong) }
        }
        // No tabs: allowed, and nothing but the first is open.
        let empty = Self.tabs(count: 0).valueElement
        #expect(empty.defaultValue == 0)
        #expect(try empty.canonicalValue(0) == 0)
        #expect(try empty.canonicalValue(2) == 0)
        // A folder without tabs holds no value.
        #expect(Element.folder(FolderElement(label: "f")).holdsValue == false)
        #expect(throws: ValueError.self) { try Element.folder(FolderElement(label: "f")).canonicalValue(0) }
    }

    @Test func theDSLMakesATabsFolderWhoseFirstTabIsOpen() throws {
        let look = Self.look()
        let node = try #require(look.panel.root.node(withID: "look"))
        guard case .folder(let folder) = node.element else {
            Issue.record("not a folder")
            return
        }
        #expect(folder.showsTabs)
        #expect(node.children.map { FolderElement.tabLabel(of: $0) } == ["light", "shadow", "alpha"])
        #expect(look.panel.values["look"] == 0)
        #expect(look.panel.openTab(of: "look") == 0)
        #expect(look.panel.openTab(of: "look.light") == nil)
    }

    @Test func selectingATabIsPresentationStateNotAnUndoStep() throws {
        let look = Self.look()
        #expect(try look.panel.selectTab("look", 2) == 2)
        #expect(look.panel.openTab(of: "look") == 2)
        #expect(try look.panel.selectTab("look", 5) == 0, "no sixth tab: the first opens")
        #expect(try look.panel.selectTab("look", -1) == 0)
        try look.panel.selectTab("look", 1)
        #expect(look.panel.undo() == false, "nothing to undo")
        #expect(look.panel.openTab(of: "look") == 1)
        #expect(
            throws: ValueError("a folder is not a folder shown as tabs", id: "look.light", code: .wrongKind)
        ) {
            try look.panel.selectTab("look.light", 0)
        }
        #expect(throws: ValueError("no folder with this id", id: "nope", code: .unknownID)) {
            try look.panel.selectTab("nope", 0)
        }
        // A value written with `set` is kept to a tab by the same rule.
        try look.panel.set(9, for: "look")
        #expect(look.panel.values["look"] == 0)
    }

    @Test func theDocumentRoundTripsThroughJSON() throws {
        let look = Self.look()
        try look.panel.selectTab("look", 1)
        let document = look.panel.document
        let bytes = try JSONRenderer().encode(document)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""tabs":true"#), "\(text)")
        #expect(text.contains(#""look":1"#), "\(text)")
        // Assistive technology hears the open tab's name and place.
        let spoken = #""accessibility":{"label":"look","role":"group","valueText":"shadow, tab 2 of 3"}"#
        #expect(text.contains(spoken), "\(text)")
        #expect(try TreeDecoder().decode(bytes: bytes) == document)
        // Read back, a value that names no tab is stored as the first, with a note at its path.
        let changed = text.replacingOccurrences(of: #""look":1"#, with: #""look":7"#)
        let read = try TreeDecoder().decode(changed)
        #expect(read.values["look"] == 0)
        let wrong = text.replacingOccurrences(of: #""look":1"#, with: #""look":"shadow""#)
        #expect {
            try TreeDecoder().decode(wrong)
        } throws: { error in
            "\(error)".contains(#"$.values.look: expected the open tab's index (a number), got string"#)
        }
    }

    @Test func theWireMessageIsOneOfTheProtocolsAndItsSchemasToo() throws {
        let message = ProtocolMessage(seq: 3, body: .edit(.selectTab("look", tab: 2)))
        #expect(message.type == "tab.select")
        let line = try #require(message.line)
        #expect(line == #"{"type":"tab.select","seq":3,"id":"look","tab":2}"#)
        #expect(try ProtocolMessage(parsing: Array(line.utf8)) == message)
        // Any finite number: one naming no tab opens the first (the state's rule), text is refused.
        #expect(
            try ProtocolMessage(parsing: Array(#"{"type":"tab.select","seq":1,"id":"look","tab":1.5}"#.utf8))
                .body
                == .edit(.selectTab("look", tab: -1)))
        #expect(throws: ProtocolError.self) {
            try ProtocolMessage(parsing: Array(#"{"type":"tab.select","seq":1,"id":"look","tab":"a"}"#.utf8))
        }
        let schema = try JSONSchema.text()
        #expect(schema.contains(#""tab.select": {"#))
    }

    @Test func theSessionSendsTheOpenTabToEveryClient() throws {
        let look = Self.look()
        let first = PanelSession(look.panel)
        let second = PanelSession(look.panel)
        let heard = second.recordedOutput()
        let select = #"{"type":"tab.select","seq":1,"id":"look","tab":2}"#
        let answer = EmittedMessages.save(first.receive(select), name: "tab-select")
        _ = EmittedMessages.save([select], name: "tab-select-in")
        #expect(answer.first == #"{"type":"ack","seq":1,"rev":1,"value":2}"#)
        #expect(heard.items == [#"{"type":"patch","rev":1,"base":0,"values":{"look":2}}"#])
        _ = EmittedMessages.save(heard.items, name: "tab-select-patch")
        let past = first.receive(#"{"type":"tab.select","seq":2,"id":"look","tab":3}"#)
        #expect(past.first == #"{"type":"ack","seq":2,"rev":2,"value":0}"#, "no fourth tab: the first")
        let undo = first.receive(#"{"type":"undo","seq":3}"#)
        #expect(undo.first?.contains("nothing_to_undo") == true, "\(undo)")
        let wrong = first.receive(#"{"type":"tab.select","seq":4,"id":"look.light","tab":0}"#)
        #expect(wrong.first?.contains("wrong_kind") == true, "\(wrong)")
    }

    @Test func theOpenTabIsSavedLoadedAndInPresets() throws {
        let folder = try temporaryFolder("panelkit-tabs")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/look.json"
        let look = Self.look()
        try look.panel.selectTab("look", 1)
        let id = try look.savePreset(named: "Shadow")
        try look.panel.selectTab("look", 2)  // the active preset takes it
        look.clearActivePreset()
        #expect(look.panel.openTab(of: "look") == 1)
        try look.loadPreset(id: id)
        #expect(look.panel.openTab(of: "look") == 2)
        look.clearActivePreset()
        try look.panel.save(to: path)
        let again = Self.look()
        try again.panel.load(from: path)
        #expect(again.panel.openTab(of: "look") == 1, "the base values' tab")
        #expect(again.presets.first?.values["look"] == 2)
        // A saved tab past the last (the tabs changed since) opens the first, reported.
        let fewer = PanelState("Look", initial: Look()) {
            Folder("look", style: .tabs) { Folder("light") { Slider("exposure", \.exposure, in: -2...2) } }
        }
        let report = try fewer.panel.load(from: path)
        #expect(fewer.panel.openTab(of: "look") == 0)
        #expect(report.entries.contains { $0.id == "look" }, "\(report.entries.map(\.description))")
    }

    @Test func theStripShowsTheOpenTabAndItsRowsBelowIt() throws {
        let look = Self.look()
        try look.panel.selectTab("look", 1)
        let text = try ASCIIRenderer(width: 40).render(look.panel.document)
        // Checked by eye: the header, the strip with the open tab in brackets, its one row.
        #expect(
            text == """
                + Look --------------------------------+
                | v look                               |
                |    light  [shadow]  alpha            |
                |   blur [==O-----------------]   4.00 |
                +--------------------------------------+
                """, "\n\(text)")
        try look.panel.selectTab("look", 2)
        let third = try ASCIIRenderer(width: 40).render(look.panel.document)
        #expect(third.contains("light   shadow  [alpha]"), "\n\(third)")
        #expect(third.contains("   alpha [=========O---------]   0.50 |"), "\n\(third)")
    }
}
