import PanelCore

extension LayoutPass {
    /// Solves a screen and places its children at the frames the solver gives them.
    ///
    /// In a re-layout of the same tree (the pass started from the previous entries), a child
    /// whose solved frame is the same as in the previous layout, in a screen whose inner corner
    /// did not move, keeps its entries and those of its subtree as they are: nothing is
    /// re-placed or re-rounded for it. A child that moved and has no children gets its one entry
    /// rewritten; any other is placed again. Overlays cover the screen's whole inner area, which
    /// may have changed, and are always placed again.
    func placeScreen(_ screen: Node, in inner: LayoutRect, path: [Int]) {
        let rects: [LayoutRect]
        do {
            rects = try solveScreen(screen, path, inner.width, inner.height)
        } catch {
            problems.append(contentsOf: error.problems)
            return
        }
        let count = min(rects.count, screen.children.count)
        noteOverflow(of: screen.children, at: rects, count: count, below: inner)
        var childPath = path
        childPath.append(0)
        if cursor != nil, var placement = placements.removeValue(forKey: path), placement.x == inner.x,
            placement.y == inner.y, placement.frames.count == count
        {
            replace(screen.children, at: rects, in: inner, placement: &placement, path: &childPath)
            placements[path] = placement
            return
        }
        var placement = ScreenPlacement(x: inner.x, y: inner.y)
        placement.frames.reserveCapacity(count)
        placement.entryCounts.reserveCapacity(count)
        placement.replacing.reserveCapacity(count)
        screen.children.withUnsafeBufferPointer { nodes in
            for i in 0..<count {
                childPath[childPath.count - 1] = i
                let start = nextEntry
                let replacing = ScreenPlacement.replacing(nodes[i])
                if replacing == .overlay {
                    placeOverlay(nodes[i], over: inner, path: childPath)
                } else {
                    place(nodes[i], rects[i].offset(by: inner.x, inner.y), path: childPath, inScreen: true)
                }
                placement.frames.append(rects[i])
                placement.entryCounts.append(nextEntry - start)
                placement.replacing.append(replacing)
            }
        }
        placements[path] = placement
    }

    /// Records by how many rows the lowest in-flow child among the first `count` ends below the
    /// screen's inner area (``overflow``): what a layout at the fitting height grows by.
    private func noteOverflow(
        of children: [Node], at rects: [LayoutRect], count: Int, below inner: LayoutRect
    ) {
        var lowest = -Double.infinity
        children.withUnsafeBufferPointer { nodes in
            rects.withUnsafeBufferPointer { rects in
                for i in 0..<count where LayoutPass.isInFlow(nodes[i]) {
                    lowest = max(lowest, rects[i].maxY)
                }
            }
        }
        overflow = max(overflow, lowest - inner.height)
    }

    /// In a re-layout, places again the children of a screen whose frames moved since
    /// `placement` (which it brings up to date) and steps over the entries of the others.
    private func replace(
        _ children: [Node], at rects: [LayoutRect], in inner: LayoutRect, placement: inout ScreenPlacement,
        path childPath: inout [Int]
    ) {
        rects.withUnsafeBufferPointer { rects in
            for i in rects.indices {
                let replacing = placement.replacing[i]
                if replacing != .overlay && rects[i] == placement.frames[i] {
                    skipEntries(placement.entryCounts[i])
                    continue
                }
                placement.frames[i] = rects[i]
                childPath[childPath.count - 1] = i
                switch replacing {
                case .leaf: rewrite(childPath, rects[i].offset(by: inner.x, inner.y))
                case .overlay: placeOverlay(children[i], over: inner, path: childPath)
                case .subtree:
                    place(children[i], rects[i].offset(by: inner.x, inner.y), path: childPath, inScreen: true)
                }
            }
        }
    }
}
