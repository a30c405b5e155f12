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

    /// The card panel of the drawer scene drawn alone at full height: the oracle for the sheet.
    static func cardAlone(_ document: PanelDocument) throws -> [String] {
        let panel = try #require(document.root.node(withID: "dial")?.children.first)
        return try ASCIIRenderer(width: 40).render(PanelDocument(root: panel, values: document.values))
            .split(separator: "\n").map(String.init)
    }

    /// The drawer's sheet shows the window of the panel's rows its scroll asks for: compared
    /// with the panel drawn alone at full height (the oracle), the rows between the borders are
    /// the panel's rows from 1 + scroll, but for the right border, where the scroll bar is.
    @Test(arguments: [(DrawerDetent.medium, 0), (.medium, 2), (.medium, 3), (.tall, 1)])
    func theDrawerShowsTheScrolledWindowOfItsPanel(detent: DrawerDetent, scroll: Int) throws {
        let height = detent == .tall ? 12 : 18
        let document = OverlayScenes.drawerDocument(detent, scroll: scroll)
        let alone = try Self.cardAlone(document)
        let sheet = try ASCIIRenderer(width: 40, height: height).render(document)
            .split(separator: "\n").map(String.init)
        let geometry = DrawerGeometry(
            rootHeight: height, contentHeight: alone.count - 2, panelCount: 2, detent: detent)
        #expect(geometry.isScrolling)
        #expect(scroll <= geometry.maxScroll)
        let body = sheet.count - geometry.sheetHeight + 1  // below the picker row
        #expect(sheet[body].hasPrefix("+ Card ---"))
        var thumb = 0
        for row in 0..<geometry.contentRows {
            #expect(sheet[body + 1 + row].dropLast() == alone[1 + scroll + row].dropLast())
            #expect(["|", "#"].contains(sheet[body + 1 + row].last))
            if sheet[body + 1 + row].last == "#" { thumb += 1 }
        }
        #expect(thumb >= 1 && thumb < geometry.contentRows)
        #expect(sheet[body + 1 + geometry.contentRows].hasPrefix("+---"))
        let below = geometry.maxScroll - scroll
        #expect(sheet.last?.contains("v \(below) more") == (below > 0))
        #expect(sheet[body].contains("^ \(scroll) more") == (scroll > 0))
    }

    /// An offset past the end draws the last window (at either detent), and a negative one
    /// reads as 0.
    @Test func theDrawerScrollIsClampedWhenDrawn() throws {
        let height = { (detent: DrawerDetent) in detent == .tall ? 12 : 18 }
        let render = { (detent: DrawerDetent, scroll: Int) in
            try ASCIIRenderer(width: 40, height: height(detent)).render(
                OverlayScenes.drawerDocument(detent, scroll: scroll))
        }
        let rows = try Self.cardAlone(OverlayScenes.drawerDocument(.medium)).count - 2
        for detent in [DrawerDetent.medium, .tall] {
            let end = DrawerGeometry(
                rootHeight: height(detent), contentHeight: rows, panelCount: 2, detent: detent
            ).maxScroll
            #expect(end > 0)
            #expect(try render(detent, 1000) == render(detent, end))
            #expect(try render(detent, 1000) != render(detent, end - 1))
        }
        #expect(try DrawerPresentation(panelValue: ["presented": true, "scroll": -4]).scroll == 0)
        #expect(throws: ValueError.self) {
            try DrawerPresentation(panelValue: ["presented": true, "scroll": 1.5])
        }
    }

    /// `.border()` on a text draws its box (it used to leave the cells it reserved blank); a
    /// root fills the width, a text in a row keeps its own.
    @Test func aBorderModifierOnTextDrawsABox() throws {
        let text = try ASCIIRenderer(width: 10).render(PanelDocument(root: Text("hi").border().node))
        #expect(text == "+--------+\n|hi      |\n+--------+")
        let row = try ASCIIRenderer(width: 12).render(
            PanelDocument(
                root: HStack(spacing: 1) {
                    Text("hi").border()
                    Text("next")
                }.node))
        #expect(row == "+--+ next\n|hi|\n+--+")  // a row aligns its items at the top
        let stacked = try ASCIIRenderer(width: 6).render(
            PanelDocument(
                root: VStack {
                    Text("a")
                    Text("bb")
                }.border(.rounded).node))
        #expect(stacked == "+----+\n|a   |\n|bb  |\n+----+")
        let ansi = try ANSIRenderer(width: 4).canvas(
            for: PanelDocument(root: Text("hi").border(.rounded).node))
        #expect(ansi.plainText() == "╭──╮\n│hi│\n╰──╯")
    }
}
