import PanelCore
import PanelLayout
import Testing

/// A constrained node's height is its preferred height at the width the solver gives it.
@Suite struct WrappingConstraintTests {
    static let words = "The quick brown fox jumps over the lazy dog and keeps on running far away"

    /// A wrapping text pinned to both sides of the screen (2 columns in from each), and a
    /// text placed 1 row below it.
    static let screen = Node.screen([
        .text(
            words, wraps: true, id: "body",
            constraints: [
                "this.top == parent.top", "this.leading == parent.leading + 2",
                "this.trailing == parent.trailing - 2",
            ]),
        .text(
            "below", id: "below",
            constraints: ["this.top == body.bottom + 1", "this.leading == parent.leading + 2"]),
    ])

    /// The rows the words take wrapped at `columns`, by the one wrapping rule.
    func rows(_ columns: Int) -> Int {
        TextWrap(measure: { $0.count }).lines(WrappingConstraintTests.words, columns: columns).count
    }

    @Test func wrappingTextGetsTheRowsItNeedsAtTheWidthItGets() throws {
        let result = try LayoutEngine().layout(
            WrappingConstraintTests.screen, in: CellSize(width: 40, height: 20))
        let body = try #require(result.frame(for: "body"))
        #expect(body.width == 36)
        #expect(rows(36) == 3)
        #expect(body.height == 3)
        #expect(result.frame(for: "below")?.y == body.maxY + 1)
    }

    @Test func resizingRemeasuresWithoutRebuilding() throws {
        let engine = LayoutEngine()
        var solves = 0
        for width in [40, 80, 24, 40, 120] {
            let result = try engine.layout(
                WrappingConstraintTests.screen, in: CellSize(width: width, height: 30))
            solves += 1
            #expect(engine.buildCount == 1)
            #expect(engine.solveCount == solves)
            #expect(result.frame(for: "body")?.height == rows(width - 4))
            let fresh = try LayoutEngine().layout(
                WrappingConstraintTests.screen, in: CellSize(width: width, height: 30))
            #expect(result.entries == fresh.entries)
        }
    }

    @Test func aHeightTiedToAWidthSettles() throws {
        // The box is as high as the text and as wide as twice its height: the widths depend on
        // the heights measured at them, and the measuring loop stops at a fixed point.
        let screen = Node.screen([
            .text(
                WrappingConstraintTests.words, wraps: true, id: "body",
                constraints: [
                    "this.top == parent.top", "this.leading == parent.leading",
                    "this.trailing == box.leading",
                ]),
            .box(
                id: "box",
                constraints: [
                    "this.top == parent.top", "this.trailing == parent.trailing",
                    "this.height == body.height",
                    "this.width == body.height * 2",
                ]),
        ])
        let result = try LayoutEngine().layout(screen, in: CellSize(width: 40, height: 20))
        let body = try #require(result.frame(for: "body"))
        let box = try #require(result.frame(for: "box"))
        #expect(body.width + box.width == 40)
        #expect(box.width == 2 * box.height)
        #expect(body.height == rows(body.width))
    }
}
