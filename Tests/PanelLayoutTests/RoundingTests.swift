import PanelCore
import Testing

@testable import PanelLayout

@Suite struct RoundingTests {
    /// Touching frames, in order, must tile `0..<width` exactly.
    func expectTiles(_ frames: [CellRect], width: Int, _ comment: Comment) {
        #expect(frames.first?.x == 0, comment)
        #expect(frames.last?.maxX == width, comment)
        for (left, right) in zip(frames, frames.dropFirst()) {
            #expect(left.maxX == right.x, comment)
        }
        #expect(frames.allSatisfy { $0.width >= 0 }, comment)
    }

    @Test func stackSharesTileEveryWidth() throws {
        let engine = LayoutEngine()
        let row = Node.hstack((0..<7).map { _ in .spacer() })
        for width in 20...200 {
            let result = try engine.layout(row, in: CellSize(width: width, height: 1))
            expectTiles((0..<7).compactMap { result.frame(at: [$0]) }, width: width, "width \(width)")
        }
    }

    @Test func constrainedFractionsTileEveryWidth() throws {
        let names = ["a", "b", "c", "d", "e", "f"]
        let fractions = [0.13, 0.21, 0.07, 0.29, 0.17]
        let screen = Node.screen(
            names.enumerated().map { i, name in
                .box(
                    id: NodeID(name),
                    constraints: [
                        "this.top == parent.top", "this.height == 3",
                        i == 0
                            ? "this.leading == parent.leading" : "this.leading == \(names[i - 1]).trailing",
                        i < fractions.count
                            ? "this.width == parent.width * \(fractions[i])"
                            : "this.trailing == parent.trailing",
                    ])
            })
        let engine = LayoutEngine()
        for width in 20...200 {
            let result = try engine.layout(screen, in: CellSize(width: width, height: 10))
            let frames = names.compactMap { result.frame(for: NodeID($0)) }
            expectTiles(frames, width: width, "width \(width)")
            for name in names {
                let exact = try #require(result.exactFrame(for: NodeID(name)))
                let cell = try #require(result.frame(for: NodeID(name)))
                #expect(
                    abs(Double(cell.width) - exact.width) < 1, "rounding moves an edge by at most half a cell"
                )
            }
        }
    }

    @Test func edgesComputedByDifferentSumsRoundAlike() {
        #expect(LayoutRect.roundEdge(2.4999999999) == LayoutRect.roundEdge(2.5000000001))
        #expect(LayoutRect.roundEdge(2.5) == 3)
        #expect(LayoutRect.roundEdge(-0.5) == -1)
        #expect(LayoutRect.roundEdge(.nan) == 0)
        #expect(LayoutRect(x: 3.4, y: 0, width: 3.3, height: 1).cellRect == rect(3, 0, 4, 1))
    }
}
