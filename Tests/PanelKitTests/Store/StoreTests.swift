import Testing

@testable import PanelKit

@Suite struct StoreTests {
    struct Zoom: Codable, Equatable, Sendable { var zoom = 1.0 }

    func zoomPanel(_ name: String, store: PanelStore) -> PanelState<Zoom> {
        PanelState(name, initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
    }

    @Test func panelsRegisterInCreationOrderAndLeaveWhenReleased() {
        let store = PanelStore()
        var first: PanelState<Zoom>? = zoomPanel("Map", store: store)
        let second = zoomPanel("Photo", store: store)
        #expect(store.panels.map(\.name) == ["Map", "Photo"])
        weak let weakFirst = first?.panel
        first = nil
        #expect(weakFirst == nil, "the store keeps no panel alive")
        #expect(store.panels.map(\.name) == ["Photo"])
        _ = second
    }

    @Test func idsAreNamespacedByPanel() throws {
        let store = PanelStore()
        let map = zoomPanel("Map", store: store)
        let photo = zoomPanel("Photo", store: store)
        let twin = zoomPanel("Map", store: store)
        #expect(store.members.map(\.key) == ["Map", "Photo", "Map-2"])
        try store.set(2, for: "Photo.zoom")
        #expect(photo.values.zoom == 2)
        #expect(map.values.zoom == 1)
        let document = store.document
        #expect(document.values["Map.zoom"] == 1)
        #expect(document.values["Photo.zoom"] == 2)
        #expect(document.values["Map-2.zoom"] == 1)
        #expect(document.root.node(withID: "Photo.zoom")?.kind == "slider")
        #expect(throws: ValueError.self) { try store.set(1, for: "zoom") }
        #expect(throws: ValueError.self) { try store.set(1, for: "Nowhere.zoom") }
        _ = twin
    }

    @Test func panelNamesBecomeKeys() {
        #expect(PanelStore.keyName(for: "My panel.v2") == "My-panel-v2")
        #expect(PanelStore.keyName(for: "") == "panel")
    }

    @Test func theSharedStoreIsTheDefault() {
        let state = PanelState("SharedDefault", initial: Zoom()) { Slider("zoom", \.zoom, in: 0...4) }
        #expect(PanelStore.shared.key(for: state.panel) != nil)
    }
}
