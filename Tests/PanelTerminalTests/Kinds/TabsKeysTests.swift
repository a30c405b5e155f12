import Testing

@testable import PanelTerminal

/// A folder shown as tabs in the live terminal: its strip under its header, the open tab's rows
/// below it; left and right on the folder open the previous and next tab (wrapping) through the
/// panel (not an undo step), a click on the strip opens the tab under it, and `?` lists the keys.
@Suite struct TabsKeysTests {
    struct Look: Codable, Equatable, Sendable {
        var exposure = 0.0
        var blur = 4.0
    }

    func session() -> (LiveSession, PanelState<Look>) {
        let look = PanelState("Look", initial: Look()) {
            Folder("look", style: .tabs) {
                Folder("light") { Slider("exposure", \.exposure, in: -2...2) }
                Folder("shadow") { Slider("blur", \.blur, in: 0...40) }
            }
        }
        let session = LiveSession(
            model: LiveTargetModel(look.panel), width: 40, height: 10, colorDepth: .sixteen)
        _ = session.redrawAll()
        return (session, look)
    }

    @Test func theArrowsOnTheFolderSwitchTabsAndTheRowsFollow() {
        let (session, look) = session()
        #expect(session.screenLines.contains { $0.contains("[light]  shadow") }, "\(session.screenLines)")
        #expect(session.screenLines.contains { $0.contains("exposure") })
        #expect(session.view.focus == "look")
        session.type("\u{1B}[C")  // right
        #expect(look.panel.openTab(of: "look") == 1)
        #expect(session.screenLines.contains { $0.contains(" light  [shadow]") }, "\(session.screenLines)")
        #expect(session.screenLines.contains { $0.contains("blur") })
        #expect(!session.screenLines.contains { $0.contains("exposure") })
        session.type("\u{1B}[C")  // right again: wraps to the first
        #expect(look.panel.openTab(of: "look") == 0)
        session.type("\u{1B}[D")  // left: wraps to the last
        #expect(look.panel.openTab(of: "look") == 1)
        // Down reaches the open tab's control (the tab folder itself takes no focus).
        session.type("\u{1B}[B")
        #expect(session.view.focus == "look.shadow.blur")
        session.type("u")
        #expect(look.panel.openTab(of: "look") == 1, "switching tabs is no undo step")
    }

    @Test func aClickOnTheStripOpensTheTabUnderIt() throws {
        let (session, look) = session()
        let row = try #require(session.screenLines.firstIndex { $0.contains("[light]") })
        let column = try #require(session.screenLines[row].range(of: "shadow")).lowerBound
        let x = session.screenLines[row].distance(from: session.screenLines[row].startIndex, to: column)
        session.type("\u{1B}[<0;\(x + 2);\(row + 1)M\u{1B}[<0;\(x + 2);\(row + 1)m")
        #expect(look.panel.openTab(of: "look") == 1, "\(session.screenLines)")
        #expect(session.view.focus == "look")
    }

    @Test func theFilterFindsControlsInClosedTabs() {
        let (session, look) = session()
        session.type("/blu")
        // While filtering, the tabs show as folders, each under its name: the closed tab's
        // control is found, and no tab opens (the filter changes no value).
        #expect(session.tree.focusOrder == ["look", "look.shadow", "look.shadow.blur"])
        #expect(session.screenLines.contains { $0.contains("blur") }, "\(session.screenLines)")
        #expect(session.screenLines.contains { $0.contains("shadow") }, "\(session.screenLines)")
        #expect(!session.screenLines.contains { $0.contains("exposure") }, "\(session.screenLines)")
        #expect(look.panel.openTab(of: "look") == 0)
        session.type("\r\u{1B}[B\u{1B}[B")  // the filter kept; down twice
        #expect(session.view.focus == "look.shadow.blur")
        session.type("\u{1B}[C")  // right: the control in the closed tab moves
        #expect(look.values.blur > 4)
        // The filter cleared, the tabs are back, the open one unchanged.
        session.type("\u{1B}")
        _ = session.tick(now: 1)
        #expect(session.screenLines.contains { $0.contains("[light]  shadow") }, "\(session.screenLines)")
    }

    @Test func aClickOnTheStripInsideAnOpenDrawerOpensTheTab() throws {
        let look = PanelState("Look", initial: Look(), store: nil) {
            Folder("look", style: .tabs) {
                Folder("light") { Slider("exposure", \.exposure, in: -2...2) }
                Folder("shadow") { Slider("blur", \.blur, in: 0...40) }
            }
        }
        let tree = ZStack {
            Text("preview")
            PanelRoot(storageID: "tabs-drawer") { LayoutItem(look.document.root).id("card") }
        }.node
        let panel = Panel(PanelDocument(root: tree))
        _ = try panel.apply(.changeDrawer("dial", .open))
        let session = LiveSession(
            model: LiveTargetModel(.panel(panel)), width: 60, height: 24, colorDepth: .sixteen)
        _ = session.redrawAll()
        let row = try #require(
            session.screenLines.firstIndex { $0.contains("[light]") }, "\(session.screenLines)")
        let column = try #require(session.screenLines[row].range(of: "shadow")).lowerBound
        let x = session.screenLines[row].distance(from: session.screenLines[row].startIndex, to: column)
        session.type("\u{1B}[<0;\(x + 2);\(row + 1)M\u{1B}[<0;\(x + 2);\(row + 1)m")
        _ = session.tick(now: 1)
        #expect(panel.openTab(of: "look") == 1, "\(session.screenLines)")
        #expect(session.screenLines.contains { $0.contains(" light  [shadow]") }, "\(session.screenLines)")
        #expect(
            session.screenLines.contains { $0.contains("blur") },
            "the folder stays open: \(session.screenLines)")
    }

    @Test func attachSwitchesTheProgramsTabAndShowsIt() async throws {
        let store = PanelStore()
        let look = PanelState("Look", initial: Look(), store: store) {
            Folder("look", style: .tabs) {
                Folder("light") { Slider("exposure", \.exposure, in: -2...2) }
                Folder("shadow") { Slider("blur", \.blur, in: 0...40) }
            }
        }
        let connection = RemotePanelModelTests.Loopback(PanelSession(store: store))
        let model = try RemotePanelModel(connection: connection)
        defer { model.close() }
        let session = LiveSession(model: model, width: 40, height: 10, colorDepth: .sixteen)
        _ = session.redrawAll()
        #expect(session.view.focus == "Look.look", "\(session.screenLines)")
        session.type("\u{1B}[C")  // right
        #expect(look.panel.openTab(of: "look") == 1)
        _ = session.tick(now: 1)
        #expect(session.screenLines.contains { $0.contains(" light  [shadow]") }, "\(session.screenLines)")
        #expect(session.screenLines.contains { $0.contains("blur") }, "\(session.screenLines)")
        // The program opens the other tab: the attached screen follows.
        try look.panel.selectTab("look", 0)
        let shown = { session.screenLines.contains { $0.contains("[light]  shadow") } }
        for step in 0..<200 where !shown() {  // the patch arrives on the connection's thread
            try await Task.sleep(for: .milliseconds(10))
            _ = session.tick(now: 2 + Double(step))
        }
        #expect(shown(), "\(session.screenLines)")
    }

    @Test func theKeyListNamesTheTabKeys() {
        #expect(LiveScreen.keyList.contains { $0.contains("a folder of tabs: the previous, next tab") })
    }
}
