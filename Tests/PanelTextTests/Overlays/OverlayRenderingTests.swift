import PanelKit
import Testing

@testable import PanelText

@Suite struct OverlayRenderingTests {
    /// The bug that started it: a box drawn over text let the text show through its blanks.
    @Test func layersAreOpaqueNothingBelowShowsThrough() throws {
        let tree = ZStack {
            Text("Screen content that is long and keeps going past the box")
            Box("Confirm") { Text("cannot be undone.") }.frame(width: 24, height: 3)
        }.node
        let text = try ASCIIRenderer(width: 60, height: 3).render(PanelDocument(root: tree))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The text runs under the box; inside it only the box's own content shows.
        #expect(lines[1] == "  Screen content t|cannot be undone.     |ing past the box")
    }

    @Test func laterSiblingsDrawOnTopInAScreenToo() throws {
        let tree = Screen {
            Box("Below") { Text("xxxxxxxxxxxxxxxxxxxx") }.constraints { c in
                c.top == c.parent.top
                c.leading == c.parent.leading
                c.width == 22
            }
            Box("Above").frame(width: 10, height: 3).constraints { c in
                c.top == c.parent.top
                c.leading == c.parent.leading + 4
            }
        }.node
        let text = try ASCIIRenderer(width: 30, height: 3).render(PanelDocument(root: tree))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("|xxx|        |xxxxxxx|"))
    }

    @Test func aDialogTakesNoSpaceAndIsDrawnOnlyWhenPresented() throws {
        let dialogs = DialogPresenter()
        let confirm = dialogs.binding("confirm")
        let tree = VStack {
            Text("one")
            Text("two").dialog(isPresented: confirm, title: "Sure?") { DialogButton("OK", role: .cancel) }
            Text("three")
        }.setupDialogs().node
        var document = PanelDocument(root: tree, values: dialogs.values(for: tree))
        let closed = try ASCIIRenderer(width: 30).render(document)
        #expect(closed == "one\ntwo\nthree")
        confirm.isPresented = true
        document.values = ValueMap(dialogs.values(for: tree))
        let open = try ASCIIRenderer(width: 30, height: 8).render(document)
        #expect(open.contains("+ Sure? "))
        #expect(open.contains("[ OK ]"))
        #expect(open.hasPrefix("one..."))  // 40 % dim: a light shading in ASCII
    }

    @Test func stackedDialogsDrawTheNewestOnTop() throws {
        let dialogs = DialogPresenter()
        let first = dialogs.binding("first")
        let second = dialogs.binding("second")
        let tree = VStack {
            Text("content")
                .dialog(isPresented: second, title: "Second", placement: .center) { Text("BBBBBBBBBB") }
                .dialog(isPresented: first, title: "First", placement: .center) { Text("AAAAAAAAAA") }
        }.setupDialogs().node
        first.isPresented = true
        second.isPresented = true
        let document = PanelDocument(root: tree, values: dialogs.values(for: tree))
        let text = try ASCIIRenderer(width: 40, height: 9).render(document)
        #expect(text.contains("BBBBBBBBBB"))
        #expect(!text.contains("AAAAAAAAAA"))
        dialogs.escape(in: tree)
        let revealed = try ASCIIRenderer(width: 40, height: 9).render(
            PanelDocument(root: tree, values: dialogs.values(for: tree)))
        #expect(revealed.contains("AAAAAAAAAA"))
    }

    @Test func theAnsiOverlayDimsTheCellsBelow() throws {
        let document = OverlayScenes.dialogDocument(.bottom(message: "hello"))
        let canvas = try ANSIRenderer(width: 40, height: 18).canvas(for: document)
        #expect(canvas.style(column: 0, row: 0).dim)  // "DDDialog example", under the overlay
        #expect(canvas.style(column: 0, row: 0).background != nil)  // 50 % black
        let closed = OverlayScenes.dialogDocument(nil)
        #expect(try !ANSIRenderer(width: 40, height: 18).canvas(for: closed).style(column: 0, row: 0).dim)
    }
}
