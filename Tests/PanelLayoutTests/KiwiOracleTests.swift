import Foundation
import PanelCore
import PanelLayout
import TestSupport
import Testing

/// Runs `Scripts/oracles/kiwi_layout.py` through the oracle runner.
enum KiwiOracle {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// kiwi's values for every variable of every system.
    static func solve(_ systems: [LinearSystem]) throws -> [[Double]] {
        let payload = Data(LinearSystem.oracleJSON(systems).utf8)
        if let dump = ProcessInfo.processInfo.environment["PANELKIT_ORACLE_DUMP"] {
            try payload.write(to: URL(fileURLWithPath: dump))
        }
        let run = try Oracle.run("Scripts/oracles/kiwi_layout.py", input: payload)
        guard run.status == 0,
            let object = try JSONSerialization.jsonObject(with: run.output) as? [String: Any]
        else {
            throw Failure(description: "the oracle failed: \(run.text)")
        }
        guard let values = object["values"] as? [[Double]] else {
            throw Failure(description: "the oracle says: \(object["error"] ?? object)")
        }
        return values
    }

    /// Lays `root` out and checks every variable and every screen child's exact frame
    /// against kiwi, within 1e-6. Returns the number of values compared.
    @discardableResult
    static func check(_ root: Node, _ size: CellSize, _ comment: String) throws -> Int {
        let engine = LayoutEngine()
        let result = try engine.layout(root, in: size)
        let systems = engine.linearSystems()
        let kiwi = try solve(systems)
        var compared = 0
        for (system, values) in zip(systems, kiwi) {
            #expect(values.count == system.values.count, "\(comment)")
            for (k, (ours, theirs)) in zip(system.values, values).enumerated() {
                #expect(
                    abs(ours - theirs) <= 1e-6, "\(comment): \(system.variables[k]) = \(ours), kiwi \(theirs)"
                )
                compared += 1
            }
            // The frames before rounding are the variables: left, top, width, height per child.
            // Relative to the screen's content: its frame less its insets (a title row, a border…).
            var screen = root
            for index in system.screenPath { screen = screen.children[index] }
            let insets = RowModel.insets(of: screen)
            var origin = try #require(result.exactFrame(at: system.screenPath))
            origin.x += Double(insets.leading)
            origin.y += Double(insets.top)
            var child = 0
            while 2 + 4 * child + 3 < values.count {
                let frame = try #require(result.exactFrame(at: system.screenPath + [child]))
                let base = 2 + 4 * child
                let expected = LayoutRect(
                    x: origin.x + values[base], y: origin.y + values[base + 1], width: values[base + 2],
                    height: values[base + 3])
                #expect(
                    abs(frame.x - expected.x) <= 1e-6 && abs(frame.width - expected.width) <= 1e-6,
                    "\(comment)")
                #expect(
                    abs(frame.y - expected.y) <= 1e-6 && abs(frame.height - expected.height) <= 1e-6,
                    "\(comment)")
                child += 1
            }
        }
        return compared
    }
}

@Suite(.enabled(if: Oracle.isEnabled, "PANELKIT_PYTHON is not set; run bash Scripts/python-env"))
struct KiwiOracleTests {
    @Test(arguments: [(40, 12), (80, 24), (120, 40), (57, 19)])
    func theProfileScreenMatchesKiwi(width: Int, height: Int) throws {
        let compared = try KiwiOracle.check(
            ProfileScreen.screen, CellSize(width: width, height: height), "profile \(width)x\(height)")
        #expect(compared == 2 + 4 * 4)
    }

    @Test(arguments: [24, 40, 80])
    func wrappingTextMeasuredAtItsWidthMatchesKiwi(width: Int) throws {
        // The intrinsic height measured at the solved width is an edit in the exported system.
        try KiwiOracle.check(
            WrappingConstraintTests.screen, CellSize(width: width, height: 30), "wrapping text at \(width)")
    }

    @Test func theIssueScreenMatchesKiwi() throws {
        let screen = Node.screen([
            IssueExample.header,
            IssueExample.details(id: "details", horizontal: ["this.centerX == parent.centerX"]),
        ])
        for (width, height) in [(30, 10), (80, 24), (131, 43)] {
            try KiwiOracle.check(screen, CellSize(width: width, height: height), "issue \(width)x\(height)")
        }
    }

    @Test func randomLayoutsMatchKiwi() throws {
        var random = SplitMix64(seed: 0x5EED_1A40)
        var compared = 0
        for sample in 0..<40 {
            let screen = RandomLayout.screen(using: &random)
            let width = Int.random(in: 60...200, using: &random)
            let height = Int.random(in: 30...90, using: &random)
            compared += try KiwiOracle.check(
                screen, CellSize(width: width, height: height), "sample \(sample) at \(width)x\(height)")
        }
        #expect(compared >= 40 * (2 + 4 * 2))
    }
}

/// Random constraint layouts: every box gets one required position on each axis, and its
/// size from a constant, a fraction of the screen or of an earlier box (at a random
/// non-round priority, so that the optimum is unique), or its intrinsic size.
enum RandomLayout {
    static func screen(using random: inout SplitMix64) -> Node {
        let count = Int.random(in: 2...14, using: &random)
        var children: [Node] = []
        for i in 0..<count {
            let words = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                String(repeating: "w", count: Int.random(in: 1...9, using: &random))
            }
            var node = Node.box(id: NodeID("n\(i)"), [.text(words.joined(separator: " "))])
            node.constraints =
                axis(horizontal: true, index: i, using: &random)
                + axis(horizontal: false, index: i, using: &random)
            children.append(node)
        }
        return Node(element: .screen(ScreenElement()), children: children)
    }

    static func axis(horizontal: Bool, index: Int, using random: inout SplitMix64) -> [LayoutConstraint] {
        let (start, end, center, size): (AnchorAttribute, AnchorAttribute, AnchorAttribute, AnchorAttribute) =
            horizontal ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
        func this(_ a: AnchorAttribute) -> LayoutAnchor { LayoutAnchor(.this, a) }
        func parent(_ a: AnchorAttribute) -> LayoutAnchor { LayoutAnchor(.parent, a) }
        func other(_ a: AnchorAttribute) -> LayoutAnchor {
            LayoutAnchor(.node(NodeID("n\(Int.random(in: 0..<index, using: &random))")), a)
        }
        func priority() -> LayoutPriority { LayoutPriority(Double.random(in: 60...990, using: &random)) }
        let gap = Double(Int.random(in: 0...6, using: &random))
        var out: [LayoutConstraint] = []
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            out.append(
                LayoutConstraint(first: this(start), relation: .equal, second: parent(start), constant: gap))
        case 1 where index > 0:
            out.append(
                LayoutConstraint(first: this(start), relation: .equal, second: other(end), constant: gap))
        case 2:
            out.append(
                LayoutConstraint(
                    first: this(center), relation: .equal, second: parent(center),
                    multiplier: Double.random(in: 0.3...1, using: &random), constant: gap))
        default:
            out.append(
                LayoutConstraint(first: this(end), relation: .equal, second: parent(end), constant: -gap))
        }
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            out.append(
                LayoutConstraint(
                    first: this(size), relation: .equal,
                    constant: Double(Int.random(in: 2...30, using: &random))))
        case 1:
            out.append(
                LayoutConstraint(
                    first: this(size), relation: .equal, second: parent(size),
                    multiplier: Double.random(in: 0.1...0.6, using: &random), priority: priority()))
            out.append(LayoutConstraint(first: this(size), relation: .greaterThanOrEqual, constant: 3))
        case 2 where index > 0:
            out.append(
                LayoutConstraint(
                    first: this(size), relation: .equal, second: other(size),
                    multiplier: Double.random(in: 0.5...1.5, using: &random), constant: gap,
                    priority: priority()))
        case 3:
            out.append(
                LayoutConstraint(
                    first: this(size), relation: .lessThanOrEqual,
                    constant: Double(Int.random(in: 4...12, using: &random)),
                    priority: priority()))
        default:
            break  // intrinsic size only
        }
        if Bool.random(using: &random) {
            out.append(
                LayoutConstraint(
                    first: this(end), relation: .lessThanOrEqual, second: parent(end), priority: priority()))
        }
        return out
    }
}
