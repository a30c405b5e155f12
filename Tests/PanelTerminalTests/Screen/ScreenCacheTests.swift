import TestDocuments
import Testing

@testable import PanelTerminal

/// The screen cache keeps the context it hands the reducer until something that context reads
/// changes: a kept context never shows a screen older than the cache's.
@Suite struct ScreenCacheTests {
    func cache() throws -> ScreenCache {
        ScreenCache(
            document: try TreeDecoder().decode(Documents.small), width: 50, height: 16, colorDepth: .sixteen)
    }

    @Test func aValueShownIsInTheNextContext() throws {
        let cache = try cache()
        #expect(cache.context().values["size"] == 4)
        cache.show(7, for: "size")
        #expect(cache.context().values["size"] == 7)
        #expect(cache.context().painted.document.values["size"] == 7)
    }

    @Test func aNewLayoutAndANewSizeAreInTheNextContext() throws {
        let cache = try cache()
        #expect(cache.context().tree.focusOrder.contains("more.mode"))
        _ = cache.layOut(values: cache.painted.document.values, collapsed: ["more": true], filter: "")
        let folded = cache.context()
        #expect(!folded.tree.focusOrder.contains("more.mode"))
        #expect(folded.painted.canvas.height == cache.painted.canvas.height)
        cache.resize(width: 30, height: 10)
        #expect(cache.context().width == 30)
        #expect(cache.context().height == 10)
    }

    @Test func printedLinesAreInTheNextContext() throws {
        let cache = try cache()
        #expect(cache.context().printedLines == 0)
        cache.appendOutput(["one", "two"])
        #expect(cache.context().printedLines == 2)
        #expect(cache.context().logRows == cache.logRows)
    }

    @Test func theMenusPresetsAreNeverKept() throws {
        let cache = try cache()
        #expect(cache.context(presets: [("preset-1", "Bouncy")]).presets.map(\.name) == ["Bouncy"])
        #expect(cache.context().presets.isEmpty)
    }
}
