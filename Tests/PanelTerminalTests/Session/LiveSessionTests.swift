import TestDocuments
import Testing

@testable import PanelTerminal

@Suite struct LiveSessionTests {
    /// A session on the small document at 50 × 16, with the first frame drawn.
    func session() throws -> (LiveSession, FakeModel) {
        let model = FakeModel(try TreeDecoder().decode(Documents.small))
        let session = LiveSession(model: model, width: 50, height: 16, colorDepth: .sixteen)
        _ = session.redrawAll()
        return (session, model)
    }

    func row(_ session: LiveSession, containing text: String) -> String? {
        session.screen?.plainText().split(separator: "\n").map(String.init).first { $0.contains(text) }
    }

    @Test func focusMovesAndIsMarked() throws {
        let (session, _) = try session()
        #expect(session.view.focus == "size")
        #expect(row(session, containing: "size")?.contains("›size") == true)
        session.type("j")
        #expect(session.view.focus == "on")
        session.type("\u{1B}[B\u{1B}[B")
        #expect(session.view.focus == "more")
        session.type("k")
        #expect(session.view.focus == "name")
        #expect(row(session, containing: "name")?.contains("›name") == true)
        #expect(row(session, containing: "size")?.contains("›") == false)
        // Moving past the ends stays at the ends.
        session.type("kkkkk")
        #expect(session.view.focus == "size")
    }

    @Test func arrowsStepASliderAndAHeldKeyIsOneEdit() throws {
        let (session, model) = try session()
        session.type("\u{1B}[C", at: 0)
        session.type("\u{1B}[C", at: 0.03)
        session.type("\u{1B}[C", at: 0.06)
        #expect(model.document.values["size"] == 7)
        #expect(row(session, containing: "size")?.hasSuffix("7 │") == true)
        #expect(model.log.filter { $0.hasPrefix("begin") }.count == 1)
        #expect(model.log.filter { $0.hasPrefix("commit") }.isEmpty)
        _ = session.tick(now: 0.06 + LiveSession.holdTimeout)
        #expect(model.log.filter { $0.hasPrefix("commit") } == ["commit size"])
        #expect(model.undoSteps.count == 1)
        session.type("u", at: 2)
        #expect(model.document.values["size"] == 4)
        #expect(row(session, containing: "size")?.hasSuffix("4 │") == true)
        session.type("r", at: 2.1)
        #expect(model.document.values["size"] == 7)
    }

    @Test func coarseFineAndEnds() throws {
        let (session, model) = try session()
        session.type("]")
        #expect(model.document.values["size"] == 10)
        session.type("\u{1B}[H")
        #expect(model.document.values["size"] == 0)
        session.type("\u{1B}[1;2C")  // shift-right: fine, which a step of 1 snaps to 1
        #expect(model.document.values["size"] == 1)
        session.type("\u{1B}[F")
        #expect(model.document.values["size"] == 10)
    }

    @Test func toggleFolderAndPicker() throws {
        let (session, model) = try session()
        session.type("j ")
        #expect(model.document.values["on"] == false)
        session.type("jj")
        #expect(session.view.focus == "more")
        #expect(session.tree.focusOrder.contains("more.mode"))
        session.type("\u{1B}[D")  // left closes the folder
        #expect(!session.tree.focusOrder.contains("more.mode"))
        #expect(row(session, containing: "mode") == nil)
        session.type("\r")  // enter opens it
        #expect(session.tree.focusOrder.contains("more.mode"))
        session.type("j\u{1B}[C")
        #expect(model.document.values["more.mode"] == "b")
        session.type("j ")
        #expect(model.triggered == ["more.go"])
    }

    @Test func textIsEditedInPlace() throws {
        let (session, model) = try session()
        session.type("jj\r")
        guard case .editing = session.view.mode else {
            Issue.record("not editing")
            return
        }
        session.type("\u{7F}\u{7F}ig")
        #expect(row(session, containing: "name")?.contains("big") == true)
        #expect(model.document.values["name"] == "box")  // not stored until enter
        session.type("\r")
        #expect(model.document.values["name"] == "big")
        session.type("\rzzz\u{1B}")
        _ = session.tick(now: 1)  // the lone Escape becomes the Escape key
        #expect(model.document.values["name"] == "big")
        #expect(row(session, containing: "name")?.contains("big") == true)
        #expect(session.view.mode == .normal)
    }

    @Test func pasteGoesIntoTheTextField() throws {
        let (session, model) = try session()
        session.type("jj\u{1B}[200~ and\nmore\u{1B}[201~\r")
        #expect(model.document.values["name"] == "box and more")
    }

    @Test func filterKeepsMatchingControls() throws {
        let (session, _) = try session()
        session.type("/mo")
        #expect(session.tree.focusOrder == ["more", "more.mode"])
        #expect(row(session, containing: "size") == nil)
        session.type("\r")
        #expect(session.view.mode == .normal)
        #expect(session.view.focus == "more")
        session.type("\u{1B}")
        _ = session.tick(now: 1)
        #expect(session.view.filter.isEmpty)
        #expect(session.tree.focusOrder.count == 6)
        #expect(!session.isFinished)
    }

    @Test func presetsSaveLoadDeleteAndClear() throws {
        let (session, model) = try session()
        session.type("ps")
        session.type("wide\r")
        #expect(model.presetList.map(\.name) == ["wide"])
        #expect(session.screen?.plainText().contains("● wide") == true)
        session.type("\u{1B}")
        _ = session.tick(now: 1)
        #expect(session.view.mode == .normal)
        #expect(row(session, containing: "preset: wide") != nil)
        session.type("]", at: 2)
        #expect(model.document.values["size"] == 10)
        session.type("p\r", at: 3)
        #expect(model.document.values["size"] == 4)
        #expect(row(session, containing: "size")?.hasSuffix("4 │") == true)
        session.type("pc", at: 4)
        #expect(model.active == nil)
        session.type("pd", at: 5)
        #expect(model.presetList.isEmpty)
    }

    @Test func thePresetMenuRenamesAndSavesOverAName() throws {
        let (session, model) = try session()
        session.type("ps")
        session.type("wide\r")
        session.type("s")
        session.type("wide\r")
        #expect(model.presetList.map(\.name) == ["wide"])
        session.type("r")
        #expect(session.screen?.plainText().contains("name: wide") == true)
        session.type("\u{7F}\u{7F}\u{7F}\u{7F}narrow\r")
        #expect(model.presetList.map(\.name) == ["narrow"])
        #expect(session.view.message == "renamed to narrow")
    }

    @Test func copyHelpAndQuit() throws {
        let (session, _) = try session()
        session.type("c")
        #expect(session.copiedTexts == ["size: 4"])
        session.type("?")
        #expect(session.screen?.plainText().contains("filter controls by name") == true)
        session.type("x")
        #expect(session.view.mode == .normal)
        session.type("q")
        #expect(session.isFinished)
    }

    /// A screen shorter than the key list shows its top, says how many lines are below, and
    /// scrolls with the arrows and page keys; any other key closes it.
    @Test func theKeyListScrollsOnAShortScreen() throws {
        let (session, _) = try session()
        session.type("?")
        let last = try #require(LiveScreen.keyList.last)
        var text = try #require(session.screen?.plainText())
        #expect(text.contains("move focus"), "\(text)")
        #expect(!text.contains("without asking"), "\(text)")
        #expect(text.contains("more (↓, page down)"), "\(text)")
        session.type("\u{1B}[6~")  // page down
        session.type(String(repeating: "\u{1B}[B", count: 30))  // down, past the end: it stops there
        #expect(session.view.mode == .help)
        text = try #require(session.screen?.plainText())
        #expect(text.contains(String(last.prefix(30))), "\(text)")
        #expect(text.contains("↑ more above"), "\(text)")
        #expect(!text.contains("more (↓"), "\(text)")
        session.type(String(repeating: "\u{1B}[A", count: 60))  // up, back to the top
        text = try #require(session.screen?.plainText())
        #expect(text.contains("move focus") && !text.contains("more above"), "\(text)")
        session.type("x")
        #expect(session.view.mode == .normal)
        // Opened again, it starts at the top.
        session.type("?\u{1B}[B?")
        #expect(session.view.mode == .normal)
        session.type("?")
        #expect(session.view.helpScroll == 0)
    }

    @Test func mouseClickDragAndWheel() throws {
        let (session, model) = try session()
        let bar = try #require(session.painted.controlFrame(of: "size"))
        // Click at the bar's right end: the maximum; drag to its left end: the minimum.
        let right = bar.x + bar.width - 10
        let end = (0...bar.maxX).last { session.painted.sliderPosition(of: "size", column: $0) ?? 0 < 1 }! + 1
        _ = right
        session.type("\u{1B}[<0;\(end + 1);\(bar.y + 1)M")
        #expect(model.document.values["size"] == 10)
        session.type("\u{1B}[<32;\(bar.x + 2);\(bar.y + 1)M")
        #expect(model.document.values["size"] == 0)
        #expect(model.log.filter { $0.hasPrefix("commit") }.isEmpty)
        session.type("\u{1B}[<0;\(bar.x + 2);\(bar.y + 1)m")
        #expect(model.log.filter { $0.hasPrefix("commit") } == ["commit size"])
        // A click on the toggle's row focuses and flips it.
        let toggle = try #require(session.painted.frame(of: "on"))
        session.type("\u{1B}[<0;\(toggle.x + 1);\(toggle.y + 1)M")
        #expect(session.view.focus == "on")
        #expect(model.document.values["on"] == false)
        // The wheel over the slider adjusts it.
        session.type("\u{1B}[<64;\(bar.x + 2);\(bar.y + 1)M", at: 5)
        #expect(model.document.values["size"] == 1)
    }

    @Test func aSliderChangeRewritesOnlyItsRow() throws {
        let (session, _) = try session()
        let full = session.redrawAll()
        let change = session.receive(Array("\u{1B}[C".utf8), now: 0)
        #expect(change.count * 10 < full.count)
        let text = String(decoding: change, as: UTF8.self)
        let rowOfSize = try #require(session.painted.frame(of: "size")).y + 1
        // Every cursor move goes to the slider's row (or stays in it).
        for move in text.split(separator: "\u{1B}[").filter({ $0.first?.isNumber == true && $0.contains("H") }
        ) {
            #expect(move.hasPrefix("\(rowOfSize)H") || move.hasPrefix("\(rowOfSize);"), "\(move)")
        }
    }

    @Test func ctrlLDrawsTheWholeScreenAgain() throws {
        let (session, _) = try session()
        let shown = session.screen?.ansiText(encoder: StyleEncoder(depth: .sixteen))
        // Before, the key drew the frame and dropped its bytes: the terminal got nothing.
        let bytes = String(decoding: session.receive([0x0C], now: 0), as: UTF8.self)
        #expect(bytes.contains("\u{1B}[2J"))
        #expect(session.screen?.ansiText(encoder: StyleEncoder(depth: .sixteen)) == shown)
    }

    @Test func resizeLaysOutAgain() throws {
        let (session, _) = try session()
        let bytes = session.resize(width: 30, height: 10)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\u{1B}[2J"))
        #expect(session.screen?.width == 30)
        let first = session.screen?.plainText().split(separator: "\n").first.map(String.init)
        #expect(first == "╭ Small " + String(repeating: "─", count: 21) + "╮", "\(first ?? "")")
    }

    @Test func synchronizedOutputOnlyOnceTheTerminalSaysSo() throws {
        let (session, _) = try session()
        let before = session.receive(Array("\u{1B}[C".utf8), now: 0)
        #expect(!String(decoding: before, as: UTF8.self).contains("2026"))
        _ = session.receive(Array("\u{1B}[?2026;2$y".utf8), now: 0)
        let after = session.receive(Array("\u{1B}[C".utf8), now: 0.01)
        #expect(String(decoding: after, as: UTF8.self).hasPrefix("\u{1B}[?2026h"))
        #expect(String(decoding: after, as: UTF8.self).hasSuffix("\u{1B}[?2026l"))
    }

    /// What a screen composed from scratch shows now (the oracle for the incremental one).
    func fullRedraw(_ session: LiveSession) -> String? {
        _ = session.redrawAll()
        return session.screen?.ansiText(encoder: StyleEncoder(depth: .sixteen))
    }

    @Test func aQuietTickWritesNothingAndTheScreenStaysTrue() throws {
        let (session, model) = try session()
        session.type("\u{1B}[C", at: 0)
        #expect(session.tick(now: 0.01).isEmpty)
        #expect(session.tick(now: 0.02).isEmpty)
        // A change made elsewhere shows at the next poll, and the held edit is committed.
        model.document.values["size"] = 30
        #expect(!session.tick(now: 1).isEmpty)
        #expect(row(session, containing: "size")?.hasSuffix("30 │") == true)
        #expect(session.tick(now: 1.01).isEmpty)
        var shown = session.screen?.ansiText(encoder: StyleEncoder(depth: .sixteen))
        #expect(shown == fullRedraw(session))
        // A message on the status line, then the normal status line again.
        session.type("c", at: 2)
        #expect(row(session, containing: "copied") != nil)
        shown = session.screen?.ansiText(encoder: StyleEncoder(depth: .sixteen))
        #expect(shown == fullRedraw(session))
        session.type("j", at: 3)
        #expect(row(session, containing: "copied") == nil)
        shown = session.screen?.ansiText(encoder: StyleEncoder(depth: .sixteen))
        #expect(shown == fullRedraw(session))
    }
}
