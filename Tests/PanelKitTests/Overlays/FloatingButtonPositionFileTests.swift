import Foundation
import Testing

@testable import PanelKit

@Suite struct FloatingButtonPositionFileTests {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fab-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    let button = OverlaySize(width: 8, height: 3)
    let bounds = OverlaySize(width: 80, height: 24)

    @Test func aMissingFileIsAnEmptyStoreAndSavesRoundTrip() throws {
        let url = try folder().appendingPathComponent("fab.json")
        let store = FloatingButtonPositionFile(url: url)
        #expect(store.problem == nil)
        #expect(store.position(for: "card") == nil)
        let position = FloatingButtonPosition(x: 0, y: 4, edges: [.left])
        try store.save(position, for: "card")
        try store.save(FloatingButtonPosition(x: 72, y: 21, edges: [.right, .bottom]), for: "other")
        let reopened = FloatingButtonPositionFile(url: url)
        #expect(reopened.problem == nil)
        #expect(reopened.position(for: "card") == position)
        #expect(reopened.position(for: "other")?.edges == [.right, .bottom])
        // No temporary files are left beside it.
        let names = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(names == ["fab.json"])
    }

    @Test func aCorruptFileIsReportedFallsBackAndIsNeverOverwritten() throws {
        let url = try folder().appendingPathComponent("fab.json")
        let garbage = Data(
            "{\"format\": \"panelkit.fab\", \"version\": 1, \"positions\": {\"card\": {\"x\": \"left\"".utf8)
        try garbage.write(to: url)
        let store = FloatingButtonPositionFile(url: url)
        #expect(store.problem == "not JSON")
        // The button falls back to its initial corner.
        let fab = FloatingButtonState(button: button, corner: .bottomRight, storageID: "card", file: store)
        #expect(fab.resize(to: bounds) == FloatingButtonPosition(x: 72, y: 21, edges: [.right, .bottom]))
        // A release still moves it, but the save is refused and the file is untouched.
        fab.beginDrag()
        fab.drag(by: OverlaySize(width: -70, height: 0))
        fab.release(predictedOffset: OverlaySize(width: 0, height: 0))
        #expect(fab.position.edges == [.left, .bottom])
        #expect(fab.saveProblem?.contains("not overwritten") == true)
        #expect(try Data(contentsOf: url) == garbage)
        // Moving it aside is explicit; then saving works.
        let aside = try store.moveCorruptFileAside()
        #expect(try Data(contentsOf: #require(aside)) == garbage)
        try FloatingButtonPositionFile(url: url).save(fab.position, for: "card")
        #expect(FloatingButtonPositionFile(url: url).position(for: "card") == fab.position)
    }

    @Test func wrongShapesAndNewerVersionsAreReported() throws {
        let dir = try folder()
        let cases: [(String, String)] = [
            ("[]", "not a floating-button file"),
            ("{\"format\": \"panelkit.fab\", \"version\": 2, \"positions\": {}}", "newer"),
            (
                "{\"format\": \"panelkit.fab\", \"version\": 1, \"positions\": {\"a\": {\"x\": 1, \"y\": 1, \"edges\": [\"left\", \"right\"]}}}",
                "opposite"
            ),
        ]
        for (index, (text, fragment)) in cases.enumerated() {
            let url = dir.appendingPathComponent("\(index).json")
            try Data(text.utf8).write(to: url)
            let store = FloatingButtonPositionFile(url: url)
            #expect(store.problem?.contains(fragment) == true, "\(text)")
            #expect(throws: FloatingButtonPositionFile.Failure.self) {
                try store.save(FloatingButtonPosition(x: 0, y: 0), for: "a")
            }
        }
    }

    @Test func theStateRemembersPerStorageIDAndKeepsThePinOnResize() throws {
        let url = try folder().appendingPathComponent("fab.json")
        let store = FloatingButtonPositionFile(url: url)
        let fab = FloatingButtonState(button: button, corner: .bottomRight, storageID: "card", file: store)
        fab.resize(to: bounds)
        fab.beginDrag()
        fab.drag(by: OverlaySize(width: -36, height: -10))
        #expect(fab.position == FloatingButtonPosition(x: 36, y: 11))
        fab.drag(by: OverlaySize(width: -36, height: -20))  // from the same start: the grab offset holds
        #expect(fab.position == FloatingButtonPosition(x: 36, y: 1))
        let release = fab.release(predictedOffset: OverlaySize(width: 0, height: 0))
        #expect(release.position == FloatingButtonPosition(x: 36, y: 0, edges: [.top]))
        #expect(fab.saveProblem == nil)
        // The released place is kept as the session keeps it: half way along the travel (36 of
        // 72), so half way along a wider screen's (56 of 112), still at the top.
        #expect(fab.placement == FloatingButtonPlacement(x: 0.5, y: 0, edges: [.top]))
        #expect(
            fab.resize(to: OverlaySize(width: 120, height: 40))
                == FloatingButtonPosition(x: 56, y: 0, edges: [.top]))
        // Another screen with its own storage id starts at its corner; this one remembers.
        let again = FloatingButtonState(
            button: button, corner: .bottomRight, storageID: "card",
            file: FloatingButtonPositionFile(url: url))
        #expect(again.resize(to: bounds) == FloatingButtonPosition(x: 36, y: 0, edges: [.top]))
        let other = FloatingButtonState(
            button: button, corner: .topLeft, storageID: "other", file: FloatingButtonPositionFile(url: url))
        #expect(other.resize(to: bounds) == FloatingButtonPosition(x: 0, y: 0, edges: [.left, .top]))
    }
}
