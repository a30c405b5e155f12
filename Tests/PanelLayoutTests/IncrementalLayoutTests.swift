import PanelCore
import PanelLayout
import Testing

@Suite struct IncrementalLayoutTests {
    let screen = Node.screen([
        .box(
            "Header", id: "header",
            constraints: [
                "this.top == parent.top", "this.leading == parent.leading + 1",
                "this.trailing == parent.trailing - 1", "this.height == 3",
            ]),
        .box(
            "Side", id: "side",
            constraints: [
                "this.top == header.bottom", "this.leading == parent.leading", "this.bottom == parent.bottom",
                "this.width == parent.width * 0.25 @strong", "this.width >= 12",
            ]),
    ])

    @Test func anUnchangedTreeAtAnUnchangedSizeDoesNotResolve() throws {
        let engine = LayoutEngine()
        let first = try engine.layout(screen, in: CellSize(width: 80, height: 24))
        #expect(engine.solveCount == 1)
        #expect(engine.buildCount == 1)
        let again = try engine.layout(screen, in: CellSize(width: 80, height: 24))
        #expect(again == first)
        #expect(engine.solveCount == 1)
        #expect(engine.buildCount == 1)
    }

    @Test func resizingResolvesThroughEditVariablesWithoutRebuilding() throws {
        let engine = LayoutEngine()
        _ = try engine.layout(screen, in: CellSize(width: 80, height: 24))
        var solves = 1
        for width in [100, 40, 60, 80] {
            let resized = try engine.layout(screen, in: CellSize(width: width, height: 30))
            solves += 1
            #expect(engine.solveCount == solves)
            #expect(engine.buildCount == 1)
            let fresh = try LayoutEngine().layout(screen, in: CellSize(width: width, height: 30))
            #expect(resized.entries == fresh.entries)
            #expect(resized.frame(for: "header") == rect(1, 0, width - 2, 3))
            #expect(resized.exactFrame(for: "side")?.width == max(12, Double(width) / 4))
        }
    }

    @Test func changesOutsideAScreenKeepItsSystemAndSolution() throws {
        let engine = LayoutEngine()
        for label in ["one", "two", "three"] {
            let tree = Node.vstack([.text(label), screen])
            let result = try engine.layout(tree, in: CellSize(width: 50, height: 20))
            #expect(result.frame(for: "header") == rect(1, 1, 48, 3))
        }
        #expect(engine.buildCount == 1)
        #expect(engine.solveCount == 1)
    }

    @Test func aChangedScreenIsRebuilt() throws {
        let engine = LayoutEngine()
        _ = try engine.layout(screen, in: CellSize(width: 50, height: 20))
        var changed = screen
        changed.children[0].constraints[3].constant = 5
        let result = try engine.layout(changed, in: CellSize(width: 50, height: 20))
        #expect(engine.buildCount == 2)
        #expect(result.frame(for: "header")?.height == 5)
    }
}
