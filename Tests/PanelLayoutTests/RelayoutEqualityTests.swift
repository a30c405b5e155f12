import PanelCore
import PanelLayout
import TestSupport
import Testing

/// A re-layout at a new size (the screen's system kept, re-solved through its edit variables,
/// only the children that moved re-placed) gives exactly the layout a fresh engine gives at
/// that size: the same entries in whole cells, the same exact frames up to rounding, or the
/// same error.
@Suite struct RelayoutEqualityTests {
    /// Rows of boxes chained left to right with a gap of 1, each preferring 10 columns (weak,
    /// all at the same priority) and needing at least 1, the last of a row inside the screen:
    /// the benchmark's screen, smaller. Below 2 + columns + (columns − 1) columns it cannot fit.
    static func squeezedRows(rows: Int, columns: Int) -> Node {
        var children: [Node] = []
        for row in 0..<rows {
            for column in 0..<columns {
                var constraints = [
                    column == 0
                        ? "this.leading == parent.leading + 1"
                        : "this.leading == b\(row)_\(column - 1).trailing + 1",
                    row == 0 ? "this.top == parent.top" : "this.top == b\(row - 1)_\(column).bottom",
                    "this.height == 1", "this.width >= 1", "this.width == 10 @weak",
                ]
                if column == columns - 1 { constraints.append("this.trailing <= parent.trailing - 1") }
                children.append(.box(id: NodeID("b\(row)_\(column)"), constraints: constraints))
            }
        }
        return .screen(children)
    }

    /// The incremental tests' screen (a header across the top, a side column that prefers a
    /// quarter of the width, strong, but needs 12), a body beside it holding a wrapping text (its height follows its width) and a
    /// footer that prefers 30 columns (medium) at the bottom: minimums, conflicting
    /// preferences and re-measured heights.
    static let panels = Node.screen(
        IncrementalLayoutTests().screen.children + [
            .box(
                id: "body",
                constraints: [
                    "this.top == header.bottom", "this.leading == side.trailing + 1",
                    "this.trailing == parent.trailing", "this.width >= 8",
                ],
                [.text(WrappingConstraintTests.words + " " + WrappingConstraintTests.words, wraps: true)]),
            .vstack(
                id: "footer",
                constraints: [
                    "this.bottom == parent.bottom", "this.trailing == parent.trailing",
                    "this.width == 30 @medium", "this.width <= parent.width * 0.5",
                ], [.text("status"), .text("ready")]),
        ])

    /// The same layout, entry by entry: paths, ids, kinds and cell frames equal, exact frames
    /// within rounding; or the same error.
    static func expectSame(
        _ incremental: Result<LayoutResult, LayoutError>, _ fresh: Result<LayoutResult, LayoutError>,
        _ context: String
    ) {
        switch (incremental, fresh) {
        case (.success(let a), .success(let b)):
            #expect(a.size == b.size, "\(context)")
            #expect(a.entries.count == b.entries.count, "\(context)")
            for (x, y) in zip(a.entries, b.entries) {
                #expect(x.path == y.path && x.id == y.id && x.kind == y.kind, "\(context)")
                #expect(x.frame == y.frame, "\(context): \(x.id?.description ?? "\(x.path)")")
                let e = x.exactFrame
                let f = y.exactFrame
                let close =
                    abs(e.x - f.x) < 1e-6 && abs(e.y - f.y) < 1e-6 && abs(e.width - f.width) < 1e-6
                    && abs(e.height - f.height) < 1e-6
                #expect(close, "\(context): \(x.id?.description ?? "\(x.path)") \(e) vs \(f)")
            }
        case (.failure(let a), .failure(let b)):
            #expect(a.description == b.description, "\(context)")
        default:
            Issue.record("\(context): one layout failed and the other did not: \(incremental) vs \(fresh)")
        }
    }

    static func layout(_ engine: LayoutEngine, _ tree: Node, _ size: CellSize) -> Result<
        LayoutResult, LayoutError
    > {
        Result { () throws(LayoutError) in try engine.layout(tree, in: size) }
    }

    /// Lays `tree` out at each size of 200 seeded random sequences with one engine, comparing
    /// every result with a fresh engine's. Returns how many layouts failed (screen too small),
    /// how many systems the engines built, and how many they should have: one per sequence, and
    /// one more after each failure (a screen that failed is built afresh at the next size).
    static func compare(
        _ tree: Node, seed: UInt64, widths: ClosedRange<Int>, heights: ClosedRange<Int>, sequences: Int = 200,
        steps: Int = 8
    ) -> (layouts: Int, failures: Int, builds: Int, expectedBuilds: Int) {
        var random = SplitMix64(seed: seed)
        var failures = 0
        var builds = 0
        var expectedBuilds = 0
        for sequence in 0..<sequences {
            let engine = LayoutEngine()
            var height = Int.random(in: heights, using: &random)
            expectedBuilds += 1
            for step in 0..<steps {
                let width = Int.random(in: widths, using: &random)
                // Mostly width changes, now and then the height as well.
                if Int.random(in: 0..<4, using: &random) == 0 {
                    height = Int.random(in: heights, using: &random)
                }
                let size = CellSize(width: width, height: height)
                let incremental = layout(engine, tree, size)
                let fresh = layout(LayoutEngine(), tree, size)
                if case .failure = fresh {
                    failures += 1
                    if step < steps - 1 { expectedBuilds += 1 }
                }
                expectSame(incremental, fresh, "sequence \(sequence), step \(step), \(width)x\(height)")
            }
            builds += engine.buildCount
        }
        return (sequences * steps, failures, builds, expectedBuilds)
    }

    @Test func squeezedRowsMatchAFreshLayoutAtEveryWidth() {
        // 6 boxes a row: they fit from 13 columns (1 + 6 + 5 + 1), prefer 71; 9 columns is too few.
        let tree = RelayoutEqualityTests.squeezedRows(rows: 4, columns: 6)
        let run = RelayoutEqualityTests.compare(tree, seed: 0x5EED_0001, widths: 9...90, heights: 6...8)
        // The sequences met too-small screens, squeezed ones and roomy ones; each kept its system
        // between sizes, except after a screen that did not fit.
        #expect(run.failures > 50 && run.failures < run.layouts / 2)
        #expect(run.builds == run.expectedBuilds)
    }

    @Test func panelsMatchAFreshLayoutAtEveryWidth() {
        let run = RelayoutEqualityTests.compare(
            RelayoutEqualityTests.panels, seed: 0x5EED_0002, widths: 10...140, heights: 8...40)
        #expect(run.failures > 0 && run.failures < run.layouts / 2)
        #expect(run.builds == run.expectedBuilds)
    }

    @Test func randomLayoutsMatchAFreshLayoutAtEveryWidth() {
        var random = SplitMix64(seed: 0x5EED_0003)
        for shape in 0..<10 {
            let tree = RandomLayout.screen(using: &random)
            _ = RelayoutEqualityTests.compare(
                tree, seed: 0x5EED_0100 + UInt64(shape), widths: 20...200, heights: 20...90, sequences: 20)
        }
    }

    @Test func theBenchmarksScreenMatchesAFreshLayoutAtEachOfItsWidths() throws {
        let tree = RelayoutEqualityTests.squeezedRows(rows: 40, columns: 25)
        let engine = LayoutEngine()
        for width in [100, 150, 120, 199] {
            let size = CellSize(width: width, height: 42)
            RelayoutEqualityTests.expectSame(
                RelayoutEqualityTests.layout(engine, tree, size),
                RelayoutEqualityTests.layout(LayoutEngine(), tree, size), "width \(width)")
        }
        #expect(engine.buildCount == 1)
    }
}
