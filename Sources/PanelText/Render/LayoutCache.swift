import PanelCore
import PanelLayout
import Synchronization

/// The layout engine a renderer keeps between renders, so that drawing the same tree again at
/// the same size (a live redraw after a value changed: values are not part of the tree) reuses
/// the frames instead of laying the tree out again, and a screen keeps its solved constraints.
///
/// Shared by copies of a renderer and safe to use from several threads (one layout at a time).
///
/// ```swift
/// let cache = LayoutCache()
/// let result = try cache.layout(document.root, width: 80, height: nil, measure: .standard, sanitizer: .unicode)
/// ```
final class LayoutCache: Sendable {
    private struct Entry {
        let measure: DisplayWidth
        let sanitizer: Sanitizer
        let engine: LayoutEngine
    }

    private let entry = Mutex<Entry?>(nil)

    /// Lays `root` out at `width` (and `height`, or its fitting height), with an engine that
    /// measures text as `measure` does after `sanitizer` cleaned it.
    func layout(_ root: Node, width: Int, height: Int?, measure: DisplayWidth, sanitizer: Sanitizer)
        throws(LayoutError) -> LayoutResult
    {
        try entry.withLock { entry throws(LayoutError) -> LayoutResult in
            let engine: LayoutEngine
            if let current = entry, current.measure == measure, current.sanitizer == sanitizer {
                engine = current.engine
            } else {
                engine = LayoutEngine(measure: PanelPainter.layoutMeasure(measure, sanitizer))
                entry = Entry(measure: measure, sanitizer: sanitizer, engine: engine)
            }
            return try engine.layout(root, width: width, height: height)
        }
    }

    /// How many constraint systems the kept engine has solved (for tests).
    var solveCount: Int { entry.withLock { $0?.engine.solveCount ?? 0 } }
}
