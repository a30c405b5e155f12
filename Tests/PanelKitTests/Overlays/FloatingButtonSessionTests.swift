import Foundation
import PanelJSON
import TestDocuments
import TestSupport
import Testing

@testable import PanelKit

/// The floating button's place is the session's: `floatingButton.move` stores it (fractions of
/// the button's travel, clamped) in the panel's values, every session hears it, and it is no
/// undo step.
@Suite struct FloatingButtonSessionTests {
    @Test func aMoveReachesEveryClientIsClampedAndIsNoUndoStep() throws {
        let panel = DrawerSessionTests.panel()
        let session = PanelSession(panel)
        let other = PanelSession(panel)
        let heard = ActionLog()
        other.setOutput { line in heard.paths.withLock { $0.append(line) } }
        func send(_ line: String, _ name: String, valid: Bool = true) throws -> [String: PanelValue] {
            try session.exchange(line, answersAs: "fab-\(name)", lineAs: valid ? "fab-in-\(name)" : nil)[0]
        }
        let before = panel.value(for: "radius")
        _ = try send(#"{"type":"set","seq":1,"id":"radius","value":20}"#, "set")
        let move = try send(
            #"{"type":"floatingButton.move","seq":2,"id":"dial.fab","x":1.5,"y":0.25,"edges":["right"]}"#,
            "move")
        #expect(move["type"] == "ack")
        #expect(move["value"] == ["x": 1, "y": 0.25, "edges": ["right"]], "clamped into 0…1")
        #expect(panel.value(for: "dial.fab") == ["x": 1, "y": 0.25, "edges": ["right"]])
        // The other client hears the patch, and a snapshot (a reload, an attach) carries it.
        #expect(heard.paths.withLock { $0 }.contains { $0.contains(#""dial.fab":{"#) })
        let snapshot = try object(
            other.receive(#"{"type":"resync","seq":1}"#).first { $0.contains(#""snapshot""#) } ?? "")
        #expect(snapshot["document"]?.object?["values"]?.object?["dial.fab"]?.object?["x"] == 1)
        // Not an undo step: undo goes back to the person's last value edit.
        let undo = try send(#"{"type":"undo","seq":3}"#, "undo")
        #expect(undo["type"] == "ack")
        #expect(panel.value(for: "radius") == before && before != 20)
        #expect(panel.value(for: "dial.fab") == ["x": 1, "y": 0.25, "edges": ["right"]])
        // The same place again changes nothing.
        let revision = panel.revision
        _ = try send(
            #"{"type":"floatingButton.move","seq":4,"id":"dial.fab","x":1,"y":0.25,"edges":["right"]}"#,
            "same")
        #expect(panel.revision == revision)
        // From code, with the same path.
        let placed = try panel.moveFloatingButton(
            "dial.fab", to: FloatingButtonPlacement(x: -3, y: 0.5, edges: [.left]))
        #expect(placed == FloatingButtonPlacement(x: 0, y: 0.5, edges: [.left]))
        #expect(panel.canUndo == false)
    }

    /// A place that comes with a document (a file written by hand, an older version) is a
    /// placement too: fractions clamped into 0…1; opposite edges refused. A plain `set` is
    /// refused (the button holds no value a person edits).
    @Test func aPlaceInADocumentIsCanonical() throws {
        var document = DrawerSessionTests.panel().document
        document.values["dial.fab"] = ["x": 4, "y": -1, "edges": ["bottom"]]
        let panel = Panel(document)
        #expect(panel.value(for: "dial.fab") == ["x": 1, "y": 0, "edges": ["bottom"]])
        #expect(throws: ValueError.self) {
            try panel.set(["x": 0.5, "y": 0.5], for: "dial.fab")
        }
    }

    /// Saved with the panel's values, as the drawer's state is: the next run finds it there.
    @Test func thePlaceIsSavedWithThePanel() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "panelkit-fab-\(UUID()).json"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let panel = DrawerSessionTests.panel()
        try panel.moveFloatingButton("dial.fab", to: FloatingButtonPlacement(x: 0.75, y: 0, edges: [.top]))
        try panel.changeDrawer("dial", .open)
        try panel.save(to: path)
        let next = DrawerSessionTests.panel()
        let report = try next.load(from: path)
        #expect(report.entries.isEmpty, "\(report)")
        #expect(next.value(for: "dial")?.object?["presented"] == true)
        #expect(next.value(for: "dial.fab") == ["x": 0.75, "y": 0, "edges": ["top"]])
    }

    @Test func badPlacesAreRefusedNamingWhere() throws {
        let panel = DrawerSessionTests.panel()
        #expect(throws: ValueError("member \"x\": expected a finite number, got nan", id: "dial.fab")) {
            try panel.moveFloatingButton("dial.fab", to: FloatingButtonPlacement(x: .nan, y: 0))
        }
        #expect(throws: ValueError("member \"y\": expected a finite number, got inf", id: "dial.fab")) {
            try panel.moveFloatingButton("dial.fab", to: FloatingButtonPlacement(x: 0, y: .infinity))
        }
        #expect(throws: ValueError.self) {
            try panel.moveFloatingButton(
                "dial.fab", to: FloatingButtonPlacement(x: 0, y: 0, edges: [.left, .right]))
        }
        let wrong = #expect(throws: ValueError.self) {
            try panel.moveFloatingButton("radius", to: FloatingButtonPlacement(x: 0, y: 0))
        }
        #expect(wrong?.code == .wrongKind && wrong?.id == "radius")
        let missing = #expect(throws: ValueError.self) {
            try panel.moveFloatingButton("nothing", to: FloatingButtonPlacement(x: 0, y: 0))
        }
        #expect(missing?.code == .unknownID)
        #expect(panel.value(for: "dial.fab") == nil, "nothing was stored")
    }

    @Test(arguments: [
        (#"{"type":"floatingButton.move","seq":1,"id":"dial.fab","y":0}"#, "$.x: required"),
        (
            #"{"type":"floatingButton.move","seq":1,"id":"dial.fab","x":"left","y":0}"#,
            "$.x: expected a number"
        ),
        (#"{"type":"floatingButton.move","seq":1,"id":"dial.fab","x":0,"y":null}"#, "$.y: expected a number"),
        (
            #"{"type":"floatingButton.move","seq":1,"id":"dial.fab","x":0,"y":0,"edges":"left"}"#,
            "$.edges: expected an array"
        ),
        (
            #"{"type":"floatingButton.move","seq":1,"id":"dial.fab","x":0,"y":0,"edges":["up"]}"#,
            "$.edges[0]: expected left"
        ),
        (#"{"type":"floatingButton.move","seq":1,"x":0,"y":0}"#, "$.id: required"),
    ])
    func malformedMovesAreRejectedByName(line: String, problem: String) throws {
        let panel = DrawerSessionTests.panel()
        let reject = try object(PanelSession(panel).receive(line)[0])
        #expect(reject["type"] == "reject" && reject["code"] == "malformed")
        let message = reject["message"]?.string ?? ""
        #expect(message.contains(problem), "\(message)")
        #expect(panel.value(for: "dial.fab") == nil)
    }

    @Test func oppositeEdgesAreRefusedByThePanelNamingTheButton() throws {
        let panel = DrawerSessionTests.panel()
        let reject = try object(
            PanelSession(panel).receive(
                #"{"type":"floatingButton.move","seq":1,"id":"dial.fab","x":0,"y":0,"edges":["top","bottom"]}"#
            )[0])
        #expect(reject["type"] == "reject" && reject["code"] == "invalid_value" && reject["id"] == "dial.fab")
        let message = reject["message"]?.string ?? ""
        #expect(message.contains("member \"edges\""), "\(message)")
    }

    @Test func theWireFormReadsBackToTheSameEdit() throws {
        let message = ProtocolMessage(
            seq: 5,
            body: .edit(
                .moveFloatingButton("dial.fab", to: FloatingButtonPlacement(x: 0.5, y: 1, edges: [.bottom]))))
        let line = try #require(message.line)
        #expect(
            line
                == #"{"type":"floatingButton.move","seq":5,"id":"dial.fab","x":0.5,"y":1,"edges":["bottom"]}"#
        )
        #expect(try ProtocolMessage(parsing: Array(line.utf8)) == message)
    }
}
