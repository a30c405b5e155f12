import PanelCore
import Testing

/// The overlay-button article's rules, for a 5×3 button in 80×24 bounds: left when
/// `x <= 5`, right when `x + 5 >= 77.5`, top when `y <= 3`, bottom when `y + 3 >= 22.5`.
@Suite struct FloatingButtonSnappingTests {
    let snapping = FloatingButtonSnapping(button: OverlaySize(width: 5, height: 3))
    let bounds = OverlaySize(width: 80, height: 24)

    func at(_ x: Double, _ y: Double, _ edges: Set<SnapEdge> = []) -> FloatingButtonPosition {
        FloatingButtonPosition(x: x, y: y, edges: edges)
    }

    @Test func startsPinnedToItsCorner() {
        #expect(snapping.initial(.topLeft, in: bounds) == at(0, 0, [.left, .top]))
        #expect(snapping.initial(.topRight, in: bounds) == at(75, 0, [.right, .top]))
        #expect(snapping.initial(.bottomLeft, in: bounds) == at(0, 21, [.left, .bottom]))
        #expect(snapping.initial(.bottomRight, in: bounds) == at(75, 21, [.right, .bottom]))
    }

    @Test func snapsToEachEdgeAtItsMiddle() {
        #expect(snapping.snapped(at(3, 10), in: bounds) == at(0, 10, [.left]))
        #expect(snapping.snapped(at(73, 10), in: bounds) == at(75, 10, [.right]))
        #expect(snapping.snapped(at(40, 2), in: bounds) == at(40, 0, [.top]))
        #expect(snapping.snapped(at(40, 20), in: bounds) == at(40, 21, [.bottom]))
    }

    @Test func snapsIntoCorners() {
        #expect(snapping.snapped(at(1, 1), in: bounds) == at(0, 0, [.left, .top]))
        #expect(snapping.snapped(at(74, 1), in: bounds) == at(75, 0, [.right, .top]))
        #expect(snapping.snapped(at(2, 20), in: bounds) == at(0, 21, [.left, .bottom]))
        #expect(snapping.snapped(at(74, 20), in: bounds) == at(75, 21, [.right, .bottom]))
    }

    @Test func staysWhereDroppedAwayFromTheEdges() {
        #expect(snapping.snapped(at(40, 10), in: bounds) == at(40, 10))
    }

    @Test func thresholdsAreTheArticles() {
        #expect(snapping.snapped(at(5, 10), in: bounds).edges == [.left])
        #expect(snapping.snapped(at(5.5, 10), in: bounds).edges == [])
        #expect(snapping.snapped(at(72.5, 10), in: bounds).edges == [.right])
        #expect(snapping.snapped(at(72.4, 10), in: bounds).edges == [])
        #expect(snapping.snapped(at(40, 3), in: bounds).edges == [.top])
        #expect(snapping.snapped(at(40, 19.5), in: bounds).edges == [.bottom])
        #expect(snapping.snapped(at(40, 19.4), in: bounds).edges == [])
    }

    @Test func dragKeepsTheGrabOffsetAndUnpins() {
        let start = snapping.initial(.bottomRight, in: bounds)
        #expect(
            snapping.dragged(from: start, by: OverlaySize(width: -10, height: -5), in: bounds) == at(65, 16))
        #expect(
            snapping.dragged(from: start, by: OverlaySize(width: -100, height: 9), in: bounds) == at(0, 21))
    }

    @Test func aFlingSnapsFromItsPredictedEnd() {
        // Dropped mid-screen, but flung right: the predicted end is past the right edge.
        let right = snapping.released(
            at(60, 10), predictedOffset: OverlaySize(width: 30, height: 0), in: bounds)
        #expect(right.position == at(75, 10, [.right]))
        #expect(right.initialVelocity == 20)
        let left = snapping.released(
            at(20, 10), predictedOffset: OverlaySize(width: -50, height: 0), in: bounds)
        #expect(left.position == at(0, 10, [.left]))
        let corner = snapping.released(
            at(40, 10), predictedOffset: OverlaySize(width: 50, height: 40), in: bounds)
        #expect(corner.position == at(75, 21, [.right, .bottom]))
        let slow = snapping.released(
            at(40, 10), predictedOffset: OverlaySize(width: 3, height: 4), in: bounds)
        #expect(slow.position == at(43, 14))
        #expect(slow.initialVelocity == 5)
    }

    @Test func aResizeKeepsThePin() {
        #expect(
            snapping.pinned(at(75, 10, [.right]), in: OverlaySize(width: 120, height: 40))
                == at(115, 10, [.right]))
        #expect(
            snapping.pinned(at(40, 21, [.bottom]), in: OverlaySize(width: 60, height: 30))
                == at(40, 27, [.bottom]))
        #expect(
            snapping.pinned(at(75, 21, [.right, .bottom]), in: OverlaySize(width: 40, height: 10))
                == at(35, 7, [.right, .bottom]))
        // The free axis is clamped inside the smaller bounds.
        #expect(
            snapping.pinned(at(75, 10, [.right]), in: OverlaySize(width: 40, height: 8))
                == at(35, 5, [.right]))
    }

    @Test func boundsSmallerThanTheButtonKeepItAtTheOriginAndItsEdges() {
        let tiny = snapping.pinned(at(75, 21, [.right, .bottom]), in: OverlaySize(width: 3, height: 2))
        #expect(tiny == at(0, 0, [.right, .bottom]))
        #expect(snapping.pinned(tiny, in: bounds) == at(75, 21, [.right, .bottom]))
        #expect(snapping.snapped(at(50, 50), in: OverlaySize(width: 0, height: 0)).x == 0)
        #expect(
            snapping.dragged(
                from: at(1, 1), by: OverlaySize(width: 9, height: 9), in: OverlaySize(width: 4, height: 4))
                == at(0, 1))
    }

    @Test func nonFiniteInputStaysInside() {
        let flung = snapping.released(
            at(40, 10), predictedOffset: OverlaySize(width: .infinity, height: .nan), in: bounds)
        #expect(flung.position.x.isFinite && flung.position.y.isFinite)
        #expect(flung.initialVelocity == 20)
    }

    @Test func theTerminalButtonIsItsLabelInABorder() {
        #expect(FloatingButtonElement.cellSize(labelColumns: 4) == OverlaySize(width: 8, height: 3))
        #expect(FloatingButtonElement.cellSize(labelColumns: -2) == OverlaySize(width: 4, height: 3))
    }

    @Test func positionsHaveAPrimitiveForm() throws {
        let position = at(75, 21, [.bottom, .right])
        #expect(position.panelValue == ["x": 75, "y": 21, "edges": ["right", "bottom"]])
        #expect(try FloatingButtonPosition(panelValue: position.panelValue) == position)
        #expect(throws: ValueError.self) {
            try FloatingButtonPosition(panelValue: ["x": 1, "y": 2, "edges": ["left", "right"]])
        }
        #expect(throws: ValueError.self) {
            try FloatingButtonPosition(panelValue: ["x": 1, "y": 2, "edges": ["middle"]])
        }
        #expect(throws: ValueError.self) { try FloatingButtonPosition(panelValue: ["x": "1", "y": 2]) }
    }
}
