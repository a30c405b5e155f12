import Dispatch
import PanelKit
import Synchronization
import Testing

@testable import PanelTerminal

/// `panelkit attach`'s model over a store of several panels, connected to a real
/// `PanelSession` through an in-process connection (no socket): messages without an id go to
/// the panel edited last, as in a local store.
@Suite struct RemotePanelModelTests {
    struct Zoom: Codable, Equatable, Sendable { var zoom = 1.0 }

    /// A connection whose other end is a session: what is sent is the session's input, and
    /// its answers and updates are what `receive()` returns, in order.
    final class Loopback: PanelConnection, @unchecked Sendable {
        // `@unchecked`: the lines are behind `lines`; the session is Sendable.
        let session: PanelSession
        let lines = Mutex<(queue: [String], closed: Bool)>(([], false))
        let ready = DispatchSemaphore(value: 0)

        init(_ session: PanelSession) {
            self.session = session
            session.setOutput { [weak self] line in self?.push([line]) }
        }

        func push(_ new: [String]) {
            lines.withLock { $0.queue += new }
            for _ in new { ready.signal() }
        }

        func send(_ line: String) throws { push(session.receive(line)) }

        func receive() -> String? {
            while true {
                let next = lines.withLock { state -> String?? in
                    if !state.queue.isEmpty { return .some(state.queue.removeFirst()) }
                    return state.closed ? .some(nil) : nil
                }
                if let next { return next }
                ready.wait()
            }
        }

        func close() {
            lines.withLock { $0.closed = true }
            ready.signal()
        }
    }

    @Test func undoPresetsAndRedoReachThePanelEditedLastInAStoreOfSeveral() throws {
        let store = PanelStore()
        let map = PanelState("Map", initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
        let globe = PanelState("Globe", initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
        let connection = Loopback(PanelSession(store: store))
        let model = try RemotePanelModel(connection: connection)
        defer { model.close() }

        _ = try model.set(3, for: "Globe.zoom", gesture: nil)
        #expect(globe.values.zoom == 3)
        #expect(model.undo())  // refused before: the store could not tell which panel
        #expect(globe.values.zoom == 1)
        #expect(model.redo())
        #expect(globe.values.zoom == 3)

        try model.savePreset("Far")
        #expect(globe.presets.map(\.name) == ["Far"])
        #expect(map.presets.isEmpty)

        _ = try model.set(2, for: "Map.zoom", gesture: nil)
        #expect(model.undo())
        #expect(map.values.zoom == 1)
        #expect(globe.values.zoom == 3)
    }

    /// The drawer keys of `panelkit attach` (open, detent, panel, close) reach the served
    /// panel's drawer, and the model answers with the drawer as the server left it.
    @Test func drawerChangesReachTheServedPanel() throws {
        struct Card: Codable, Equatable, Sendable { var radius = 12.0 }
        let card = PanelState("Card", initial: Card(), store: nil) { Slider("radius", \.radius, in: 0...48) }
        let shadow = PanelState("Shadow", initial: Card(), store: nil) {
            Slider("blur", \.radius, in: 0...48)
        }
        let tree = ZStack {
            Text("preview")
            PanelRoot(storageID: "remote-drawer") {
                LayoutItem(card.document.root).id("card")
                LayoutItem(shadow.document.root).id("shadow")
            }
        }.node
        let panel = Panel(PanelDocument(root: tree))
        let model = try RemotePanelModel(connection: Loopback(PanelSession(panel)))
        defer { model.close() }

        #expect(try model.changeDrawer("dial", .open).isPresented)
        #expect(try model.changeDrawer("dial", .detent(.tall)).detent == .tall)
        #expect(try model.changeDrawer("dial", .select("shadow")).selected == "shadow")
        #expect(panel.value(for: "dial")?.object?["detent"] == "tall")
        #expect(try model.changeDrawer("dial", .close(.escape)).dismissal == .escape)
        #expect(panel.value(for: "dial")?.object?["presented"] == false)
        #expect(throws: (any Error).self) { try model.changeDrawer("dial", .select("radius")) }
    }
}
