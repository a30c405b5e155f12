import Foundation
@_spi(Internals) import PanelJSON
import PanelKit
import TestSupport
import Testing

/// Writes what `FloatingButtonSnapping` and `DrawerGeometry.settle(draggedTo:)` give for many
/// inputs, so that the browser test can check that the page's `snapping.js` moves the
/// floating button, turns its place into the session's fractions and back, and settles the
/// drawer exactly the same way:
/// `<emitted-json>/overlay-rules.jsonl`, one case a line,
/// `{"op": "snapped", "button": {…}, "bounds": {…}, "position": {…}, "expected": {…}}`.
/// (Not a `.json` file: it is not a PanelKit document.)
@Suite struct OverlayRulesExport {
    static let buttons = [OverlaySize(width: 5, height: 3), OverlaySize(width: 56, height: 44)]
    static let bounds = [
        OverlaySize(width: 80, height: 24), OverlaySize(width: 1040, height: 560),
        OverlaySize(width: 3, height: 2), OverlaySize(width: 0, height: 0),
    ]
    /// Coordinates around every threshold of both button sizes in both usable bounds.
    static let coordinates: [Double] = [
        -10, 0, 1, 2.5, 3, 5, 5.5, 19.4, 19.5, 20, 40, 44, 56, 56.5, 72.4, 72.5, 75, 100, 450, 482, 490, 500,
        956, 960, 984, 1000, 5000,
    ]

    func size(_ size: OverlaySize) -> PanelValue {
        ["width": .number(size.width), "height": .number(size.height)]
    }

    func line(_ members: [String: PanelValue]) -> String {
        var writer = JSONWriter()
        writer.write(.object(members))
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func writesTheCases() throws {
        var lines: [String] = []
        var random = SplitMix64(seed: 23)
        let edgeSets: [Set<SnapEdge>] = [
            [], [.left], [.right], [.top], [.bottom], [.left, .top], [.right, .bottom],
        ]
        for button in Self.buttons {
            let snapping = FloatingButtonSnapping(button: button)
            for bounds in Self.bounds {
                let common = ["button": size(button), "bounds": size(bounds)]
                for corner in [ScreenCorner.topLeft, .topRight, .bottomLeft, .bottomRight] {
                    lines.append(
                        line(
                            common.merging(
                                [
                                    "op": "initial", "corner": .string(corner.name),
                                    "expected": snapping.initial(corner, in: bounds).panelValue,
                                ], uniquingKeysWith: { $1 })))
                }
                for x in Self.coordinates {
                    for y in Self.coordinates where random.next() % 3 == 0 {
                        let position = FloatingButtonPosition(x: x, y: y)
                        lines.append(
                            line(
                                common.merging(
                                    [
                                        "op": "snapped", "position": position.panelValue,
                                        "expected": snapping.snapped(position, in: bounds).panelValue,
                                    ], uniquingKeysWith: { $1 })))
                        let edges = edgeSets[Int(random.next() % UInt64(edgeSets.count))]
                        let pinnedFrom = FloatingButtonPosition(x: x, y: y, edges: edges)
                        lines.append(
                            line(
                                common.merging(
                                    [
                                        "op": "pinned", "position": pinnedFrom.panelValue,
                                        "expected": snapping.pinned(pinnedFrom, in: bounds).panelValue,
                                    ], uniquingKeysWith: { $1 })))
                        // Between the rules' units and the session's fractions of the travel.
                        lines.append(
                            line(
                                common.merging(
                                    [
                                        "op": "placement", "position": pinnedFrom.panelValue,
                                        "expected": snapping.placement(of: pinnedFrom, in: bounds).panelValue,
                                    ], uniquingKeysWith: { $1 })))
                        let placement = FloatingButtonPlacement(
                            x: Double(Int(random.next() % 141) - 20) / 100,
                            y: Double(Int(random.next() % 141) - 20) / 100, edges: edges)
                        lines.append(
                            line(
                                common.merging(
                                    [
                                        "op": "positionAt", "placement": placement.panelValue,
                                        "expected": snapping.position(at: placement, in: bounds).panelValue,
                                    ], uniquingKeysWith: { $1 })))
                        let offset = OverlaySize(
                            width: Double(Int(random.next() % 401) - 200),
                            height: Double(Int(random.next() % 201) - 100))
                        let release = snapping.released(position, predictedOffset: offset, in: bounds)
                        lines.append(
                            line(
                                common.merging(
                                    [
                                        "op": "released", "position": position.panelValue,
                                        "predicted": size(offset),
                                        "expected": release.position.panelValue,
                                        "velocity": .number(release.initialVelocity),
                                    ], uniquingKeysWith: { $1 })))
                        lines.append(
                            line(
                                common.merging(
                                    [
                                        "op": "dragged", "position": pinnedFrom.panelValue,
                                        "translation": size(offset),
                                        "expected": snapping.dragged(from: pinnedFrom, by: offset, in: bounds)
                                            .panelValue,
                                    ], uniquingKeysWith: { $1 })))
                    }
                }
            }
        }
        // The drawer's rules over whole units (rows in PanelCore, pixels in the page), with
        // PanelCore's tall gap (the page passes its own gap in pixels).
        for rootHeight in [0, 1, 5, 7, 24, 25, 560, 561, 900] {
            let geometry = DrawerGeometry(
                rootHeight: rootHeight, contentHeight: 10_000, panelCount: 2, detent: .medium)
            // Sorted: a set's order changes from run to run, and the document must not.
            for height in Set(
                [0, 1, 2, 3] + Array(stride(from: 0, through: rootHeight + 2, by: max(1, rootHeight / 40)))
            ).sorted() {
                lines.append(
                    line([
                        "op": "settle", "height": .number(Double(height)),
                        "rootHeight": .number(Double(rootHeight)),
                        "gap": .number(Double(DrawerGeometry.tallGap)),
                        "expected": geometry.settle(draggedTo: height).map { .string($0.name) } ?? .null,
                    ]))
            }
        }
        let folder = EmittedJSON.directory
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(
            to: folder.appendingPathComponent("overlay-rules.jsonl"))
        #expect(lines.count > 1000)
    }
}
