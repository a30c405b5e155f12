import Testing

@testable import PanelTerminal

@Suite struct LiveSessionDrawerTests {
    /// A background panel with a toggle under an open drawer whose panel has a toggle and a
    /// slider, at 50 × 16.
    func session(rows: Int = 2) throws -> (LiveSession, LiveTargetModel) {
        let filler = (0..<rows).map {
            #"{"kind": "slider", "id": "f\#($0)", "label": "fill\#($0)", "range": [0, 10]}"#
        }
        let json = """
            {"format": "panelkit", "version": 1,
             "root": {"kind": "stack", "axis": "depth", "children": [
               {"kind": "panel", "title": "Back", "children": [
                 {"kind": "toggle", "id": "back", "label": "back"}]},
               {"kind": "panelRoot", "id": "dial", "mode": "drawer", "showsFAB": false, "children": [
                 {"kind": "panel", "id": "card", "title": "Card", "children": [
                   \(filler.map { $0 + "," }.joined())
                   {"kind": "toggle", "id": "lit", "label": "lit"},
                   {"kind": "slider", "id": "size", "label": "size", "range": [0, 10], "step": 1}]}]}]},
             "values": {"back": true, "lit": false, "size": 5, "dial": {"presented": true, "detent": "tall"}}}
            """
        let model = LiveTargetModel(Panel(try TreeDecoder().decode(json)))
        let session = LiveSession(model: model, width: 50, height: 16, colorDepth: .sixteen)
        _ = session.redrawAll()
        return (session, model)
    }

    /// The screen row (0-based) whose text contains `label`, and that text.
    func line(_ session: LiveSession, containing label: String) throws -> (row: Int, text: String) {
        let lines = try #require(session.screen?.plainText()).split(
            separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains(label) }, "\(lines.joined(separator: "\n"))")
        return (row, String(lines[row]))
    }

    @Test func aClickInAnOpenDrawerReachesTheControlDrawnThere() throws {
        let (session, model) = try session()
        let lit = try line(session, containing: "lit")
        let column = try #require(lit.text.firstRange(of: "lit")).lowerBound.utf16Offset(in: lit.text)
        session.type("\u{1B}[<0;\(column + 1);\(lit.row + 1)M\u{1B}[<0;\(column + 1);\(lit.row + 1)m")
        #expect(session.view.focus == "lit")
        #expect(model.document.values["lit"] == true)
        #expect(model.document.values["back"] == true)
        // A press at the right end of the slider's bar, then a drag to its left end: one edit.
        let size = try line(session, containing: "size")
        let bar = Array(size.text).indices.filter { "━●─".contains(Array(size.text)[$0]) }
        let (left, right) = (try #require(bar.first), try #require(bar.last))
        session.type("\u{1B}[<0;\(right + 1);\(size.row + 1)M")
        #expect(model.document.values["size"] == 10)
        session.type("\u{1B}[<32;\(left + 1);\(size.row + 1)M\u{1B}[<0;\(left + 1);\(size.row + 1)m")
        #expect(model.document.values["size"] == 0)
        #expect(model.undo())
        #expect(model.document.values["size"] == 5)
    }

    @Test func aClickInAScrolledDrawerFindsTheControlAtItsScrolledRow() throws {
        let (session, model) = try session(rows: 30)
        session.type("\u{1B}[6~\u{1B}[6~\u{1B}[6~\u{1B}[6~")  // Page Down to the end
        let lit = try line(session, containing: " lit")
        let column = try #require(lit.text.firstRange(of: " lit")).lowerBound.utf16Offset(in: lit.text) + 1
        session.type("\u{1B}[<0;\(column + 1);\(lit.row + 1)M\u{1B}[<0;\(column + 1);\(lit.row + 1)m")
        #expect(session.view.focus == "lit")
        #expect(model.document.values["lit"] == true)
    }
}
