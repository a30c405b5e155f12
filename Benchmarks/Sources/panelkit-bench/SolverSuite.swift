import ConstraintSolver
import Foundation

/// The `solver` suite: ConstraintSolver against kiwisolver (`peers/solver.py`) on the same systems.
///
/// Cases, for N = 100, 1,000 and 10,000:
/// - `chain build N`: N boxes with `left` and `width`; `left[0] == 0`,
///   `left[i] == left[i-1] + width[i-1] + 8`, `width >= 10` required, `width == 20 + 10·(i mod 5)`
///   medium for even i and weak for odd i; a strong edit variable for the container width, suggested at
///   the natural width, and `left[N-1] + width[N-1] == container`; then `updateVariables()`.
/// - `chain resize N`: on that chain, 1,000 container-width suggestions (a drag from natural − 100 to
///   natural + 100 and back, in steps of 1), `updateVariables()` after each.
/// - `grid N`: a √N×√N grid of cells (x, y, w, h): rows and columns chained, equal widths per row
///   and equal heights per column (required), `w, h >= 1`, weak preferred sizes, and every row's right
///   edge and every column's bottom edge within the container.
///
/// And one case from the layout engine's workload:
/// - `squeezed rows 1000`: the system PanelLayout builds for a screen of 40 rows of 25 boxes (left,
///   top, width, height each): the screen's width and height as edit variables of strength 10⁹
///   suggested at 100 × 42 first, then box by box `width, height >= 0`, `left[0] == 1`,
///   `left[i] == left[i-1] + width[i-1] + 1`, `top == 0` in row 0 and `top == above.top + above.height`
///   below, `height == 1`, `width >= 1`, `width == 10` weak, and for the last box of a row
///   `left + width <= screen.width - 1`. The 25 weak widths of a row (274 columns) are squeezed into 100.
/// - `squeezed rows resize 1000`: on that system, the screen width suggested at 100, 101, …, 199,
///   `updateVariables()` after each.
///
/// And general systems, not layout-shaped:
/// - `general 1000`: 1,000 random systems of the stress check's general family, replayed call by
///   call (`SolverSuite+General.swift`), in CPU seconds on both sides.
enum SolverSuite {
    static let sizes = [100, 1000, 10_000]
    static let peerTimeLimit = 30.0

    /// `PANELKIT_SOLVER_CASES="chain resize 1000,grid 100"` runs only the cases named (for profiling).
    static let only = ProcessInfo.processInfo.environment["PANELKIT_SOLVER_CASES"]

    static func selected(_ name: String) -> Bool {
        only.map { $0.split(separator: ",").contains { $0 == name } } ?? true
    }

    static func run() throws {
        for n in sizes {
            var chainPeerSeconds: Double?
            try measure("chain build \(n)", peerArguments: ["chain", "\(n)"], repeats: n >= 10_000 ? 3 : 5) {
                _ = try buildChain(n)
            } onPeer: {
                chainPeerSeconds = $0
            }

            if selected("chain resize \(n)") {
                let chain = try buildChain(n)
                let seconds = try Bench.time(repeats: 3) { try resize(chain) }
                if chainPeerSeconds == nil && n >= 10_000 {
                    // The peer could not even build the chain in time.
                    Bench.report(
                        suite: "solver", case: "chain resize \(n)", seconds: seconds, peer: "kiwisolver",
                        peerSeconds: nil,
                        peerNote: "chain build over \(Int(peerTimeLimit)) s")
                } else {
                    report("chain resize \(n)", seconds: seconds, peerArguments: ["resize", "\(n)"])
                }
            }

            try measure("grid \(n)", peerArguments: ["grid", "\(n)"], repeats: n >= 10_000 ? 3 : 5) {
                try buildGrid(n)
            } onPeer: { _ in
            }
        }
        try runSqueezedRows()
        try runGeneral()
    }

    static func runSqueezedRows() throws {
        var buildPeerSeconds: Double?
        if selected("squeezed rows 1000") {
            // Best of 3, or a single run when one takes more than 2 s.
            var seconds = try Bench.time(repeats: 1) { _ = try buildSqueezedRows() }
            if seconds < 2 {
                seconds = min(seconds, try Bench.time(repeats: 2) { _ = try buildSqueezedRows() })
            }
            buildPeerSeconds = report(
                "squeezed rows 1000", seconds: seconds, peerArguments: ["squeezed", "1000"])
        }
        if selected("squeezed rows resize 1000") {
            let system = try buildSqueezedRows()
            let seconds = try Bench.time(repeats: 3) { try resize(system) }
            if buildPeerSeconds == nil && selected("squeezed rows 1000") {
                // The peer would have to build the same system first, which gave no time.
                Bench.report(
                    suite: "solver", case: "squeezed rows resize 1000", seconds: seconds, peer: "kiwisolver",
                    peerSeconds: nil, peerNote: "no kiwisolver time for squeezed rows 1000")
            } else {
                report(
                    "squeezed rows resize 1000", seconds: seconds, peerArguments: ["squeezed-resize", "1000"])
            }
        }
    }

    struct SqueezedRows {
        var solver: Solver
        var screenWidth: Variable
    }

    static let squeezedRows = 40
    static let squeezedColumns = 25

    /// The layout engine's system for 40 rows of 25 boxes on a 100 × 42 screen (see the suite's notes).
    static func buildSqueezedRows() throws -> SqueezedRows {
        let rows = squeezedRows
        let columns = squeezedColumns
        let solver = Solver()
        let screenWidth = Variable("screen.width")
        let screenHeight = Variable("screen.height")
        let editStrength = Strength(value: 1e9)
        try solver.addEditVariable(screenWidth, strength: editStrength)
        try solver.addEditVariable(screenHeight, strength: editStrength)
        try solver.suggestValue(100, for: screenWidth)
        try solver.suggestValue(Double(rows + 2), for: screenHeight)
        func boxVariables(_ name: String) -> [[Variable]] {
            (0..<rows).map { r in (0..<columns).map { c in Variable("b\(r)_\(c).\(name)") } }
        }
        let left = boxVariables("left")
        let top = boxVariables("top")
        let width = boxVariables("width")
        let height = boxVariables("height")
        for r in 0..<rows {
            for c in 0..<columns {
                try solver.add(width[r][c] >= 0)
                try solver.add(height[r][c] >= 0)
                try solver.add(c == 0 ? left[r][c] == 1 : left[r][c] == left[r][c - 1] + width[r][c - 1] + 1)
                try solver.add(r == 0 ? top[r][c] == 0 : top[r][c] == top[r - 1][c] + height[r - 1][c])
                try solver.add(height[r][c] == 1)
                try solver.add(width[r][c] >= 1)
                try solver.add((width[r][c] == 10).withStrength(.weak))
                if c == columns - 1 { try solver.add(left[r][c] + width[r][c] <= screenWidth - 1) }
            }
        }
        solver.updateVariables()
        return SqueezedRows(solver: solver, screenWidth: screenWidth)
    }

    /// The screen width at 100, 101, …, 199, `updateVariables()` after each.
    static func resize(_ system: SqueezedRows) throws {
        for width in 100..<200 {
            try system.solver.suggestValue(Double(width), for: system.screenWidth)
            system.solver.updateVariables()
        }
    }

    static func measure(
        _ name: String, peerArguments: [String], repeats: Int, _ body: () throws -> Void,
        onPeer: (Double?) -> Void
    ) throws {
        guard selected(name) else { return }
        let seconds = try Bench.time(repeats: repeats, body)
        onPeer(report(name, seconds: seconds, peerArguments: peerArguments))
    }

    @discardableResult
    static func report(_ name: String, seconds: Double, peerArguments: [String]) -> Double? {
        let start = DispatchTime.now().uptimeNanoseconds
        let peer = Bench.peer("solver.py", peerArguments, timeLimit: peerTimeLimit)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let peerSeconds = peer?["seconds"] as? Double
        // A peer that gave no answer well before the limit failed rather than ran out of time.
        let note = elapsed >= peerTimeLimit * 0.9 ? "over \(Int(peerTimeLimit)) s" : "peer failed"
        Bench.report(
            suite: "solver", case: name, seconds: seconds, peer: "kiwisolver", peerSeconds: peerSeconds,
            peerNote: peerSeconds == nil ? note : nil)
        return peerSeconds
    }

    struct Chain {
        var solver: Solver
        var container: Variable
        var natural: Double
        var lefts: [Variable]
    }

    static func buildChain(_ n: Int) throws -> Chain {
        let solver = Solver()
        let lefts = (0..<n).map { Variable("left\($0)") }
        let widths = (0..<n).map { Variable("width\($0)") }
        var natural = 8.0 * Double(n - 1)
        for i in 0..<n {
            if i == 0 {
                try solver.add(lefts[0] == 0)
            } else {
                try solver.add(lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
            }
            try solver.add(widths[i] >= 10)
            let preferred = 20 + 10 * Double(i % 5)
            natural += preferred
            try solver.add((widths[i] == preferred).withStrength(i % 2 == 0 ? .medium : .weak))
        }
        let container = Variable("container")
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(natural, for: container)
        try solver.add(lefts[n - 1] + widths[n - 1] == container)
        solver.updateVariables()
        return Chain(solver: solver, container: container, natural: natural, lefts: lefts)
    }

    /// The container widths of the drag: natural − 100 … natural + 100 … natural − 100, steps of 1.
    static func dragWidth(_ k: Int, natural: Double) -> Double {
        let phase = k % 400
        return natural - 100 + Double(phase < 200 ? phase : 400 - phase)
    }

    static func resize(_ chain: Chain) throws {
        for k in 0..<1000 {
            try chain.solver.suggestValue(dragWidth(k, natural: chain.natural), for: chain.container)
            chain.solver.updateVariables()
        }
    }

    static func buildGrid(_ n: Int) throws {
        let side = Int(Double(n).squareRoot().rounded())
        let solver = Solver()
        func cellVariables(_ name: String) -> [[Variable]] {
            (0..<side).map { r in (0..<side).map { c in Variable("\(name)[\(r),\(c)]") } }
        }
        let x = cellVariables("x")
        let y = cellVariables("y")
        let w = cellVariables("w")
        let h = cellVariables("h")
        for r in 0..<side {
            for c in 0..<side {
                try solver.add(c == 0 ? x[r][c] == 0 : x[r][c] == x[r][c - 1] + w[r][c - 1])
                try solver.add(r == 0 ? y[r][c] == 0 : y[r][c] == y[r - 1][c] + h[r - 1][c])
                if c > 0 { try solver.add(w[r][c] == w[r][0]) }
                if r > 0 { try solver.add(h[r][c] == h[0][c]) }
                try solver.add(w[r][c] >= 1)
                try solver.add(h[r][c] >= 1)
                try solver.add((w[r][c] == Double(8 + (r * 7 + c * 3) % 11)).withStrength(.weak))
                try solver.add((h[r][c] == Double(1 + (r * 5 + c) % 4)).withStrength(.weak))
            }
        }
        for r in 0..<side { try solver.add(x[r][side - 1] + w[r][side - 1] <= Double(10 * side)) }
        for c in 0..<side { try solver.add(y[side - 1][c] + h[side - 1][c] <= Double(3 * side)) }
        solver.updateVariables()
    }
}
