internal import ConstraintSolver
import PanelCore

extension ScreenSystem {
    /// The children's frames, relative to the screen's inner top-left corner, at this size;
    /// `solvedNow` tells whether the solver had to run (false when the size is unchanged).
    ///
    /// Height depends on width: after solving, each child holding wrapping text is measured
    /// at the width it got (`heightAt`), and when that height differs from the one suggested,
    /// the new height is suggested and the system solved again — the horizontal axis first,
    /// then the vertical one at the widths found.
    func solve(width: Double, height: Double, heightAt: (Node, Double) -> Double) throws(LayoutError) -> (
        frames: [LayoutRect], solvedNow: Bool
    ) {
        if let solvedSize, solvedSize.width == width, solvedSize.height == height { return (solved, false) }
        do {
            try solver.suggestValue(width, for: screenWidth)
            try solver.suggestValue(height, for: screenHeight)
        } catch {
            throw LayoutError([
                .invalidConstraint(node: screenName, constraint: "screen size", reason: "\(error)")
            ])
        }
        solver.updateVariables()
        try measureHeights(heightAt)
        if abs(screenWidth.value - width) > 1e-6 || abs(screenHeight.value - height) > 1e-6 {
            solvedSize = nil
            throw LayoutError([
                .screenTooSmall(
                    screen: screenName, size: "\(LayoutRect.format(width))x\(LayoutRect.format(height))",
                    needed: "\(LayoutRect.format(screenWidth.value))x\(LayoutRect.format(screenHeight.value))"
                )
            ])
        }
        readFrames()
        solvedSize = (width, height)
        return (solved, true)
    }

    /// Reads the children's frames from their variables into ``solved``, in place (no array is
    /// allocated once the first solve has made it).
    private func readFrames() {
        if solved.count != children.count {
            solved = [LayoutRect](
                repeating: LayoutRect(x: 0, y: 0, width: 0, height: 0), count: children.count)
        }
        children.withUnsafeBufferPointer { children in
            solved.withUnsafeMutableBufferPointer { solved in
                for i in children.indices {
                    let v = children[i]
                    solved[i] = LayoutRect(
                        x: v.left.value, y: v.top.value, width: v.width.value, height: v.height.value)
                }
            }
        }
    }

    /// Measures the children whose height depends on their width at their solved widths and
    /// solves again while a height changed (at most ``measureRounds`` times).
    func measureHeights(_ heightAt: (Node, Double) -> Double) throws(LayoutError) {
        for _ in 0..<ScreenSystem.measureRounds {
            var changed = false
            for k in measured.indices {
                let i = measured[k].child
                let width = children[i].width.value
                if width == measured[k].width { continue }
                measured[k].width = width
                let height = heightAt(nodes[i], width)
                if height == measured[k].height { continue }
                measured[k].height = height
                do {
                    try solver.suggestValue(height, for: children[i].height)
                } catch {
                    throw LayoutError([
                        .invalidConstraint(
                            node: screenName, constraint: "intrinsic height", reason: "\(error)")
                    ])
                }
                changed = true
            }
            if !changed { return }
            solver.updateVariables()
        }
    }
}
