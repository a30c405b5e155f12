import Foundation
import Testing

@testable import PanelTerminal

/// A drawer root with its floating button in the live session, over a host of two live panels:
/// the button opens the drawer, moves and snaps, remembers its place; keys open, close, resize
/// and switch the drawer; a tab click switches it; edits reach the panel shown.
@Suite struct LiveSessionFloatingButtonTests {
    struct Particles: Codable, Equatable, Sendable {
        var speed = 3.0
        var gravity = 9.0
    }

    struct Emitter: Codable, Equatable, Sendable {
        var speed = 1.0
        var rate = 2.0
    }

    final class Scene {
        let store = PanelStore()
        let particles: PanelState<Particles>
        let emitter: PanelState<Emitter>
        let host: PanelHost

        init() {
            particles = PanelState("Particles", initial: Particles(), store: store) {
                Slider("speed", \.speed, in: 0...10, step: 1)
                Slider("gravity", \.gravity, in: -20...20, step: 1)
            }
            emitter = PanelState("Emitter", initial: Emitter(), store: store) {
                Slider("speed", \.speed, in: 0...5, step: 0.5)
                Slider("rate", \.rate, in: 0...10, step: 1)
            }
            host = PanelHost(store: store) {
                ZStack {
                    Box("Preview") { Text("particles fall here") }
                    PanelRoot(position: .bottomRight, mode: .drawer, storageID: "particles")
                }
            }
        }
    }

    static func file() -> FloatingButtonPositionFile {
        FloatingButtonPositionFile(
            url: FileManager.default.temporaryDirectory.appendingPathComponent("panelkit-fab-\(UUID()).json"))
    }

    func session(_ scene: Scene, file: FloatingButtonPositionFile? = nil, width: Int = 60, height: Int = 20)
        -> LiveSession
    {
        let session = LiveSession(
            model: LiveTargetModel(.host(scene.host)), width: width, height: height, colorDepth: .sixteen,
            buttonFile: file)
        _ = session.redrawAll()
        return session
    }

    /// The screen cell (column, row) where `text` starts.
    func cell(_ session: LiveSession, _ text: String) -> (column: Int, row: Int)? {
        for (row, line) in session.screenLines.enumerated() {
            if let range = line.range(of: text) {
                return (line.distance(from: line.startIndex, to: range.lowerBound), row)
            }
        }
        return nil
    }

    func mouse(
        _ session: LiveSession, _ code: Int, _ column: Int, _ row: Int, release: Bool = false, now: Double
    ) {
        _ = session.receive(
            Array("\u{1B}[<\(code);\(column + 1);\(row + 1)\(release ? "m" : "M")".utf8), now: now)
    }

    func click(_ session: LiveSession, _ column: Int, _ row: Int, now: Double) {
        mouse(session, 0, column, row, now: now)
        mouse(session, 0, column, row, release: true, now: now)
    }

    @Test func aClickOnTheButtonOpensTheDrawerWithTheLivePanels() throws {
        let scene = Scene()
        let session = session(scene)
        let button = try #require(cell(session, "tune"))
        // Bottom right, over the content.
        #expect(button.row == 17)
        #expect(button.column > 40)
        click(session, button.column, button.row, now: 0)
        #expect(scene.host.isPresented)
        let screen = session.screenLines.joined(separator: "\n")
        #expect(screen.contains("[Particles]") && screen.contains(" Emitter"))
        // The panel's values, not its controls' minimums.
        #expect(session.screenLines.contains { $0.contains("gravity") && $0.contains("9 │") })
        #expect(cell(session, "tune") == nil)  // the open drawer hides its button
    }

    @Test func keysOpenSwitchResizeAndCloseTheDrawerAndEditsReachThePanel() throws {
        let scene = Scene()
        let session = session(scene)
        _ = session.receive(Array("t".utf8), now: 0)
        #expect(scene.host.presentation(of: "dial")?.isPresented == true)
        _ = session.receive(Array(">".utf8), now: 0.1)
        #expect(scene.host.presentation(of: "dial")?.selected == "Emitter")
        #expect(session.screenLines.joined().contains("[Emitter]"))
        // Focus is in the drawer's panel: the second panel's speed steps, the first's stays.
        #expect(session.view.focus == "Emitter.speed")
        _ = session.receive(Array("\u{1B}[C".utf8), now: 0.2)
        _ = session.tick(now: 2)
        #expect(scene.emitter.values.speed == 1.5)
        #expect(scene.particles.values.speed == 3)
        _ = session.receive(Array("m".utf8), now: 2.1)
        #expect(scene.host.presentation(of: "dial")?.detent == .tall)
        _ = session.receive(Array("<".utf8), now: 2.2)
        #expect(scene.host.presentation(of: "dial")?.selected == "Particles")
        _ = session.receive(Array("t".utf8), now: 2.3)
        #expect(!scene.host.isPresented)
        #expect(scene.host.presentation(of: "dial")?.dismissal == .cancel)
        #expect(cell(session, "tune") != nil)
        #expect(
            LiveScreen.keyList.contains { $0.hasPrefix("t m < >") && $0.contains("drawer: open or close") })
        #expect(LiveScreen.keyList.contains { $0.hasPrefix("the button") && $0.contains("drag") })
    }

    /// The rows a program's printed lines take are not the button's or the drawer's: both are
    /// laid out above the log area, folded or open, and move when it grows or shrinks.
    @Test func theButtonAndTheDrawerStayAboveTheLogArea() throws {
        let scene = Scene()
        let session = session(scene)
        session.appendOutput(["status 1", "status 2"])
        _ = session.tick(now: 0.1)
        func logHeader() throws -> Int { try #require(cell(session, "output ·")).row }
        func lowestRow(containing text: String) -> Int? {
            session.screenLines.lastIndex { $0.contains(text) }
        }
        // The button's whole card (its bottom edge too) sits above the log's header.
        var bottom = try #require(lowestRow(containing: "╰"))
        #expect(bottom < (try logHeader()))
        #expect(bottom == (try logHeader()) - 1)
        // Folded to its header, the log gives the rows back and the button follows.
        _ = session.receive(Array("o".utf8), now: 0.2)
        bottom = try #require(lowestRow(containing: "╰"))
        #expect(bottom == (try logHeader()) - 1)
        _ = session.receive(Array("o".utf8), now: 0.3)
        // The open drawer shows its last row above the log too.
        _ = session.receive(Array("t".utf8), now: 0.4)
        #expect(session.screenLines.contains { $0.contains("gravity") })
        bottom = try #require(lowestRow(containing: "╰"))
        #expect(bottom == (try logHeader()) - 1)
    }

    @Test func aClickOnAPickerTabShowsThatPanel() throws {
        let scene = Scene()
        let session = session(scene)
        _ = session.receive(Array("t".utf8), now: 0)
        let tab = try #require(cell(session, " Emitter"))
        click(session, tab.column + 2, tab.row, now: 0.1)
        #expect(scene.host.presentation(of: "dial")?.selected == "Emitter")
        #expect(scene.host.isPresented)
    }

    @Test func aDragMovesTheButtonItSnapsOnReleaseIsPinnedOnResizeAndRemembered() throws {
        let scene = Scene()
        let file = Self.file()
        defer { try? FileManager.default.removeItem(at: file.url) }
        let session = session(scene, file: file)
        let start = try #require(cell(session, "tune"))
        mouse(session, 0, start.column, start.row, now: 0)
        for step in 1...8 {
            mouse(session, 32, start.column - step * 5, start.row - 1, now: Double(step) * 0.01)
        }
        let moving = try #require(cell(session, "tune"))
        #expect(moving.column < start.column - 30)
        mouse(session, 0, start.column - 40, start.row - 1, release: true, now: 0.2)
        #expect(!scene.host.isPresented)  // a drag does not open the drawer
        let snapped = try #require(cell(session, "tune"))
        #expect(snapped.column == 2)  // at the left edge: its border at column 0
        #expect(snapped.row == start.row)  // still at the bottom
        let saved = try #require(
            FloatingButtonPositionFile(url: file.url).position(for: "particles"))
        #expect(saved.edges.contains(.left) && saved.edges.contains(.bottom))
        // The release is the session's place: every frontend shows it; not an undo step.
        #expect(scene.host.document.values["dial.fab"] == ["x": 0, "y": 1, "edges": ["left", "bottom"]])
        #expect(session.view.message == "the button snapped to left, bottom")
        // A new size: pinned to the left and the bottom.
        _ = session.resize(width: 80, height: 30)
        let resized = try #require(cell(session, "tune"))
        #expect(resized.column == 2 && resized.row == 27)
        // The next run finds it where it was left, and tells the session, so that every
        // frontend shows it there.
        let next = Scene()
        #expect(next.host.document.values["dial.fab"] == nil)
        let again = self.session(next, file: FloatingButtonPositionFile(url: file.url))
        #expect(cell(again, "tune")?.column == 2)
        #expect(next.host.document.values["dial.fab"]?.object?["edges"] == ["left", "bottom"])
    }

    /// The button stands where the session's value puts it (fractions of its travel), and
    /// follows another frontend's move.
    @Test func theButtonStandsWhereTheSessionSays() throws {
        let scene = Scene()
        try scene.host.apply(
            .moveFloatingButton("dial.fab", to: FloatingButtonPlacement(x: 0, y: 0, edges: [.left, .top])),
            origin: .frontend)
        let session = session(scene)
        #expect(cell(session, "tune")?.column == 2)
        #expect(cell(session, "tune")?.row == 1)
        // Another frontend moves it half way along the bottom (the travel of a 8-column button
        // in 60 columns is 52: column 26, its label 2 further).
        try scene.host.apply(
            .moveFloatingButton("dial.fab", to: FloatingButtonPlacement(x: 0.5, y: 1, edges: [.bottom])),
            origin: .frontend)
        _ = session.tick(now: 1)
        #expect(cell(session, "tune")?.column == 28)
        #expect(cell(session, "tune")?.row == 17)
        // A wider screen keeps it at the same fraction: half of 72.
        _ = session.resize(width: 80, height: 20)
        #expect(cell(session, "tune")?.column == 38)
    }

    @Test func anInlineRootShowsPanelsMadeAndReleasedWhileItIsShown() throws {
        let store = PanelStore()
        let first = PanelState("Particles", initial: Particles(), store: store) {
            Slider("speed", \.speed, in: 0...10, step: 1)
        }
        let host = PanelHost(store: store) { PanelRoot(mode: .inline) }
        let session = LiveSession(
            model: LiveTargetModel(.host(host)), width: 50, height: 16, colorDepth: .sixteen)
        _ = session.redrawAll()
        #expect(session.screenLines.joined().contains("Particles"))
        var later: PanelState<Emitter>? = PanelState("Emitter", initial: Emitter(), store: store) {
            Slider("rate", \.rate, in: 0...10, step: 1)
        }
        _ = session.tick(now: 0.1)
        #expect(session.screenLines.contains { $0.contains("rate") && $0.contains("2 │") })
        // An edit in the new panel reaches it.
        _ = session.receive(Array("j\u{1B}[C".utf8), now: 0.2)
        _ = session.tick(now: 2)
        #expect(later?.values.rate == 3)
        later = nil
        _ = session.tick(now: 2.1)
        #expect(!session.screenLines.joined().contains("Emitter"))
        #expect(first.values.speed == 3)
    }

    @Test func draggingTheSheetUpMakesItTallAndDownDismissesIt() throws {
        let scene = Scene()
        let session = session(scene)
        _ = session.receive(Array("t".utf8), now: 0)
        let border = try #require(cell(session, "╭ Particles"))
        mouse(session, 0, border.column + 5, border.row, now: 0.1)
        mouse(session, 32, border.column + 5, border.row - 10, now: 0.2)
        mouse(session, 0, border.column + 5, border.row - 10, release: true, now: 0.3)
        #expect(scene.host.presentation(of: "dial")?.detent == .tall)
        #expect(scene.host.isPresented)
        let top = try #require(cell(session, "╭ Particles"))
        mouse(session, 0, top.column + 5, top.row, now: 0.4)
        mouse(session, 32, top.column + 5, 18, now: 0.5)
        mouse(session, 0, top.column + 5, 18, release: true, now: 0.6)
        #expect(!scene.host.isPresented)
        #expect(scene.host.presentation(of: "dial")?.dismissal == .drag)
    }
}
