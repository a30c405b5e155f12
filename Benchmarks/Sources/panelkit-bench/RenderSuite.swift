import Foundation
import PanelKit
@_spi(Internals) import PanelText

/// The `render` suite: the ANSI backend against Python's `rich` (peers/render.py).
///
/// Cases: (a) a panel of 1,000 sliders at 80 columns; (b) 100 nested bordered panels at 420 columns,
/// both with a new renderer each time (layout included); (c) one slider change written as a screen
/// diff by the renderer that drew the first frame (bytes reported; rich has no diff, so its peer
/// figure is a full re-render of the same change).
enum RenderSuite {
    static func sliders(count: Int, changed: Int? = nil) -> PanelDocument {
        var children: [Node] = []
        var values: [NodeID: PanelValue] = [:]
        children.reserveCapacity(count)
        for index in 0..<count {
            let id = NodeID("s\(index)")
            children.append(
                Node(
                    id: id,
                    element: .slider(
                        SliderElement(
                            label: "Slider \(index)", scale: .range(minimum: 0, maximum: 1, step: 0.01),
                            unit: "x"))))
            values[id] = .number(index == changed ? 0.53 : 0.5)
        }
        let root = Node(id: "panel", element: .panel(PanelElement(title: "Sliders")), children: children)
        return PanelDocument(root: root, values: values)
    }

    static func nested(depth: Int) -> PanelDocument {
        var node = Node(id: "leaf", element: .text(TextElement("innermost")))
        for level in stride(from: depth - 1, through: 0, by: -1) {
            node = Node(
                id: NodeID("p\(level)"), element: .panel(PanelElement(title: "Panel \(level)")),
                children: [node])
        }
        return PanelDocument(root: node)
    }

    static func run() throws {
        let renderer80 = ANSIRenderer(width: 80, colorDepth: .trueColor)
        let sliderDocument = sliders(count: 1000)
        var output = ""
        // A new renderer each time: no layout kept from the previous render (a renderer reuses
        // its layout when the tree and size are unchanged, as in a live redraw).
        let slidersSeconds = try Bench.time(repeats: 7) {
            output = try ANSIRenderer(width: 80, colorDepth: .trueColor).render(sliderDocument)
        }
        let peerSliders = Bench.peer("render.py", ["sliders"], timeLimit: 120)
        Bench.report(
            suite: "render", case: "1000 sliders at 80 columns", seconds: slidersSeconds, peer: "rich",
            peerSeconds: peerSliders?["seconds"] as? Double,
            extra: [("bytes", output.utf8.count), ("peer_bytes", peerSliders?["bytes"] as? Int ?? -1)])

        let nestedDocument = nested(depth: 100)
        let nestedSeconds = try Bench.time(repeats: 7) {
            output = try ANSIRenderer(width: 420, colorDepth: .trueColor).render(nestedDocument)
        }
        let peerNested = Bench.peer("render.py", ["nested"], timeLimit: 120)
        Bench.report(
            suite: "render", case: "100 nested bordered panels at 420 columns", seconds: nestedSeconds,
            peer: "rich", peerSeconds: peerNested?["seconds"] as? Double,
            extra: [("bytes", output.utf8.count), ("peer_bytes", peerNested?["bytes"] as? Int ?? -1)])

        let before = try renderer80.canvas(for: sliderDocument)
        let changedDocument = sliders(count: 1000, changed: 500)
        var bytes: [UInt8] = []
        let diffSeconds = try Bench.time(repeats: 7) {
            bytes = try renderer80.update(from: before, to: changedDocument).bytes
        }
        let peerChange = Bench.peer("render.py", ["change"], timeLimit: 120)
        Bench.report(
            suite: "render", case: "one slider change as a diff", seconds: diffSeconds, peer: "rich",
            peerSeconds: peerChange?["seconds"] as? Double,
            peerNote: "rich has no diff: full re-render of the same change",
            extra: [("bytes", bytes.count), ("peer_bytes", peerChange?["bytes"] as? Int ?? -1)])
    }
}
