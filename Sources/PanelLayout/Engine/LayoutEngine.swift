internal import ConstraintSolver
import PanelCore

/// Lays out a node tree into integer cell frames: stacks, boxes and panels directly, the
/// children of each screen with the constraint solver.
///
/// The engine keeps what it solved. Laying out the same tree at the same size again returns
/// the previous result without solving; a new size re-solves each screen through the edit
/// variables for its width and height (no rebuild) and rewrites only the frames that moved,
/// giving the layout a fresh engine would give at that size; a screen whose subtree did not
/// change keeps its constraint system even when other parts of the tree change.
/// `solveCount` and `buildCount` count the work done, for tests and tuning.
///
/// Text is measured by the injected `measure` function (display columns of a string); the
/// default counts `Character`s, and the terminal backend passes its Unicode width function.
///
/// The engine is not thread-safe: use each engine from one isolation domain.
///
/// ```swift
/// let engine = LayoutEngine()
/// let tree = Node(element: .stack(StackElement(axis: .vertical)), children: [
///     Node(id: "title", element: .text(TextElement("Profile"))),
///     Node(element: .divider),
/// ])
/// let result = try engine.layout(tree, in: CellSize(width: 40, height: 12))
/// result.frame(for: "title")   // (0, 0) 7x1
/// result.frame(at: [1])        // (0, 1) 40x1
/// ```
public final class LayoutEngine {
    /// The display width of a string, in cells.
    ///
    /// ```swift
    /// LayoutEngine(measure: { $0.unicodeScalars.count }).measure("héllo")   // 5
    /// ```
    package let measure: (String) -> Int
    /// How many times a constraint system was solved (built or re-solved at a new size).
    ///
    /// ```swift
    /// let engine = LayoutEngine()
    /// _ = try engine.layout(screenTree, in: CellSize(width: 40, height: 12))
    /// engine.solveCount   // 1
    /// ```
    package private(set) var solveCount = 0
    /// How many constraint systems were built from scratch.
    ///
    /// ```swift
    /// _ = try engine.layout(screenTree, in: CellSize(width: 80, height: 24))
    /// engine.buildCount   // still 1: a new size re-solves, it does not rebuild
    /// ```
    package private(set) var buildCount = 0

    /// The last layout: its tree, size and result, whether its height was the fitting height
    /// (asked for with no height), where its screens' children were placed, and by how many rows
    /// a screen's child ended below its screen.
    private var last:
        (
            root: Node, size: CellSize, result: LayoutResult, fitted: Bool,
            placements: [[Int]: ScreenPlacement], overflow: Double
        )?
    /// The constraint system of each screen by index path, with the screen node it was built
    /// from (compared with `==`, which is quick for an unchanged tree: arrays that share
    /// storage compare equal at once; hashing the subtree each time would not be).
    private var systems: [[Int]: (node: Node, system: ScreenSystem)] = [:]

    /// Creates an engine with a text measure (default: one cell per `Character`).
    ///
    /// ```swift
    /// let engine = LayoutEngine(measure: { $0.count })
    /// ```
    public init(measure: @escaping (String) -> Int = { $0.count }) {
        self.measure = measure
    }

    /// Lays out `root` so that it fills `size`.
    ///
    /// Throws a ``LayoutError`` listing every problem: unknown or out-of-screen references,
    /// ambiguous positions, constraints on nodes outside a screen, and required
    /// constraints in conflict (named as written). Nothing is guessed.
    ///
    /// ```swift
    /// let result = try engine.layout(screen, in: CellSize(width: 80, height: 24))
    /// ```
    public func layout(_ root: Node, in size: CellSize) throws(LayoutError) -> LayoutResult {
        return try layout(root, width: size.width, height: size.height)
    }

    /// Lays out `root` at `width` columns and `height` rows, or, when `height` is `nil`, at
    /// its fitting height (`fittingHeight(of:width:)`). The result's `size` says which height
    /// was used.
    ///
    /// At the fitting height every solved frame is inside the layout: when a screen's child ends
    /// below the rows first estimated (a child placed below others by `>=` constraints, which the
    /// estimate does not see), the tree is laid out again that much taller (a re-solve at the new
    /// size, at most `fittingRounds` times).
    ///
    /// ```swift
    /// let result = try engine.layout(panel, width: 80)
    /// result.size.height   // the rows the panel needs
    /// ```
    public func layout(_ root: Node, width: Int, height: Int? = nil) throws(LayoutError) -> LayoutResult {
        if let height { return try layout(root, width: width, rows: height, fitted: false).result }
        if let last, last.root == root, last.fitted, last.size.width == width { return last.result }
        var best = try layout(root, width: width, rows: nil, fitted: true)
        let tolerance = LayoutEngine.fittingTolerance
        for _ in 0..<LayoutEngine.fittingRounds where best.overflow > tolerance {
            let rows = best.result.size.height + Int((best.overflow - tolerance).rounded(.up))
            guard let taller = try? layout(root, width: width, rows: rows, fitted: true),
                taller.overflow < best.overflow - tolerance
            else {
                // Growing does not bring the child in (it is tied below its screen's bottom edge,
                // or its screen is a row of fixed height): the best height found stays.
                return try layout(root, width: width, rows: best.result.size.height, fitted: true).result
            }
            best = taller
        }
        return best.result
    }

    /// How many times a layout at the fitting height is made again taller so that a screen's
    /// children fit. A round that brings no child further in ends the search at the height
    /// before it: a child tied below its screen's bottom edge, or in a screen whose height its
    /// container fixes, is left cut, as at any height too small.
    ///
    /// ```swift
    /// LayoutEngine.fittingRounds   // 4
    /// ```
    package static let fittingRounds = 4
    /// How far below its screen's inner area a child may end and still count as inside (solver
    /// rounding).
    static let fittingTolerance = 1e-6

    /// Lays out `root` at `width` columns and `rows` rows (its estimated fitting height when
    /// `nil`); `fitted` tells whether this is (a step towards) the fitting height. Returns the
    /// result and by how many rows a screen's child ends below its screen (0 when none does).
    private func layout(_ root: Node, width: Int, rows height: Int?, fitted: Bool) throws(LayoutError) -> (
        result: LayoutResult, overflow: Double
    ) {
        var sameTree = false
        if let last, last.root == root {
            if let height, last.size == CellSize(width: width, height: height) {
                // The same frames; a step towards the fitting height marks them as its result.
                if fitted { self.last?.fitted = true }
                return (last.result, last.overflow)
            }
            sameTree = true
        }
        // A re-layout of the same tree starts from the last result's entries, taken out of it so
        // that they are written in place when nothing else holds that result.
        var entries: [LayoutEntry] = []
        var placements: [[Int]: ScreenPlacement] = [:]
        if sameTree, let last {
            entries = last.result.entries
            placements = last.placements
        }
        last = nil
        if sameTree {
            let pass = try run(root, width: width, height: height, updating: true) { solve in
                LayoutPass(
                    measure: measure, solveScreen: solve, updating: &entries, placements: &placements)
            }
            if pass.pass.isComplete { return finish(pass, root, fitted: fitted) }
            // The pass could not follow the previous entries: lay the tree out from scratch.
        }
        let pass = try run(root, width: width, height: height, updating: false) { solve in
            LayoutPass(measure: measure, solveScreen: solve)
        }
        return finish(pass, root, fitted: fitted)
    }

    /// Runs the pass `makePass` makes over `root`, solving each screen with the system kept for
    /// it (built when new or changed), and keeps the systems it used. Throws the pass's problems.
    ///
    /// A re-layout (`updating`) keeps the systems in place: the tree is the same, and it may not
    /// visit a screen inside a child that did not move. A pass from scratch keeps the ones it used.
    private func run(
        _ root: Node, width: Int, height: Int?, updating: Bool,
        _ makePass: (@escaping LayoutPass.ScreenSolver) -> LayoutPass
    ) throws(LayoutError) -> (pass: LayoutPass, size: CellSize) {
        var used: [[Int]: (node: Node, system: ScreenSystem)] = [:]
        var allIDs: Set<NodeID>?
        let treeHasID = { (id: NodeID) -> Bool in
            if allIDs == nil { allIDs = Set(root.allNodes.compactMap(\.id)) }
            return allIDs?.contains(id) ?? false
        }
        weak var pass: LayoutPass?
        let solve: LayoutPass.ScreenSolver = {
            [unowned self] screen, path, width, height throws(LayoutError) in
            let system: ScreenSystem
            if let found = (updating ? nil : used[path]) ?? systems[path], found.node == screen {
                system = found.system
            } else {
                system = try ScreenSystem(
                    screen: screen, path: path, size: (width, height), treeHasID: treeHasID,
                    idealSize: { pass?.idealSize($0) ?? (0, 0) })
                buildCount += 1
            }
            // A screen that failed to solve (too small for its required constraints) is not kept:
            // its tableau holds the conflict's trade-offs, so the next layout builds it afresh
            // rather than re-solve from there.
            if updating { systems[path] = nil } else { used[path] = nil }
            let solved = try system.solve(width: width, height: height) {
                pass?.heightExtent($0, width: $1, axis: nil).ideal ?? 0
            }
            if updating { systems[path] = (screen, system) } else { used[path] = (screen, system) }
            if solved.solvedNow { solveCount += 1 }
            return solved.frames
        }
        let current = makePass(solve)
        pass = current
        let size = current.run(root, width: width, height: height)
        if !updating { systems = used }
        if !current.problems.isEmpty { throw LayoutError(current.problems) }
        return (current, size)
    }

    /// Keeps the pass's result as the last layout and returns it, with the pass's overflow.
    private func finish(_ run: (pass: LayoutPass, size: CellSize), _ root: Node, fitted: Bool) -> (
        result: LayoutResult, overflow: Double
    ) {
        let result = LayoutResult(size: run.size, entries: run.pass.entries)
        last = (root, run.size, result, fitted, run.pass.placements, run.pass.overflow)
        return (result, run.pass.overflow)
    }

    /// The rows `root` takes at `width` columns, at least 1: its preferred height (a screen's
    /// is the rows its children take one below the other, unless a frame says otherwise), grown
    /// until every frame the solver gives a screen's children is inside it. A backend that
    /// grows with its content lays the tree out at this height (``layout(_:width:height:)``
    /// with no height does both at once). A tree that cannot be laid out gets its preferred
    /// height.
    ///
    /// ```swift
    /// let height = engine.fittingHeight(of: panel, width: 80)
    /// let result = try engine.layout(panel, in: CellSize(width: 80, height: height))
    /// ```
    package func fittingHeight(of root: Node, width: Int) -> Int {
        if let result = try? layout(root, width: width) { return result.size.height }
        return LayoutPass(measure: measure) { _, _, _, _ throws(LayoutError) in [] }.fittingHeight(
            root, width: width)
    }

    /// The constraint systems of the screens in the last layout, as plain data with their
    /// solved values (for cross-checking with another solver).
    ///
    /// ```swift
    /// _ = try engine.layout(screen, in: CellSize(width: 80, height: 24))
    /// let systems = engine.linearSystems()
    /// ```
    package func linearSystems() -> [LinearSystem] {
        systems.values.map { $0.system.linearSystem() }.sorted {
            $0.screenPath.lexicographicallyPrecedes($1.screenPath)
        }
    }

    /// The constraint systems of the screens in the last layout as the oracle scripts read
    /// them (JSON text), for the benchmark's peer to solve the same systems.
    ///
    /// ```swift
    /// _ = try engine.layout(screen, in: CellSize(width: 80, height: 24))
    /// let json = engine.linearSystemsJSON()   // {"systems":[…]}
    /// ```
    @_spi(Internals) public func linearSystemsJSON() -> String {
        LinearSystem.oracleJSON(linearSystems())
    }
}
