import PanelCore

extension PanelElement: KindSizing {
    /// Its widest row, and room for its title on its border.
    func contentWidth(of node: Node, axis: Axis?, in pass: LayoutPass) -> Extent {
        var rows = pass.rowsWidth(node.children)
        rows.ideal = max(rows.ideal, Double(pass.wrap.measure(title) + 2))
        return rows
    }

    /// Its rows one below the other.
    func contentHeight(of node: Node, width: Double, axis: Axis?, in pass: LayoutPass) -> Extent {
        .fixed(pass.rowsHeight(node.children, width: width))
    }

    func placeChildren(of node: Node, in inner: LayoutRect, path: [Int], pass: LayoutPass) {
        pass.placeRows(node.children, in: inner, path: path)
    }

    var frameStyle: FrameStyle { FrameStyle(isBordered: true, isPadded: true) }
}
